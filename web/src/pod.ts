import type { Checker } from './checker.js';
import { h } from './dom.js';
import { clean } from './engine.js';
import type { Lang } from './lang.js';
import { fragmentOf, LIST_KEY, MAX_FRAGMENT } from './share.js';
import { allDecks } from './saved-decks.js';
import { openSharedLink } from './share-link.js';
import { canScan, scanQr } from './qr-scan.js';
import type { Words } from './words.js';

/** The largest Totem table, as `totem pod` takes it. */
const MAX_POD = 8;

/**
 * The fragment key of a pod's share link: `#pod=` and the compressed list of each of its share links (the part
 * after `#list=`, lz-string's URI-safe alphabet), joined by dots. Compressing the links again would make them
 * longer (they are compressed already), so the pod's link is about the length of its links' fragments.
 */
export const POD_KEY = 'pod=';
/** Not in lz-string's URI-safe alphabet (A–Z a–z 0–9 + - $), so it can't be inside a list's part. */
const JOIN = '.';
const POD_FRAGMENT = /^[A-Za-z0-9+\-$.]*$/;

interface PodDeps {
  checker: Checker;
  /** The list in the page's box: it joins the pod without a share link made first. */
  current(): string;
  lang(): Lang;
  words(): Words;
}

const pct = (p: number | null, lang: Lang): string =>
  p === null
    ? '—'
    : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(p).replace(/\u00a0/g, ' ');

/**
 * A share link's list, inflated by the page's bounded decoder (share-link.ts: a worker ended at a deadline, as
 * for the address's own link), so a pod link can't smuggle in a decompression bomb; null for a line that is not
 * a share link or that the decoder refuses.
 */
async function listOfLine(line: string): Promise<string | null> {
  const at = line.indexOf('#');
  if (at < 0) return null;
  const link = await openSharedLink(line.slice(at));
  return link.kind === 'text' ? link.text : null;
}

/**
 * The pod in the address: `#pod=` and its links' compressed lists, the language carried as `?lang=`, so the
 * address opens this pod's table. Bounded like the deck's link: past MAX_FRAGMENT (which the page never decodes)
 * it is not put in the address, and false says so. A line that is no share link is kept as an empty part.
 */
function sharePod(lines: string[], lang: Lang): boolean {
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  const parts = lines.map((line) => {
    const at = line.indexOf(`#${LIST_KEY}`);
    const part = at < 0 ? '' : line.slice(at + LIST_KEY.length + 1);
    return POD_FRAGMENT.test(part) && !part.includes(JOIN) ? part : '';
  });
  const body = parts.join(JOIN);
  const fits = body.length <= MAX_FRAGMENT;
  url.hash = fits ? `#${POD_KEY}${body}` : '';
  history.replaceState(null, '', url);
  return fits;
}

/**
 * The share links a `#pod=` address holds, one a line (each a link to this page); `none` when the address holds
 * no pod, `refused` when it is too long or not one. Each list is inflated later, by the bounded decoder.
 */
function podOfAddress(hash: string): { kind: 'none' } | { kind: 'refused' } | { kind: 'links'; links: string[] } {
  const body = hash.replace(/^#/, '');
  if (!body.startsWith(POD_KEY)) return { kind: 'none' };
  const rest = body.slice(POD_KEY.length);
  if (!rest || rest.length > MAX_FRAGMENT || !POD_FRAGMENT.test(rest)) return { kind: 'refused' };
  const base = `${location.origin}${location.pathname}`;
  // An empty part (a line that was no share link) stays a row that says so.
  return { kind: 'links', links: rest.split(JOIN).map((part) => (part ? `${base}#${LIST_KEY}${part}` : '—')) };
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
  // One tap adds the list in the box, or a saved deck, as a line of its own (its name, then its link).
  const adds = h('div', { class: 'pod-adds' });
  const lines = () => input.value.split('\n').filter((l) => l.trim());
  const addLink = (name: string, link: string) => {
    input.value = [...lines(), `${name.replace(/\s+/g, ' ')}: ${link}`].join('\n');
  };
  const addLine = (name: string, text: string) =>
    addLink(name, `${location.origin}${location.pathname}${fragmentOf(text)}`);
  const drawAdds = async () => {
    const words = w();
    const current = h('button', { type: 'button', 'data-testid': 'pod-add-current' }, words.web('pod-add-current'));
    current.addEventListener('click', () => {
      if (deps.current().trim()) addLine(words.web('pod-me'), deps.current());
    });
    const saved = (await allDecks().catch(() => [])).map((deck) => {
      const add = h(
        'button',
        { type: 'button', 'data-testid': 'pod-add-saved' },
        words.web('pod-add-saved', { name: deck.name }),
      );
      add.addEventListener('click', () => addLine(deck.name, deck.text));
      return add;
    });
    adds.replaceChildren(current, ...saved, ...(canScan() ? [scanButton(words)] : []));
  };
  // Another player's deck by the QR code on their screen or sheet: the camera opens under the buttons, the first
  // share link read joins as "Player N", and the camera is released; paste stays the way without a camera.
  const scanStatus = h('p', { 'aria-live': 'polite', 'data-testid': 'pod-scan-status' });
  const video = h('video', { 'data-testid': 'pod-scan-video', playsinline: true, muted: true, hidden: true });
  let scanning: AbortController | null = null;
  const scanButton = (words: ReturnType<typeof w>) => {
    const button = h('button', { type: 'button', 'data-testid': 'pod-scan' }, words.web('pod-scan'));
    button.addEventListener('click', () => {
      if (scanning) return scanning.abort();
      scanning = new AbortController();
      [video.hidden, button.textContent, scanStatus.textContent] = [
        false,
        words.web('pod-scan-stop'),
        words.web('pod-scan-point'),
      ];
      const isShareLink = (text: string) => {
        try {
          return new URL(text).hash.startsWith(`#${LIST_KEY}`);
        } catch {
          return false;
        }
      };
      const notADeck = () => (scanStatus.textContent = words.web('pod-scan-not-a-deck'));
      scanQr(video, isShareLink, notADeck, scanning.signal)
        .then((link) => {
          addLink(words.web('pod-scanned', { n: lines().length + 1 }), link);
          scanStatus.textContent = '';
        })
        .catch((error: unknown) => {
          const stopped = error instanceof DOMException && error.name === 'AbortError';
          scanStatus.textContent = stopped ? '' : words.web('pod-scan-failed');
        })
        .finally(() => {
          [scanning, video.hidden, button.textContent] = [null, true, words.web('pod-scan')];
        });
    });
    return button;
  };
  panel.append(h('h2', { id: 'pod-title' }, w().web('pod-title')), label, input, adds, scanStatus, video, run, out);
  const open = h(
    'button',
    { type: 'button', 'data-testid': 'pod-open', 'aria-expanded': 'false', 'aria-controls': 'pod' },
    w().web('pod-open'),
  );
  open.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    open.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) {
      input.focus();
      void drawAdds();
    }
  });
  run.addEventListener('click', () => void check());
  parent.append(open, panel);

  /** An address holding a pod (`#pod=`): the pod view opened on its links and checked. */
  async function fromAddress(): Promise<void> {
    const link = podOfAddress(location.hash);
    if (link.kind === 'none') return;
    panel.hidden = false;
    open.setAttribute('aria-expanded', 'true');
    if (link.kind === 'refused') {
      out.replaceChildren(h('p', { role: 'alert' }, w().web('link-refused')));
      return;
    }
    input.value = link.links.join('\n');
    await check();
  }
  window.addEventListener('hashchange', () => void fromAddress());
  void fromAddress();

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
    const shared = sharePod(lines, deps.lang());
    const rows: HTMLElement[] = [];
    const cols = ['pod-col-player', 'pod-col-totem', 'pod-col-verdict', 'pod-col-identity', 'pod-col-prizes'];
    const labels = [...cols, 'pod-col-cost', 'pod-col-basic', 'pod-col-turn4'].map((id) => words.web(id));
    // On a phone each deck is a card (style.css): each cell says its column.
    const cell = (col: number, text: string) => h('td', { 'data-label': labels[col] }, text);
    for (const [i, line] of lines.entries()) {
      // "NAME: LINK" or "NAME LINK": the words before the link name the player.
      const player = clean(line.replace(/\S*#\S*\s*$/, '').replace(/[\s:]+$/, '')).slice(0, 40) || '—';
      const list = await listOfLine(line);
      if (list === null) {
        rows.push(
          h(
            'tr',
            { 'data-testid': 'pod-deck', 'data-valid': 'false' },
            h('td', {}, String(i + 1)),
            cell(0, player),
            h('td', { colspan: 7 }, words.web('pod-not-a-link')),
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
            cell(0, player),
            h('td', { colspan: 7 }, words.web(outcome.failure.id, outcome.failure.data)),
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
      const id = deck.identity;
      const identity = id ? [...new Set([...id.types, ...id.extraTypes])].map((t) => words.locale.typeName(t)) : [];
      rows.push(
        h(
          'tr',
          { 'data-testid': 'pod-deck', 'data-valid': String(deck.valid) },
          h('td', {}, String(i + 1)),
          cell(0, player),
          h('th', { scope: 'row' }, tm?.name ?? words.web('pod-no-totem')),
          cell(2, deck.valid ? words.report('valid') : `${words.report('invalid')} (${errors})`),
          // Identity and Prize cards as `totem pod` gives them: the types (declared extra ones too), the Totem's.
          cell(3, identity.length ? identity.join(', ') : '—'),
          cell(4, eligible ? String(tm.prizeCards) : '—'),
          cell(5, cost),
          cell(6, pct(stats?.openingHand.pAtLeastOneBasic ?? null, deps.lang())),
          cell(7, pct(turn4, deps.lang())),
        ),
      );
    }
    const head = ['#', ...labels].map((text) => h('th', { scope: 'col' }, text));
    // The caption stands above the scrolled table, not in it: a <caption> is as wide as the table, so at 360 px
    // its end was scrolled out of sight with the table's right-hand columns.
    out.replaceChildren(
      h('p', { class: 'facts', id: 'pod-caption' }, words.web('pod-caption')),
      h(
        'div',
        { class: 'pod-scroll', tabindex: 0, role: 'region', 'aria-label': words.web('pod-title') },
        h(
          'table',
          { 'data-testid': 'pod-table', 'aria-describedby': 'pod-caption' },
          h('thead', {}, h('tr', {}, ...head)),
          h('tbody', {}, ...rows),
        ),
      ),
      ...(shared ? [] : [h('p', { 'data-testid': 'notice' }, words.web('pod-link-too-long'))]),
    );
  }
}
