import type { Card } from '../model/card.js';
import { cardLabel, versionLabel } from '../model/labels.js';
import { openCardSource } from '../cards/open.js';
import { costFacts, type CostOptions } from '../derive/cost.js';
import { totemEligibility } from '../derive/eligibility.js';
import { clean } from '../format/sanitize.js';
import type { Style } from '../format/style.js';
import { resolveCardArg } from './card-arg.js';
import { notATotemMessage } from '../check/unresolved.js';
import { out, terminalStyle, terminalTable, useColor, warn } from './output.js';
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
  const lines = [`${c.bold(clean(cardLabel(card)))} ${c.dim(`(${card.id})`)}`];
  const row = (label: string, value: string): void => {
    lines.push(`  ${label.padEnd(18)}${clean(value)}`);
  };
  row(
    'Stage',
    facts.stageName === null
      ? `unknown — ${facts.stageReason}`
      : `${facts.stageName}, stage value ${facts.stageValue} — ${facts.stageReason}`,
  );
  row('Retreat Cost', String(facts.retreatCost));
  if (facts.invocationCost !== null && facts.stageValue !== null) {
    const kos = facts.kos ? ` + ${facts.kos} Knock Out${facts.kos === 1 ? '' : 's'}` : '';
    row(
      'Invocation Cost',
      `${c.bold(String(facts.invocationCost))} = ${facts.stageValue} + ⌊${facts.retreatCost}/2⌋${kos}`,
    );
    const base = facts.invocationCost - facts.kos;
    row('After Knock Outs', [1, 2, 3].map((n) => `${n} KO${n === 1 ? '' : 's'}: ${base + facts.kos + n}`).join(' · '));
  }
  row('Prize cards', String(facts.prizeCards));
  if (facts.tribute) {
    const t = facts.tribute;
    row(
      'Tribute Cost',
      `${t.tributeCost ?? '?'} — ${t.reason}${t.returns ? ` + ${t.returns} return${t.returns === 1 ? '' : 's'}` : ''}`,
    );
    if (t.evolutionTribute) row('', 'or an Evolution Tribute: discard 1 to evolve it onto an eligible Pokémon in play');
  }
  for (const note of facts.notes) row('Note', note);
  return lines.join('\n');
}

/** `totem cost CARD`: stage, Retreat Cost, Invocation Cost (and after Knock Outs), Prize cards. */
export async function runCost(input: string, options: CostCliOptions): Promise<number> {
  const source = await openCardSource({ dataDirs: options.dataDir, offline: options.offline, onWarning: warn });
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
          JSON.stringify(
            {
              versions: versions.map((v) => ({
                ...costJson(v.card, v.facts),
                printings: v.printings.map((p) => p.id),
              })),
            },
            null,
            2,
          ),
        );
        return 0;
      }
      const table = await terminalTable(useColor(options.color));
      const rows = versions.map((v, i) => [
        versionLabel(i),
        v.printings
          .slice(0, 4)
          .map((p) => `${p.setCode ?? p.setId} ${p.number}`)
          .join(', ') + (v.printings.length > 4 ? ' …' : ''),
        v.card.hp ?? '',
        v.facts.stageValue ?? '?',
        v.facts.retreatCost,
        v.facts.invocationCost ?? '?',
        v.facts.prizeCards,
      ]);
      out(
        `${clean(input)} has ${versions.length} different versions:\n${table(['version', 'printings', 'HP', 'stage value', 'retreat', 'cost', 'prizes'], rows)}`,
      );
      return 0;
    }
    // As `check` would say: a card that can't be a Totem has no Invocation Cost to speak of.
    const notATotem = notATotemMessage(resolved.card);
    if (notATotem) {
      out(
        options.format === 'json'
          ? JSON.stringify({ ...costJson(resolved.card, null), reason: notATotem }, null, 2)
          : clean(notATotem),
      );
      return 1;
    }
    const facts = costFacts(resolved.card, normal, costOptions);
    out(
      options.format === 'json'
        ? JSON.stringify(costJson(resolved.card, facts), null, 2)
        : costText(resolved.card, facts, terminalStyle(useColor(options.color))),
    );
    return 0;
  } finally {
    source.close();
  }
}
