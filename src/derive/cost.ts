import type { Card } from '../model/card.js';
import { stageFacts } from './stage.js';
import { STAGE_NAMES, type CostFacts, type StageFacts, type TributeFacts } from '../model/facts.js';

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/** The largest "takes N Prize cards" in the card's rule text; 1 otherwise. */
export function prizeCards(card: Card): number {
  let best = 1;
  for (const rule of card.rules) {
    for (const m of rule.matchAll(/takes?\s+(\d+|one|two|three|four)\s+(?:more\s+)?Prize\s+cards?/gi)) {
      const n = WORD_NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1]);
      if (n > best) best = n;
    }
  }
  return best;
}

/**
 * A Totem's retreat for the format: printed, except BREAK, which prints none and "retains" a previous
 * Evolution's — a Totem enters play with none, so 0 (an interpretation; see docs/card-facts.md).
 */
export function totemRetreat(card: Card): { retreat: number; note?: string } {
  if (card.subtypes.includes('BREAK')) {
    return {
      retreat: 0,
      note: 'BREAK prints no Retreat Cost and a Totem has no previous Evolution to retain one from: Retreat Cost 0',
    };
  }
  return { retreat: card.retreat };
}

/** Seed 001's tribute table, plus the project's interpretations for kinds it doesn't list. */
function tribute(card: Card, stage: StageFacts, returns: number): TributeFacts {
  const printed = stage.kind;
  let base: number | null;
  let interpretation = false;
  let reason: string;
  switch (printed) {
    case 'legend':
      base = 2;
      reason = 'LEGEND: discard 2';
      break;
    case 'vmax':
      base = 2;
      reason = 'VMAX: discard 2';
      break;
    case 'lvx':
      base = 2;
      reason = 'LV.X: discard 2';
      break;
    case 'mega-ex':
      base = 2;
      reason = 'Mega EX: discard 2';
      break;
    case 'primal-ex':
      base = 2;
      interpretation = true;
      reason = 'Primal EX read as Mega EX: discard 2 (interpretation)';
      break;
    case 'vstar':
      base = 2;
      interpretation = true;
      reason = 'VSTAR read as Stage 1: discard 2 (interpretation)';
      break;
    case 'v-union':
      base = 3;
      interpretation = true;
      reason = 'V-UNION read as Stage 2: discard 3 (interpretation)';
      break;
    case 'break':
      interpretation = true;
      base = stage.stage === null ? null : stage.stage <= 1 ? 2 : 3;
      reason =
        base === 2
          ? 'BREAK of a Basic read as Stage 1: discard 2 (interpretation)'
          : 'BREAK read as Stage 2: discard 3 (interpretation)';
      break;
    default:
      base = stage.stage === null ? null : Math.min(3, stage.stage + 1);
      reason = stage.stage === null ? 'unknown stage' : `${STAGE_NAMES[stage.stage]}: discard ${base}`;
  }
  const evolutionTribute = stage.stage !== null && stage.stage > 0 && printed !== 'legend';
  return { tributeCost: base === null ? null : base + returns, returns, evolutionTribute, interpretation, reason };
}

export interface CostOptions {
  kos?: number;
  variant?: 'standard' | 'tribute';
  returns?: number;
}

/** Invocation Cost = stage value + floor(Retreat Cost / 2) + Knock Outs. */
export function costFacts(
  card: Card,
  normalStage: (species: string) => number | null,
  options: CostOptions = {},
): CostFacts {
  const kos = Math.max(0, options.kos ?? 0);
  const stage = stageFacts(card, normalStage);
  const { retreat, note } = totemRetreat(card);
  const notes: string[] = [];
  if (note) notes.push(note);
  if (card.subtypes.includes('Level-Up')) notes.push('LV.X: printed Retreat Cost used');
  if (stage.stage === null) notes.push(`stage unknown: ${stage.reason}; add it to data/species-stages.json`);
  const stageValue = stage.stage === null ? null : stage.stage + 1;
  const facts: CostFacts = {
    stage: stage.stage,
    stageName: stage.stage === null ? null : STAGE_NAMES[stage.stage]!,
    stageValue,
    stageReason: stage.reason,
    retreatCost: retreat,
    kos,
    invocationCost: stageValue === null ? null : stageValue + Math.floor(retreat / 2) + kos,
    prizeCards: prizeCards(card),
    notes,
  };
  if (options.variant === 'tribute') facts.tribute = tribute(card, stage, Math.max(0, options.returns ?? 0));
  return facts;
}
