import './compare.css';
import {
  POD_MESSAGES,
  renderMessage,
  type DiffCard,
  type DiffSide,
  type MessageData,
  type MessageTable,
} from './engine.js';
import { h } from './dom.js';
import type { CompareReply, CompareRequest } from './compare-worker.js';
import { openSharedLink } from './share-link.js';
import type { PageInput } from './verdict-types.js';
import { workerAsker } from './worker-ask.js';
import type { Words } from './words.js';

// After a check: "Compare with…". The other list (its share link, or the list pasted) is compared with the one
// just checked by the library's diff() — `totem diff A B`'s own use case — in a worker of its own, and the
// result says what `totem diff` says, in its words (scope `pod`): both verdicts, the Totem and the identity when
// they moved, the cards added, removed and changed, and their counts.

const EN: MessageTable = {
  open: 'Compare with…',
  title: 'Compare this list with another',
  label: 'The other list: its share link, or the list itself',
  check: 'Compare',
  comparing: 'Comparing…',
  'list-a': 'this list',
  'list-b': 'the other list',
  empty: 'Paste the other list, or its share link, first.',
  failed: 'The comparison stopped ({error}); the page still works: try again.',
  'not-judged': 'not judged (some lines could not be verified)',
};
const ES: MessageTable = {
  open: 'Comparar con…',
  title: 'Comparar esta lista con otra',
  label: 'La otra lista: su enlace compartido, o la propia lista',
  check: 'Comparar',
  comparing: 'Comparando…',
  'list-a': 'esta lista',
  'list-b': 'la otra lista',
  empty: 'Pega primero la otra lista, o su enlace compartido.',
  failed: 'La comparación se detuvo ({error}); la página sigue funcionando: inténtalo de nuevo.',
  'not-judged': 'sin veredicto (algunas líneas no se pudieron verificar)',
};

/** The compare view's own words, for the page-words test. */
export const COMPARE_MESSAGES = { en: EN, es: ES };

function say(words: Words, id: string, data: MessageData = {}): string {
  return renderMessage(words.lang === 'es' ? ES : EN, 'web-compare', id, data, {
    ...words.locale,
    template: () => undefined,
  });
}

/** `totem diff`'s words (scope `pod`), in the page's language. */
const diffWords = (words: Words, id: string, data: MessageData = {}): string =>
  renderMessage(POD_MESSAGES, 'pod', id, data, words.locale);

const ask = workerAsker<Omit<CompareRequest, 'id' | 'packUrl'>, CompareReply>('compare');

/**
 * The other list from what was typed: a share link (one line holding `#list=`, opened by the page's bounded
 * decoder, share-link.ts) or the list itself. null: a link the page refuses (damaged, too large).
 */
async function otherList(typed: string): Promise<string | null> {
  const text = typed.trim();
  const at = text.indexOf('#list=');
  if (at < 0 || text.includes('\n')) return typed;
  const link = await openSharedLink(text.slice(at));
  return link.kind === 'text' ? link.text : null;
}

function verdictOf(side: DiffSide, words: Words): string {
  if (side.valid === null) return say(words, 'not-judged');
  return side.valid ? diffWords(words, 'valid') : diffWords(words, 'invalid', { count: side.errors });
}

const cardText = (card: DiffCard): string => [card.name, card.set, card.number].filter(Boolean).join(' ');

/** What `totem diff A B` shows, laid out for the page. */
async function compare(a: string | Uint8Array, typed: string, words: Words, out: HTMLElement): Promise<void> {
  const b = typed.trim() ? await otherList(typed) : '';
  if (b === '') {
    out.replaceChildren(h('p', { role: 'alert' }, say(words, 'empty')));
    return;
  }
  if (b === null) {
    out.replaceChildren(h('p', { role: 'alert' }, words.web('link-refused')));
    return;
  }
  out.replaceChildren(h('p', {}, say(words, 'comparing')));
  out.setAttribute('aria-busy', 'true');
  const reply = await ask({ lang: words.lang, a, b });
  out.removeAttribute('aria-busy');
  if (reply.kind === 'failure') {
    out.replaceChildren(
      h(
        'p',
        { role: 'alert' },
        reply.unavailable ? words.web('panel-unavailable') : say(words, 'failed', { error: reply.error }),
      ),
    );
    return;
  }
  const d = reply.diff;
  const sides: [DiffSide, string][] = [
    [d.a, say(words, 'list-a')],
    [d.b, say(words, 'list-b')],
  ];
  const totem = (s: DiffSide): string => s.totem?.name ?? diffWords(words, 'no-totem');
  const identity = (s: DiffSide): MessageData[string] => (s.identity ? { kind: 'types', types: s.identity } : '—');
  const parts: HTMLElement[] = [
    h(
      'ul',
      { class: 'compare-verdicts' },
      ...sides.map(([side, name], i) =>
        h(
          'li',
          { 'data-testid': 'compare-verdict', 'data-side': i ? 'b' : 'a', 'data-valid': String(side.valid) },
          diffWords(words, 'diff-verdict', { file: name, verdict: verdictOf(side, words) }),
        ),
      ),
    ),
  ];
  if (d.totemChanged)
    parts.push(
      h('p', { 'data-testid': 'compare-totem' }, diffWords(words, 'diff-totem', { from: totem(d.a), to: totem(d.b) })),
    );
  if (d.identityChanged)
    parts.push(
      h(
        'p',
        { 'data-testid': 'compare-identity' },
        diffWords(words, 'diff-identity', { from: identity(d.a), to: identity(d.b) }),
      ),
    );
  if (d.same) parts.push(h('p', { 'data-testid': 'compare-same' }, diffWords(words, 'diff-same')));
  const block = (id: string, change: string, cards: DiffCard[], count: (c: DiffCard) => string): void => {
    if (!cards.length) return;
    parts.push(
      h('h4', {}, diffWords(words, id)),
      h(
        'ul',
        { class: `compare-cards ${change}` },
        ...cards.map((card) =>
          h(
            'li',
            { 'data-testid': 'compare-card', 'data-change': change },
            h('span', { class: 'compare-count' }, count(card)),
            ' ',
            cardText(card),
          ),
        ),
      ),
    );
  };
  block('diff-added', 'added', d.added, (c) => `+${c.to}`);
  block('diff-removed', 'removed', d.removed, (c) => `−${c.from}`);
  block('diff-changed', 'changed', d.changed, (c) => diffWords(words, 'diff-count', { from: c.from, to: c.to }));
  parts.push(
    h(
      'p',
      {
        'data-testid': 'compare-summary',
        'data-added': d.added.length,
        'data-removed': d.removed.length,
        'data-changed': d.changed.length,
      },
      diffWords(words, 'diff-summary', { added: d.added.length, removed: d.removed.length, changed: d.changed.length }),
    ),
  );
  out.replaceChildren(...parts);
}

/**
 * After a verdict: the "Compare with…" button under it, which opens the compare box. `checked` is the list just
 * checked (list A); a file over the size limit has no list to compare.
 */
export function showCompare(result: HTMLElement, checked: PageInput, words: Words): void {
  if (checked.kind === 'too-large') return;
  const a = checked.kind === 'text' ? checked.text : checked.bytes;
  const input = h('textarea', {
    id: 'compare-input',
    'data-testid': 'compare-input',
    rows: 4,
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const run = h('button', { type: 'button', class: 'primary', 'data-testid': 'compare-check' }, say(words, 'check'));
  const out = h('div', { 'data-testid': 'compare-result', 'aria-live': 'polite' });
  const panel = h(
    'section',
    { class: 'block compare', id: 'compare', hidden: true, 'aria-labelledby': 'compare-title' },
    h('h3', { id: 'compare-title' }, say(words, 'title')),
    h('label', { for: 'compare-input' }, say(words, 'label')),
    input,
    run,
    out,
  );
  const open = h(
    'button',
    { type: 'button', 'data-testid': 'compare-open', 'aria-expanded': 'false', 'aria-controls': 'compare' },
    say(words, 'open'),
  );
  open.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    open.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) input.focus();
  });
  run.addEventListener('click', () => void compare(a, input.value, words, out));
  result.append(open, panel);
}
