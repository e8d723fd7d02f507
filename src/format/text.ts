import type { DeckReport } from '../model/report.js';

import { PLAIN, type Style } from './style.js';
import type { Formatter } from './context.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function deckBlock(deck: DeckReport, c: Style): string[] {
  const out: string[] = [];
  const errors = deck.problems.filter((p) => p.severity === 'error').length;
  const warnings = deck.problems.length - errors;
  const verdict = deck.valid ? c.green('✔ valid') : c.red('✖ invalid');
  const tally = [errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : '']
    .filter(Boolean)
    .join(', ');
  out.push(`${c.bold(deck.file)}  ${verdict}${tally ? ` (${tally})` : ''}`);
  if (deck.totem) {
    const t = deck.totem;
    const stage = t.stageName === null ? 'stage unknown' : `${t.stageName} (stage value ${t.stageValue})`;
    out.push(`  Totem     ${c.bold(t.name)} ${c.dim(`[${t.ids.join(', ')}]`)}`);
    out.push(
      `            ${stage} · Retreat ${t.retreatCost} · Invocation Cost ${c.bold(String(t.invocationCost ?? '?'))} · ${plural(t.prizeCards, 'Prize card')}`,
    );
  }
  if (deck.identity) {
    const id = deck.identity;
    out.push(`  Identity  ${id.sources.map((s) => s.label).join(', ')}`);
    const free = id.extraSlots - id.extraTypes.length;
    out.push(
      `            ${plural(id.extraSlots, 'extra slot')}${id.extraSlots ? ` (${id.extraTypes.length} used, ${free} free)` : ''}`,
    );
  }
  const k = deck.counts;
  out.push(
    `  Cards     ${k.total} = Totem ${k.totem} + deck ${k.deck} (Pokémon ${k.pokemon}, Trainer ${k.trainer}, Energy ${k.energy})`,
  );
  for (const note of deck.notes)
    out.push(c.dim(`  note      ${note.line ? `line ${note.line}: ` : ''}${note.message}`));
  const shown = deck.problems;
  const byRule = new Map<string, typeof shown>();
  for (const p of shown) {
    const list = byRule.get(p.rule);
    if (list) list.push(p);
    else byRule.set(p.rule, [p]);
  }
  for (const [rule, problems] of byRule) {
    out.push('');
    out.push(`  ${c.underline(rule)}`);
    for (const p of problems) {
      const where = p.line === null ? '     -' : String(p.line).padStart(6);
      const sev = p.severity === 'error' ? c.red('error  ') : c.yellow('warning');
      out.push(`  ${c.dim(where)}  ${sev}  ${p.message}`);
    }
  }
  out.push('');
  return out;
}

/** Human report: per deck a header (Totem, cost, identity, counts), problems grouped by rule, then a summary. */
export const formatText: Formatter = (report, options) => {
  const c = options.style ?? PLAIN;
  const out: string[] = [];
  for (const deck of report.decks) for (const line of deckBlock(deck, c)) out.push(line);
  const s = report.summary;
  if (report.decks.length > 1 && options.table) {
    out.push(
      options.table(
        ['decks', 'valid', 'invalid', 'errors', 'warnings'],
        [[s.decks, s.valid, s.invalid, s.errors, s.warnings]],
      ),
    );
  }
  const line =
    s.invalid === 0
      ? c.green(`✔ ${plural(s.decks, 'deck')} valid`)
      : c.red(`✖ ${s.invalid} of ${plural(s.decks, 'deck')} invalid`);
  out.push(`${line} (${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')})`);
  return `${out.join('\n')}\n`;
};
