import type { Checker } from './checker.js';
import { h } from './dom.js';
import type { Lang } from './lang.js';
import { listOf } from './share.js';
import type { Words } from './words.js';

/** The largest Totem table, as `totem pod` takes it. */
const MAX_POD = 8;

interface PodDeps {
  checker: Checker;
  lang(): Lang;
  words(): Words;
}

const pct = (p: number | null, lang: Lang): string =>
  p === null
    ? '—'
    : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(p).replace(/\u00a0/g, ' ');

/** A share link's list, decoded by the page's own (bounded) share decoder; null for a line that is not one. */
function listOfLine(line: string): string | null {
  const at = line.indexOf('#');
  return at < 0 ? null : listOf(line.slice(at));
}

/**
 * The pod view: up to 8 share links, one per line, each checked as the page checks a list, side by side — the
 * verdict, the Totem, its Invocation Cost (and after 1 Knock Out) and two exact odds, as `totem pod` shows them.
 */
export function mountPod(parent: HTMLElement, deps: PodDeps): void {
  const w = deps.words;
  const input = h('textarea', { id: 'pod-input', 'data-testid': 'pod-input', rows: 4, spellcheck: false });
  const label = h('label', { for: 'pod-input' }, w().web('pod-input-label'));
  const run = h('button', { type: 'button', 'data-testid': 'pod-check', class: 'primary' }, w().web('pod-check'));
  const out = h('div', { 'aria-live': 'polite' });
  const panel = h('section', { class: 'block pod', id: 'pod', hidden: true, 'aria-labelledby': 'pod-title' });
  panel.append(h('h2', { id: 'pod-title' }, w().web('pod-title')), label, input, run, out);
  const open = h(
    'button',
    { type: 'button', 'data-testid': 'pod-open', 'aria-expanded': 'false', 'aria-controls': 'pod' },
    w().web('pod-open'),
  );
  open.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    open.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) input.focus();
  });
  run.addEventListener('click', () => void check());
  parent.append(open, panel);

  async function check(): Promise<void> {
    const words = w();
    const lines = input.value
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length > MAX_POD) {
      out.replaceChildren(h('p', { role: 'alert' }, words.web('pod-too-many', { max: MAX_POD, count: lines.length })));
      return;
    }
    out.replaceChildren(h('p', {}, words.web('checking')));
    const rows: HTMLElement[] = [];
    for (const [i, line] of lines.entries()) {
      const list = listOfLine(line);
      if (list === null) {
        rows.push(
          h(
            'tr',
            { 'data-testid': 'pod-deck', 'data-valid': 'false' },
            h('td', {}, String(i + 1)),
            h('td', { colspan: 5 }, words.web('pod-not-a-link')),
          ),
        );
        continue;
      }
      const outcome = await deps.checker.check(
        { kind: 'text', text: list, file: `deck-${i + 1}.txt` },
        deps.lang(),
        () => {},
      );
      if (outcome.kind === 'failure') {
        rows.push(
          h(
            'tr',
            { 'data-testid': 'pod-deck', 'data-valid': 'false' },
            h('td', {}, String(i + 1)),
            h('td', { colspan: 5 }, words.web(outcome.failure.id, outcome.failure.data)),
          ),
        );
        continue;
      }
      const { deck, odds } = outcome.verdict;
      const tm = deck.totem;
      const eligible = tm !== null && tm.eligible !== false;
      const cost = eligible && tm.invocationCost !== null ? `${tm.invocationCost} → ${tm.invocationCost + 1}` : '—';
      const errors = deck.problems.filter((p) => p.severity === 'error').length;
      const stats = odds.ok ? odds.stats : null;
      const turn4 = eligible ? (stats?.invocation.byTurn.find((t) => t.turn === 4)?.p ?? null) : null;
      rows.push(
        h(
          'tr',
          { 'data-testid': 'pod-deck', 'data-valid': String(deck.valid) },
          h('td', {}, String(i + 1)),
          h('th', { scope: 'row' }, tm?.name ?? words.web('pod-no-totem')),
          h('td', {}, deck.valid ? words.report('valid') : `${words.report('invalid')} (${errors})`),
          h('td', {}, cost),
          h('td', {}, pct(stats?.openingHand.pAtLeastOneBasic ?? null, deps.lang())),
          h('td', {}, pct(turn4, deps.lang())),
        ),
      );
    }
    const head = ['#', 'pod-col-totem', 'pod-col-verdict', 'pod-col-cost', 'pod-col-basic', 'pod-col-turn4'].map((id) =>
      h('th', { scope: 'col' }, id === '#' ? '#' : words.web(id)),
    );
    out.replaceChildren(
      h(
        'div',
        { class: 'pod-scroll', tabindex: 0, role: 'region', 'aria-label': words.web('pod-title') },
        h(
          'table',
          { 'data-testid': 'pod-table' },
          h('caption', {}, words.web('pod-caption')),
          h('thead', {}, h('tr', {}, ...head)),
          h('tbody', {}, ...rows),
        ),
      ),
    );
  }
}
