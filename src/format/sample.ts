import type { SampleCard, SampleOutcome } from '../model/sample.js';
import type { CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { statsText } from './stats-messages.js';

/** The deal as text: the Totem in its zone, the hand, the mulligans, the Prize cards, then a line a turn. */
export function formatSampleText(outcome: SampleOutcome, context: CommandFormatContext): string {
  const { t, style: c, locale } = context;
  if (!outcome.ok) {
    const { file, reason } = outcome.failure;
    return `${c.bold(clean(file))}  ${c.red(statsText(locale)(reason.id, reason.data))}`;
  }
  const s = outcome.sample;
  const card = (x: SampleCard): string => (x.basic ? c.bold(clean(x.name)) : clean(x.name));
  const lines = [`${c.bold(clean(s.file))}  ${c.dim(t('sample-seed', { seed: s.seed }))}`];
  lines.push(`  ${t('sample-totem')}: ${s.totem ? clean(s.totem.name) : t('sample-no-totem')}`);
  lines.push(`  ${t('sample-hand', { count: s.mulligans })}`);
  for (const x of s.hand) lines.push(`    ${card(x)}`);
  lines.push(`  ${t('row-prizes')}: ${s.prizes.map(card).join('; ')}`);
  for (const d of s.draws)
    lines.push(
      `  ${t('sample-turn', { turn: d.turn, energy: d.energy })}: ${d.draw ? card(d.draw) : '—'}${
        d.invoked ? `  ${c.green(t('sample-invoked'))}` : ''
      }`,
    );
  return lines.join('\n');
}
