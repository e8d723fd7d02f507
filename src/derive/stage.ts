import type { Card } from '../model/card.js';
import { printedStage } from '../cards/species.js';
import { STAGE_NAMES, type StageFacts, type StageKind } from '../model/facts.js';

/** "M Venusaur-EX" → "Venusaur", "Primal Groudon-EX" → "Groudon" (the rulebook's base species). */
export function megaBaseSpecies(name: string): string {
  return name
    .replace(/^(M|Mega|Primal)\s+/, '')
    .replace(/[-\s]EX$/, '')
    .trim();
}

/** Stage for the Invocation Cost. `normalStage` answers a species name's normal stage. */
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
  // Primal Kyogre/Groudon-EX are tagged MEGA + EX like M Pokémon-EX: the name tells them apart, so it goes first.
  if (sub.has('EX') && /^Primal\s/.test(card.name))
    return above('primal-ex', megaBaseSpecies(card.name), 'Primal Pokémon-EX');
  if (sub.has('MEGA') && sub.has('EX')) return above('mega-ex', megaBaseSpecies(card.name), 'M Pokémon-EX');
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
