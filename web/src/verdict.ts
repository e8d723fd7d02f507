import { percent, type DeckReport, type Problem, type Repair } from './engine.js';
import { h } from './dom.js';
import type { CardFace, PageVerdict } from './verdict-types.js';
import type { Words } from './words.js';
import { cardPicture, thumbnail } from './cards.js';

export interface VerdictActions {
  showCard(face: CardFace): void;
  download(): void;
  /** Copies the share link; the words that say how it went, shown beside the button. */
  copyLink(): Promise<string>;
  /** Select a problem's line in the list box. */
  showLine?(line: number): void;
  /** Make a problem's repair in the list box and check it again. */
  repair?(repair: Repair): void;
}

function row(label: string, value: Node | string, testid?: string): HTMLElement[] {
  return [h('dt', {}, label), h('dd', { 'data-testid': testid }, value)];
}

function heading(deck: DeckReport, w: Words): HTMLElement {
  const errors = deck.problems.filter((p) => p.severity === 'error').length;
  const warnings = deck.problems.length - errors;
  const unverified = deck.unverified?.length ?? 0;
  const tally = [
    unverified ? w.report('n-unverified', { count: unverified }) : '',
    errors ? w.report('errors', { count: errors }) : '',
    warnings ? w.report('warnings', { count: warnings }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  // Lines the card data could not judge (a set newer than it) are no verdict: neither valid nor invalid.
  const verdict = deck.valid === null ? 'not-judged' : deck.valid ? 'valid' : 'invalid';
  return h(
    'h2',
    { class: `verdict-title ${verdict}`, id: 'verdict-title', tabindex: -1 },
    `${w.report(verdict)}${tally ? ` (${tally})` : ''}`,
  );
}

/** The Totem as `totem cost` explains it: stage, Retreat, Invocation Cost (and after 1–3 Knock Outs), Prizes. */
function totemBlock(deck: DeckReport, faces: CardFace[], w: Words, actions: VerdictActions): HTMLElement | null {
  const t = deck.totem;
  if (!t) return null;
  const face = faces.find((f) => t.ids.includes(f.id)) ?? null;
  // A card that can't be a Totem has no Invocation Cost, Prize cards or stage value to show, as the CLI says.
  if (t.eligible === false)
    return h(
      'section',
      { class: 'block totem', 'aria-labelledby': 'totem-title' },
      h('h3', { id: 'totem-title' }, `${w.web('totem-heading')}: ${face?.name ?? t.name}`),
      face ? cardButton(face, w, actions, true) : null,
      h('p', { 'data-testid': 'not-a-totem' }, w.report('not-a-totem', { reason: t.notTotemBecause ?? '' })),
    );
  const stage =
    t.stageName === null
      ? w.report('stage-unknown')
      : w.report('stage', { stage: t.stageName, value: t.stageValue ?? '?' });
  const cost = t.invocationCost;
  // The tribute variant's Totem enters by discarding its Tribute Cost: no Invocation Cost to show there.
  const tribute = deck.variant === 'tribute';
  const rows = [
    ...row(w.cli('row-stage'), stage),
    ...row(w.cli('row-retreat'), String(t.retreatCost)),
    ...(tribute
      ? row(w.cli('row-tribute'), String(t.tributeCost ?? '?'), 'tribute-cost')
      : row(w.cli('row-invocation'), String(cost ?? '?'), 'invocation-cost')),
    ...(cost === null || tribute
      ? []
      : row(
          w.cli('row-after-kos'),
          [1, 2, 3].map((n) => w.cli('after-kos', { count: n, cost: cost + n })).join(' · '),
        )),
    ...row(w.cli('row-prizes'), String(t.prizeCards)),
  ];
  return h(
    'section',
    { class: 'block totem', 'aria-labelledby': 'totem-title' },
    h('h3', { id: 'totem-title' }, `${w.web('totem-heading')}: ${face?.name ?? t.name}`),
    face ? cardButton(face, w, actions, true) : null,
    h('dl', {}, ...rows),
  );
}

/** The identity with the source of every type, and the extra slots (used / free), as the text report says it. */
function identityBlock(deck: DeckReport, w: Words): HTMLElement | null {
  const id = deck.identity;
  if (!id) return null;
  const free = id.extraSlots - id.extraTypes.length;
  return h(
    'section',
    { class: 'block identity', 'aria-labelledby': 'identity-title' },
    h('h3', { id: 'identity-title' }, w.web('identity-heading')),
    id.sources.length
      ? h('ul', { class: 'sources' }, ...id.sources.map((s) => h('li', {}, s.label)))
      : h('p', {}, w.cli('identity-none')),
    h(
      'p',
      {},
      `${w.report('extra-slots', { count: id.extraSlots })}${id.extraSlots ? w.report('slots-used', { used: id.extraTypes.length, free }) : ''}`,
    ),
  );
}

function cardButton(face: CardFace, w: Words, actions: VerdictActions, big = false): HTMLElement {
  const button = h(
    'button',
    { type: 'button', class: big ? 'card-button big' : 'card-button', 'aria-haspopup': 'dialog' },
    thumbnail(face, w),
  );
  button.addEventListener('click', () => actions.showCard(face));
  return button;
}

function faceOf(problem: Problem, faces: CardFace[]): CardFace | undefined {
  return (
    (problem.card?.id ? faces.find((f) => f.id === problem.card!.id) : undefined) ??
    (problem.line !== null ? faces.find((f) => f.line === problem.line) : undefined)
  );
}

/** Problems of one severity, grouped by rule like the text report, each with its line and its card. */
function problemList(
  title: string,
  problems: Problem[],
  verdict: PageVerdict,
  w: Words,
  actions: VerdictActions,
  key: string,
): HTMLElement | null {
  if (!problems.length) return null;
  const byRule = new Map<string, Problem[]>();
  for (const p of problems) byRule.set(p.rule, [...(byRule.get(p.rule) ?? []), p]);
  return h(
    'section',
    { class: `block problems ${key}`, 'aria-labelledby': `${key}-title` },
    h('h3', { id: `${key}-title` }, `${title} (${problems.length})`),
    ...[...byRule].map(([rule, list]) =>
      h(
        'section',
        { class: 'rule' },
        // The player's title; the rule id stays, small, for whoever sets rules in a config or reads CI output.
        h(
          'h4',
          { 'data-testid': 'rule-title' },
          verdict.ruleTitles[rule] ?? rule,
          ' ',
          h('code', { class: 'rule-id' }, rule),
        ),
        h(
          'ul',
          {},
          ...list.map((p) => {
            const where = p.line === null ? w.web('whole-deck') : w.web('at-line', { line: p.line });
            const face = faceOf(p, verdict.cards);
            const body = [h('span', { class: 'where' }, where), h('span', { class: 'message' }, p.message)];
            const item = h('li', {
              'data-testid': 'problem',
              'data-rule': p.rule,
              'data-line': p.line === null ? '' : p.line,
              'data-severity': p.severity,
            });
            if (face) {
              const button = h(
                'button',
                { type: 'button', class: 'problem-button', 'aria-haspopup': 'dialog' },
                ...body,
              );
              button.addEventListener('click', () => actions.showCard(face));
              item.append(button);
            } else item.append(h('div', { class: 'problem-text' }, ...body));
            if (p.line !== null && actions.showLine) {
              const line = p.line;
              const show = h(
                'button',
                { type: 'button', class: 'show-line', 'data-testid': 'show-line' },
                w.web('show-line', { line }),
              );
              show.addEventListener('click', () => actions.showLine!(line));
              item.append(show);
            }
            // Its repairs, the certain one first, then the one most likely wanted: one tap edits the list.
            const repairs = [...(p.fix ? [p.fix] : []), ...(p.suggestions ?? [])];
            if (repairs.length && actions.repair)
              item.append(
                h(
                  'div',
                  { class: 'repairs' },
                  ...repairs.map((r) => {
                    const button = h('button', { type: 'button', 'data-testid': 'repair', 'data-op': r.op }, r.label);
                    button.addEventListener('click', () => actions.repair!(r));
                    return button;
                  }),
                ),
              );
            return item;
          }),
        ),
      ),
    ),
  );
}

/** The odds `totem stats` gives: opening hand, a Prize card, and by which turn the Totem can be invoked. */
function oddsBlock(verdict: PageVerdict, w: Words): HTMLElement {
  const outcome = verdict.odds;
  const body: (HTMLElement | null)[] = [];
  if (!outcome.ok) body.push(h('p', {}, w.stats(outcome.failure.reason.id, outcome.failure.reason.data)));
  else {
    const s = outcome.stats;
    const pct = (p: number) => percent(p, w.locale);
    const never = w.stats('never');
    const inv = s.invocation;
    const rows = [
      ...row(w.stats('p-basic'), pct(s.openingHand.pAtLeastOneBasic)),
      ...(s.prizes.pGivenCardPrized === null ? [] : row(w.stats('p-given-prized'), pct(s.prizes.pGivenCardPrized))),
      ...(inv.cost === null
        ? []
        : [
            ...row(
              w.stats('cost-now', { cost: inv.cost }),
              w.stats('turn-for', { t50: inv.turnFor50 ?? never, t90: inv.turnFor90 ?? never, cost: inv.cost }),
            ),
            ...inv.afterKnockOuts.flatMap((k) =>
              row(
                w.stats('cost-after', { count: k.knockOuts, cost: k.cost }),
                w.stats('turn-for', { t50: k.turnFor50 ?? never, t90: k.turnFor90 ?? never, cost: k.cost }),
              ),
            ),
          ]),
    ];
    body.push(h('dl', {}, ...rows));
    if (inv.cost === null) body.push(h('p', {}, w.stats('invocation-none')));
    // What the figures assume, in plain words (the CLI's own sentences of the plain model).
    body.push(
      h('p', { class: 'assumes' }, w.web('odds-assume')),
      h(
        'ul',
        { class: 'assumptions', 'data-testid': 'odds-assumptions' },
        ...s.model.map((n) => h('li', {}, w.stats(n.id, n.data))),
      ),
    );
  }
  return h('details', { class: 'block odds' }, h('summary', {}, w.web('odds-heading')), ...body);
}

/** Every card of the list, folded: its pictures load only when the player opens it. */
function cardGrid(verdict: PageVerdict, w: Words, actions: VerdictActions): HTMLElement | null {
  if (!verdict.cards.length) return null;
  const details = h(
    'details',
    { class: 'block cards' },
    h('summary', {}, w.web('cards-heading', { count: verdict.cards.length })),
  );
  const grid = h('ul', { class: 'grid' });
  details.addEventListener(
    'toggle',
    () => {
      if (grid.childElementCount) return;
      for (const face of verdict.cards) grid.append(h('li', {}, cardButton(face, w, actions)));
    },
    { once: false },
  );
  details.append(grid);
  return details;
}

/** Messages by line under a heading (the notes; the lines no verdict was given on): none, no section. */
function lineBlock(
  kind: 'notes' | 'unverified',
  items: readonly { line: number | null; message: string }[],
  w: Words,
  testid?: string,
): HTMLElement | null {
  if (!items.length) return null;
  return h(
    'section',
    { class: `block ${kind}`, 'aria-labelledby': `${kind}-title` },
    h('h3', { id: `${kind}-title` }, w.web(`${kind}-heading`)),
    h(
      'ul',
      {},
      ...items.map((n) =>
        h(
          'li',
          { 'data-testid': testid, 'data-line': n.line ?? '' },
          `${n.line ? `${w.web('at-line', { line: n.line })}: ` : ''}${n.message}`,
        ),
      ),
    ),
  );
}

export function renderVerdict(verdict: PageVerdict, w: Words, actions: VerdictActions, notices: string[]): HTMLElement {
  const deck = verdict.deck;
  const download = h('button', { type: 'button', 'data-testid': 'download-json' }, w.web('download-json'));
  download.addEventListener('click', actions.download);
  const copy = h('button', { type: 'button', 'data-testid': 'copy-link' }, w.web('copy-link'));
  // Said beside the button that was tapped, not in the status line a screen or more above it.
  const copied = h('span', { role: 'status', 'data-testid': 'copy-status', class: 'copy-status' });
  copy.addEventListener('click', () => void actions.copyLink().then((text) => (copied.textContent = text)));
  const k = deck.counts;
  const sets = verdict.sets.length ? w.web('sets-count', { count: verdict.sets.length }) : w.web('no-sets');
  return h(
    'section',
    {
      'data-testid': 'verdict',
      'data-valid': String(deck.valid),
      'data-check-ms': verdict.checkMs.toFixed(1),
      'aria-labelledby': 'verdict-title',
      class: 'verdict',
    },
    heading(deck, w),
    ...notices.map((text) => h('p', { class: 'notice', 'data-testid': 'notice' }, text)),
    totemBlock(deck, verdict.cards, w, actions),
    identityBlock(deck, w),
    h(
      'section',
      { class: 'block counts', 'aria-labelledby': 'counts-title' },
      h('h3', { id: 'counts-title' }, w.web('counts-heading')),
      h('p', {}, w.report('counts', { ...k })),
    ),
    lineBlock('unverified', deck.unverified ?? [], w, 'unverified'),
    problemList(
      w.web('errors-heading'),
      deck.problems.filter((p) => p.severity === 'error'),
      verdict,
      w,
      actions,
      'errors',
    ),
    problemList(
      w.web('warnings-heading'),
      deck.problems.filter((p) => p.severity === 'warning'),
      verdict,
      w,
      actions,
      'warnings',
    ),
    lineBlock('notes', deck.notes, w),
    oddsBlock(verdict, w),
    cardGrid(verdict, w, actions),
    h('div', { class: 'actions' }, download, copy, copied),
    h(
      'p',
      { class: 'meta' },
      `${w.web('check-time', { ms: verdict.checkMs.toFixed(1), sets })} ${w.web('pack-date', { date: verdict.packDate })}`,
    ),
  );
}

export { cardPicture };
