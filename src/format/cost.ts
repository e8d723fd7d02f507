import type { Card } from '../model/card.js';
import type { CostFacts } from '../model/facts.js';
import { renderValue } from '../model/render-message.js';
import { stageValue } from '../model/reasons.js';
import { cardText, type CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { versionsText } from './versions.js';
import type { CostResult } from '../model/results.js';

function costText(card: Card, facts: CostFacts, { t, style: c, locale }: CommandFormatContext): string {
  const lines = [`${c.bold(clean(cardText(card, locale)))} ${c.dim(`(${card.id})`)}`];
  const row = (label: string, value: string): void => {
    lines.push(`  ${t(label).padEnd(22)}${clean(value)}`);
  };
  const reason = facts.stageWhy;
  row(
    'row-stage',
    facts.stage === null
      ? t('stage-unknown', { reason })
      : t('stage-known', { stage: stageValue(facts.stage), value: facts.stageValue ?? '?', reason }),
  );
  row('row-retreat', String(facts.retreatCost));
  if (facts.invocationCost !== null && facts.stageValue !== null) {
    const kos = facts.kos ? t('plus-kos', { count: facts.kos }) : '';
    row(
      'row-invocation',
      `${c.bold(String(facts.invocationCost))} = ${facts.stageValue} + ⌊${facts.retreatCost}/2⌋${kos}`,
    );
    const base = facts.invocationCost - facts.kos;
    row('row-after-kos', [1, 2, 3].map((n) => t('after-kos', { count: n, cost: base + facts.kos + n })).join(' · '));
  }
  row('row-prizes', String(facts.prizeCards));
  if (facts.tribute) {
    const tr = facts.tribute;
    row(
      'row-tribute',
      `${tr.tributeCost ?? '?'} — ${renderValue(tr.why, locale)}${tr.returns ? t('plus-returns', { count: tr.returns }) : ''}`,
    );
    if (tr.evolutionTribute) lines.push(`  ${''.padEnd(22)}${t('evolution-tribute')}`);
  }
  for (const note of facts.notesWhy) row('row-note', renderValue(note, locale));
  return lines.join('\n');
}

export function formatCostText(result: CostResult, context: CommandFormatContext): string {
  if (result.kind === 'not-a-totem') return clean(result.reason);
  if (result.kind === 'cost') return costText(result.card, result.facts, context);
  return versionsText(
    result.input,
    result.versions,
    ['col-hp', 'col-stage-value', 'col-retreat', 'col-cost', 'col-prizes'],
    ({ card, facts: f }) => [card.hp ?? '', f.stageValue ?? '?', f.retreatCost, f.invocationCost ?? '?', f.prizeCards],
    context,
  );
}
