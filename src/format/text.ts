import type { DeckReport } from '../model/report.js';
import { groupBy } from '../model/compare.js';
import type { Locale } from '../model/render-message.js';

import { PLAIN, type Style } from './style.js';
import type { Formatter } from './context.js';
import { reportText } from './messages.js';
import { wrapText } from './wrap.js';

function deckBlock(deck: DeckReport, c: Style, locale: Locale | undefined, columns: number): string[] {
  const t = reportText(locale);
  const labels = ['totem-label', 'identity-label', 'cards-label', 'note-label'];
  const width = Math.max(10, ...labels.map((id) => t(id).length + 2));
  const label = (id: string): string => t(id).padEnd(width);
  const indent = ' '.repeat(width + 2);
  const fold = (text: string): string => wrapText(text, columns, width + 2, width + 2, c.width);
  const out: string[] = [];
  const errors = deck.problems.filter((p) => p.severity === 'error').length;
  const warnings = deck.problems.length - errors;
  const unverified = deck.unverified ?? [];
  const verdict =
    deck.valid === null ? c.yellow(t('not-judged')) : deck.valid ? c.green(t('valid')) : c.red(t('invalid'));
  const tally = [
    errors ? t('errors', { count: errors }) : '',
    warnings ? t('warnings', { count: warnings }) : '',
    unverified.length ? t('n-unverified', { count: unverified.length }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  out.push(`${c.bold(deck.file)}  ${verdict}${tally ? ` (${tally})` : ''}`);
  if (deck.totem) {
    const tm = deck.totem;
    out.push(`  ${label('totem-label')}${c.bold(tm.name)} ${c.dim(`[${tm.ids.join(', ')}]`)}`);
    // A card that can't be a Totem has no Invocation Cost, Prize cards or slots to show: say why instead.
    if (tm.eligible === false) {
      const why = t('not-a-totem', { reason: tm.notTotemBecause ?? '' });
      out.push(`${indent}${fold(why)}`);
    }
  }
  if (deck.totem && deck.totem.eligible !== false) {
    const tm = deck.totem;
    const stage =
      tm.stageName === null ? t('stage-unknown') : t('stage', { stage: tm.stageName, value: tm.stageValue ?? '?' });
    const prizes = { kind: 'message', id: 'prizes', data: { count: tm.prizeCards } } as const;
    // The tribute variant's Totem enters by its Tribute Cost: that is the cost the line shows there.
    const cost =
      deck.variant === 'tribute'
        ? t('cost-line-tribute', { stage, cost: c.bold(String(tm.tributeCost ?? '?')), prizes })
        : t('cost-line', { stage, retreat: tm.retreatCost, cost: c.bold(String(tm.invocationCost ?? '?')), prizes });
    out.push(`${indent}${fold(cost)}`);
  }
  if (deck.identity) {
    const id = deck.identity;
    const sources = id.sources.map((s) => s.label).join(', ');
    out.push(`  ${label('identity-label')}${fold(sources)}`);
    const free = id.extraSlots - id.extraTypes.length;
    out.push(
      `${indent}${t('extra-slots', { count: id.extraSlots })}${id.extraSlots ? t('slots-used', { used: id.extraTypes.length, free }) : ''}`,
    );
  }
  const k = deck.counts;
  out.push(`  ${label('cards-label')}${fold(t('counts', { ...k }))}`);
  for (const note of deck.notes)
    out.push(
      c.dim(`  ${label('note-label')}${fold(`${note.line ? t('at-line', { line: note.line }) : ''}${note.message}`)}`),
    );
  const byRule = groupBy(deck.problems, (p) => p.rule);
  const sevWidth = Math.max(t('error').length, t('warning').length);
  // A problem's or an unverified line's row: the message folds under itself, clear of the line number and the label.
  const row = (line: number | null, label: string, shown: string, message: string): string => {
    const at = 2 + 6 + 2 + c.width(label) + 2;
    return `  ${c.dim(line === null ? '     -' : String(line).padStart(6))}  ${shown}  ${wrapText(message, columns, at, at, c.width)}`;
  };
  for (const [rule, problems] of byRule) {
    out.push('', `  ${c.underline(rule)}`);
    for (const p of problems) {
      const sev = t(p.severity).padEnd(sevWidth);
      out.push(row(p.line, sev, p.severity === 'error' ? c.red(sev) : c.yellow(sev), p.message));
    }
  }
  out.push(...candidatesBlock(deck, c, t, columns, locale));
  if (unverified.length) {
    // Apart from the problems: no verdict on these lines, so no severity either.
    out.push('', `  ${c.underline(t('unverified-heading'))}`);
    const label = t('unverified');
    for (const u of unverified) out.push(row(u.line, label, c.yellow(label), u.message));
  }
  out.push('');
  return out;
}

/**
 * A list with no Totem: the cards that could be it, each with the verdict the list gets with it, and the
 * `--totem` that picks the best one. Under the problems, since it answers the totem-missing one.
 */
function candidatesBlock(
  deck: DeckReport,
  c: Style,
  t: ReturnType<typeof reportText>,
  columns: number,
  locale?: Locale,
): string[] {
  const list = deck.totemCandidates ?? [];
  if (!list.length) return [];
  const typeName = locale?.typeName ?? ((type: string) => type);
  const rows = list.map((k) => [
    `${k.name} ${k.set} ${k.number}`,
    k.valid ? t('valid') : t('candidate-invalid', { count: k.errors, rule: k.firstRule ?? '' }),
    t(k.tributeCost !== undefined ? 'candidate-facts-tribute' : 'candidate-facts', {
      cost: (k.tributeCost !== undefined ? k.tributeCost : k.invocationCost) ?? '?',
      prizes: { kind: 'message', id: 'prizes', data: { count: k.prizeCards } },
      identity: k.identity.map(typeName).join(', '),
    }),
  ]);
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => c.width(r[i]!))));
  const pad = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - c.width(text)));
  const out = ['', `  ${c.underline(wrapText(t('candidates-head', { count: list.length }), columns, 2, 2, c.width))}`];
  // On a terminal too narrow for a row, the facts go under the card, folded; a pipe keeps one row a candidate.
  const under = columns > 0 && rows.some((r) => 4 + widths[0]! + 2 + widths[1]! + 2 + c.width(r[2]!) > columns);
  list.forEach((k, i) => {
    const [card, verdict, facts] = rows[i]!;
    const shown = (k.valid ? c.green : c.red)(under ? verdict! : pad(verdict!, widths[1]!));
    if (!under) out.push(`    ${c.bold(pad(card!, widths[0]!))}  ${shown}  ${c.dim(facts!)}`);
    else
      out.push(
        `    ${c.bold(pad(card!, widths[0]!))}  ${shown}`,
        `      ${c.dim(wrapText(facts!, columns, 6, 6, c.width))}`,
      );
  });
  const best = list[0]!;
  const use = t('candidate-use', { card: `${best.name} ${best.set} ${best.number}` });
  out.push(`  ${wrapText(use, columns, 4, 2, c.width)}`);
  return out;
}

/** Human report: per deck a header (Totem, cost, identity, counts), problems grouped by rule, then a summary. */
export const formatText: Formatter = (report, options) => {
  const c = options.style ?? PLAIN;
  const t = reportText(options.locale);
  const out = report.decks.flatMap((deck) => deckBlock(deck, c, options.locale, options.width ?? 0));
  const s = report.summary;
  if (report.decks.length > 1 && options.table) {
    const head = ['col-decks', 'col-valid', 'col-invalid', 'col-errors', 'col-warnings'].map((id) => t(id));
    out.push(options.table(head, [[s.decks, s.valid, s.invalid, s.errors, s.warnings]]));
  }
  const notJudged = s.unverified ?? 0;
  const verdicts = [
    s.invalid === 0 && notJudged === 0 ? c.green(t('all-valid', { count: s.decks })) : '',
    s.invalid > 0 ? c.red(t('some-invalid', { invalid: s.invalid, count: s.decks })) : '',
    notJudged > 0
      ? c.yellow(
          t('some-unverified', {
            unverified: notJudged,
            count: s.decks,
            lines: { kind: 'message', id: 'n-unverified', data: { count: s.unverifiedLines ?? 0 } },
          }),
        )
      : '',
  ].filter(Boolean);
  const tally = t('tally', {
    errors: { kind: 'message', id: 'errors', data: { count: s.errors } },
    warnings: { kind: 'message', id: 'warnings', data: { count: s.warnings } },
  });
  out.push(`${verdicts.join('; ')} ${tally}`);
  return `${out.join('\n')}\n`;
};
