import type { Card } from '../model/card.js';
import { renderValue } from '../model/render-message.js';
import { stageValue } from '../model/reasons.js';
import { cardText, cliLocale, t } from './messages.js';
import { openCardSource } from '../cards/open.js';
import { costFacts, type CostOptions } from '../derive/cost.js';
import { totemEligibility } from '../derive/eligibility.js';
import { clean } from '../format/sanitize.js';
import type { Style } from '../format/style.js';
import { printVersions } from './versions-table.js';
import { notATotem, resolveCardArg } from './card-arg.js';
import { jsonText, out, terminalStyle, useColor, warn } from './output.js';
import { importProgress } from './import-progress.js';
import { type CostFacts } from '../model/facts.js';

export interface CostCliOptions {
  kos: number;
  variant: 'standard' | 'tribute';
  returns: number;
  format: string;
  dataDir?: string[];
  offline?: boolean;
  color?: boolean;
}

export function costJson(card: Card, facts: CostFacts | null): Record<string, unknown> {
  const head = {
    card: { id: card.id, name: card.name, set: card.setCode ?? card.setId, number: card.number },
    eligible: totemEligibility(card).eligible,
  };
  if (!facts) return head;
  return {
    ...head,
    stage: facts.stage,
    stageValue: facts.stageValue,
    stageReason: facts.stageReason,
    retreatCost: facts.retreatCost,
    invocationCost: facts.invocationCost,
    kos: facts.kos,
    prizeCards: facts.prizeCards,
    notes: facts.notes,
    ...(facts.tribute ? { tributeCost: facts.tribute.tributeCost, tribute: facts.tribute } : {}),
  };
}

function costText(card: Card, facts: CostFacts, c: Style): string {
  const locale = cliLocale();
  const lines = [`${c.bold(clean(cardText(card)))} ${c.dim(`(${card.id})`)}`];
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

/** `totem cost CARD`: stage, Retreat Cost, Invocation Cost (and after Knock Outs), Prize cards. */
export async function runCost(input: string, options: CostCliOptions): Promise<number> {
  const source = await openCardSource({
    dataDirs: options.dataDir,
    offline: options.offline,
    onWarning: warn,
    onImport: importProgress(),
  });
  try {
    const resolved = await resolveCardArg(source.lookup, input);
    const costOptions: CostOptions = { kos: options.kos, variant: options.variant, returns: options.returns };
    const normal = (s: string): number | null => source.lookup.normalStage(s);
    if (resolved.versions) {
      const versions = resolved.versions.map((group) => ({
        card: group[0]!,
        printings: group,
        facts: costFacts(group[0]!, normal, costOptions),
      }));
      if (options.format === 'json') {
        out(
          jsonText({
            versions: versions.map((v) => ({
              ...costJson(v.card, v.facts),
              printings: v.printings.map((p) => p.id),
            })),
          }),
        );
        return 0;
      }
      await printVersions(
        input,
        versions,
        (v) => v.printings,
        ['col-hp', 'col-stage-value', 'col-retreat', 'col-cost', 'col-prizes'],
        (v) => [
          v.card.hp ?? '',
          v.facts.stageValue ?? '?',
          v.facts.retreatCost,
          v.facts.invocationCost ?? '?',
          v.facts.prizeCards,
        ],
        options.color,
      );
      return 0;
    }
    // As `check` would say: a card that can't be a Totem has no Invocation Cost to speak of.
    const notATotemText = await notATotem(resolved.card, cliLocale());
    if (notATotemText) {
      out(
        options.format === 'json'
          ? jsonText({ ...costJson(resolved.card, null), reason: notATotemText })
          : clean(notATotemText),
      );
      return 1;
    }
    const facts = costFacts(resolved.card, normal, costOptions);
    out(
      options.format === 'json'
        ? jsonText(costJson(resolved.card, facts))
        : costText(resolved.card, facts, terminalStyle(useColor(options.color))),
    );
    return 0;
  } finally {
    source.close();
  }
}
