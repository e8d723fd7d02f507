import type { Card } from '../model/card.js';
import { stageFacts } from './stage.js';
import { STAGE_NAMES, type CostFacts, type StageFacts, type TributeFacts } from '../model/facts.js';
import type { MessageValue } from '../model/message.js';
import { because, stageValue } from '../model/reasons.js';
import { renderValue } from '../model/render-message.js';
import { dataFile } from '../model/data-files.js';

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/**
 * Prize cards the card gives when Knocked Out: the rulebook's number where it states one by card name
 * (`data/rulebook-prizes.json`, section 4 "LEGEND Prizes"; it wins over card data), else the largest "takes N Prize
 * cards" in the card's rule text; 1 otherwise.
 */
export function prizeCards(card: Card): number {
  const stated = dataFile<{ names: Record<string, number> }>('rulebook-prizes.json').names[card.name];
  if (stated !== undefined) return stated;
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
export function totemRetreat(card: Card): { retreat: number; note?: string; noteWhy?: MessageValue } {
  if (card.subtypes.includes('BREAK')) {
    const { reason, why } = because('note-break-retreat');
    return { retreat: 0, note: reason, noteWhy: why };
  }
  return { retreat: card.retreat };
}

/**
 * Seed 001's tribute table (the kinds it lists: discard that many), and the project's interpretations for kinds
 * it doesn't list (`readAs`: read as that stage). A BREAK reads as the stage above what it evolves from.
 */
const TRIBUTES: Record<string, { kind: string; count: number; readAs?: MessageValue }> = {
  legend: { kind: 'LEGEND', count: 2 },
  vmax: { kind: 'VMAX', count: 2 },
  lvx: { kind: 'LV.X', count: 2 },
  'mega-ex': { kind: 'Mega EX', count: 2 },
  'primal-ex': { kind: 'Primal EX', count: 2, readAs: 'Mega EX' },
  vstar: { kind: 'VSTAR', count: 2, readAs: stageValue(1) },
  'v-union': { kind: 'V-UNION', count: 3, readAs: stageValue(2) },
  'break-of-basic': { kind: 'BREAK of a Basic', count: 2, readAs: stageValue(1) },
  break: { kind: 'BREAK', count: 3, readAs: stageValue(2) },
};

function tribute(stage: StageFacts, returns: number): TributeFacts {
  const printed = stage.kind;
  // A kind the table does not list discards its stage value (Basic 1, Stage 1 2, …; at most 3).
  const row: { kind: MessageValue; count: number; readAs?: MessageValue } | undefined =
    TRIBUTES[printed === 'break' && stage.stage !== null && stage.stage <= 1 ? 'break-of-basic' : printed] ??
    (stage.stage === null ? undefined : { kind: stageValue(stage.stage), count: Math.min(3, stage.stage + 1) });
  const base = !row || (printed === 'break' && stage.stage === null) ? null : row.count;
  const r = !row
    ? because('tribute-unknown')
    : row.readAs === undefined
      ? because('tribute-discard', { kind: row.kind, count: row.count })
      : because('tribute-read-as', { kind: row.kind, stage: row.readAs, count: row.count });
  const interpretation = row?.readAs !== undefined;
  const evolutionTribute = stage.stage !== null && stage.stage > 0 && printed !== 'legend';
  return { tributeCost: base === null ? null : base + returns, returns, evolutionTribute, interpretation, ...r };
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
  const { retreat, noteWhy } = totemRetreat(card);
  const notesWhy: MessageValue[] = [];
  if (noteWhy) notesWhy.push(noteWhy);
  if (card.subtypes.includes('Level-Up')) notesWhy.push(because('note-lvx-retreat').why);
  if (stage.stage === null) notesWhy.push(because('note-stage-unknown', { reason: stage.why }).why);
  const notes = notesWhy.map((n) => renderValue(n));
  const stageValue = stage.stage === null ? null : stage.stage + 1;
  const facts: CostFacts = {
    stage: stage.stage,
    stageName: stage.stage === null ? null : STAGE_NAMES[stage.stage]!,
    stageValue,
    stageReason: stage.reason,
    stageWhy: stage.why,
    retreatCost: retreat,
    kos,
    invocationCost: stageValue === null ? null : stageValue + Math.floor(retreat / 2) + kos,
    prizeCards: prizeCards(card),
    notes,
    notesWhy,
  };
  if (options.variant === 'tribute') facts.tribute = tribute(stage, Math.max(0, options.returns ?? 0));
  return facts;
}
