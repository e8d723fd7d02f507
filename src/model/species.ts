import { hasRuleBox, type Card } from './card.js';
import { groupBy } from './compare.js';
import { STAGE_NAMES } from './facts.js';

// A species' normal stage is a fact about the card data (computed once, when cards are stored), which the
// Invocation Cost of BREAK, LV.X and M Pokémon-EX Totems builds on.

/** Printed stage from subtypes, or null for cards that print none (BREAK, VMAX, LEGEND …). */
export function printedStage(card: Card): number | null {
  if (card.subtypes.includes('Stage 2')) return 2;
  if (card.subtypes.includes('Stage 1')) return 1;
  // A Baby Pokémon is a Basic Pokémon (Neo-era rules), though the data tags it only `Baby`.
  if (card.subtypes.includes('Basic') || card.subtypes.includes('Baby')) return 0;
  return null;
}

/**
 * A species' normal stage: the most common printed stage among its printings without a Rule Box,
 * ignoring Restored and Baby printings. Ties go to the lower stage.
 */
export function normalStageOf(printings: Card[]): { stage: number; detail: string } | null {
  const counts = [0, 0, 0];
  for (const card of printings) {
    if (card.supertype !== 'Pokémon' || hasRuleBox(card)) continue;
    if (card.subtypes.includes('Restored') || card.subtypes.includes('Baby')) continue;
    const stage = printedStage(card);
    if (stage !== null) counts[stage]! += 1;
  }
  const best = counts.reduce((bestIdx, n, i) => (n > counts[bestIdx]! ? i : bestIdx), 0);
  if (counts[best] === 0) return null;
  const detail = counts
    .map((n, i) => (n ? `${STAGE_NAMES[i]} ×${n}` : ''))
    .filter(Boolean)
    .join(', ');
  return { stage: best, detail };
}

/** Every species' normal stage, computed once at import time. */
export function computeSpeciesStages(cards: Card[]): { nameKey: string; stage: number; detail: string }[] {
  const byName = groupBy(
    cards.filter((card) => card.supertype === 'Pokémon'),
    (card) => card.nameKey,
  );
  return [...byName].flatMap(([nameKey, printings]) => {
    const normal = normalStageOf(printings);
    return normal ? [{ nameKey, ...normal }] : [];
  });
}
