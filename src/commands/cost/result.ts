import type { Card } from '../../model/card.js';
import type { CostFacts } from '../../model/facts.js';
import type { CostResult } from '../../model/results.js';
import { cardJson } from '../../format/command-context.js';

function costJson(card: Card, facts: CostFacts | null, eligible: boolean) {
  const head = { card: cardJson(card), eligible };
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

/** `totem cost --format json`, as an object: the library's `cost` answer. */
export function costAnswer(result: CostResult) {
  if (result.kind === 'versions') {
    const versions = result.versions.map((v) => ({
      ...costJson(v.card, v.facts, v.eligible),
      printings: v.printings.map((p) => p.id),
    }));
    return { versions };
  }
  if (result.kind === 'not-a-totem') return { ...costJson(result.card, null, false), reason: result.reason };
  return costJson(result.card, result.facts, true);
}

export type CostAnswer = ReturnType<typeof costAnswer>;
