import type { Card } from '../cards/model.js';
import { hasRuleBox } from './eligibility.js';

export const STAGE_NAMES = ['Basic', 'Stage 1', 'Stage 2', 'Stage 3'] as const;

export type StageKind =
  'printed' | 'vmax' | 'vstar' | 'v-union' | 'legend' | 'break' | 'lvx' | 'mega-ex' | 'primal-ex' | 'mega-ex-modern';

export interface StageFacts {
  /** 0 = Basic … 3 = Stage 3; null when it cannot be known. */
  stage: number | null;
  kind: StageKind;
  /** e.g. "BREAK of a Stage 2 (Greninja)". */
  reason: string;
  /** The species whose normal stage was used, for BREAK, LV.X, M and Primal. */
  base?: string;
}

/** Printed stage from subtypes, or null for cards that print none (BREAK, VMAX, LEGEND …). */
export function printedStage(card: Card): number | null {
  if (card.subtypes.includes('Stage 2')) return 2;
  if (card.subtypes.includes('Stage 1')) return 1;
  if (card.subtypes.includes('Basic')) return 0;
  return null;
}

/**
 * A species' normal stage (SPEC §4.2): the most common printed stage among its printings without a Rule Box,
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
  const byName = new Map<string, Card[]>();
  for (const card of cards) {
    if (card.supertype !== 'Pokémon') continue;
    const list = byName.get(card.nameKey);
    if (list) list.push(card);
    else byName.set(card.nameKey, [card]);
  }
  const out: { nameKey: string; stage: number; detail: string }[] = [];
  for (const [nameKey, printings] of byName) {
    const normal = normalStageOf(printings);
    if (normal) out.push({ nameKey, ...normal });
  }
  return out;
}

/** "M Venusaur-EX" → "Venusaur", "Primal Groudon-EX" → "Groudon" (the rulebook's base species). */
export function megaBaseSpecies(name: string): string {
  return name
    .replace(/^(M|Mega|Primal)\s+/, '')
    .replace(/[-\s]EX$/, '')
    .trim();
}

/** Stage for the Invocation Cost (SPEC §4.2). `normalStage` answers a species name's normal stage. */
export function stageFacts(card: Card, normalStage: (species: string) => number | null): StageFacts {
  const sub = new Set(card.subtypes);
  const above = (kind: StageKind, base: string, label: string): StageFacts => {
    const baseStage = normalStage(base);
    if (baseStage === null)
      return { stage: null, kind, base, reason: `${label} of ${base}, whose normal stage is unknown` };
    return {
      stage: Math.min(3, baseStage + 1),
      kind,
      base,
      reason: `${label} of a ${STAGE_NAMES[baseStage]} (${base})`,
    };
  };
  if (sub.has('LEGEND')) return { stage: 0, kind: 'legend', reason: 'Pokémon LEGEND counts as Basic' };
  if (sub.has('V-UNION')) return { stage: 2, kind: 'v-union', reason: 'Pokémon V-UNION counts as Stage 2' };
  if (sub.has('VMAX')) return { stage: 1, kind: 'vmax', reason: 'VMAX evolves from a Basic Pokémon V: Stage 1' };
  if (sub.has('VSTAR')) return { stage: 1, kind: 'vstar', reason: 'VSTAR evolves from a Basic Pokémon V: Stage 1' };
  if (sub.has('BREAK')) return above('break', card.evolvesFrom ?? card.name.replace(/\s+BREAK$/, ''), 'BREAK');
  if (sub.has('Level-Up')) return above('lvx', card.evolvesFrom ?? card.name.replace(/\s+LV\.X$/, ''), 'LV.X');
  if (sub.has('MEGA') && sub.has('EX')) return above('mega-ex', megaBaseSpecies(card.name), 'M Pokémon-EX');
  if (sub.has('EX') && /^Primal\s/.test(card.name))
    return above('primal-ex', megaBaseSpecies(card.name), 'Primal Pokémon-EX');
  const printed = printedStage(card);
  const kind: StageKind = sub.has('MEGA') ? 'mega-ex-modern' : 'printed';
  if (printed === null) return { stage: null, kind, reason: `${card.name} prints no stage` };
  return {
    stage: printed,
    kind,
    reason:
      kind === 'mega-ex-modern'
        ? `Mega Pokémon ex: printed ${STAGE_NAMES[printed]}`
        : `printed ${STAGE_NAMES[printed]}`,
  };
}
