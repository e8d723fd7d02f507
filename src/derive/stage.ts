import type { Card } from '../model/card.js';
import { printedStage } from '../model/species.js';
import { type StageFacts, type StageKind } from '../model/facts.js';
import { because, stageValue } from '../model/reasons.js';

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
    if (baseStage === null) return { stage: null, kind, base, ...because('stage-above-unknown', { label, base }) };
    return {
      stage: Math.min(3, baseStage + 1),
      kind,
      base,
      ...because('stage-above', { label, stage: stageValue(baseStage), base }),
    };
  };
  if (sub.has('LEGEND')) return { stage: 0, kind: 'legend', ...because('stage-legend') };
  if (sub.has('V-UNION')) return { stage: 2, kind: 'v-union', ...because('stage-vunion') };
  if (sub.has('VMAX')) return { stage: 1, kind: 'vmax', ...because('stage-vmax') };
  if (sub.has('VSTAR')) return { stage: 1, kind: 'vstar', ...because('stage-vstar') };
  if (sub.has('BREAK')) return above('break', card.evolvesFrom ?? card.name.replace(/(?<!\s)\s+BREAK$/, ''), 'BREAK');
  if (sub.has('Level-Up')) return above('lvx', card.evolvesFrom ?? card.name.replace(/(?<!\s)\s+LV\.X$/, ''), 'LV.X');
  // Primal Kyogre/Groudon-EX are tagged MEGA + EX like M Pokémon-EX: the name tells them apart, so it goes first.
  if (sub.has('EX') && /^Primal\s/.test(card.name))
    return above('primal-ex', megaBaseSpecies(card.name), 'Primal Pokémon-EX');
  if (sub.has('MEGA') && sub.has('EX')) return above('mega-ex', megaBaseSpecies(card.name), 'M Pokémon-EX');
  const printed = printedStage(card);
  const kind: StageKind = sub.has('MEGA') ? 'mega-ex-modern' : 'printed';
  if (printed === null) return { stage: null, kind, ...because('stage-no-stage', { name: card.name }) };
  return {
    stage: printed,
    kind,
    ...because(kind === 'mega-ex-modern' ? 'stage-mega-modern' : 'stage-printed', { stage: stageValue(printed) }),
  };
}
