import type { Card } from '../model/card.js';
import { costFacts } from '../derive/cost.js';
import { totemEligibility } from '../derive/eligibility.js';
import { baseIdentity, describeSource } from '../derive/identity.js';
import { classifySpecialEnergy } from '../derive/special-energy.js';

/**
 * `cards info --format json`: one card's facts as typed values for programs — numbers, booleans, arrays, English
 * keys and words. Every key is always there (null when it does not apply to the card), so a script never has
 * to guess the shape; README.md documents it.
 */
export function cardInfoJson(
  card: Card,
  reprints: Card[],
  normalStage: (species: string) => number | null,
): Record<string, unknown> {
  const eligibility = totemEligibility(card);
  const cost = card.supertype === 'Pokémon' ? costFacts(card, normalStage) : null;
  const identity = cost && eligibility.eligible ? baseIdentity([card]) : null;
  const energy = card.energyKind === 'special' ? classifySpecialEnergy(card) : null;
  return {
    id: card.id,
    name: card.name,
    set: { id: card.setId, code: card.setCode, name: card.setName },
    number: card.number,
    supertype: card.supertype,
    subtypes: card.subtypes,
    hp: card.hp,
    types: card.types,
    retreatCost: card.supertype === 'Pokémon' ? card.retreat : null,
    attacks: card.attacks.map((a) => ({ name: a.name, cost: a.cost, damage: a.damage })),
    abilities: card.abilities.map((a) => ({ kind: a.kind, name: a.name })),
    eligible: eligibility.eligible,
    reason: eligibility.eligible ? null : eligibility.reason,
    stage: cost?.stage ?? null,
    stageName: cost?.stageName ?? null,
    stageValue: cost?.stageValue ?? null,
    stageReason: cost?.stageReason ?? null,
    invocationCost: cost?.invocationCost ?? null,
    prizeCards: cost?.prizeCards ?? null,
    identity: identity && {
      types: identity.types,
      extraSlots: identity.extraSlots,
      sources: identity.sources.map((s) => ({
        type: s.type,
        from: s.from,
        detail: s.detail,
        label: describeSource(s),
      })),
    },
    energyClass: energy && {
      kind: energy.kind,
      types: energy.kind === 'types' ? energy.types : [],
      reason: energy.reason,
    },
    names: card.names ?? {},
    singletonName: card.singletonName,
    fingerprint: card.fingerprint,
    sameCardAs: reprints.map((c) => ({ id: c.id, set: c.setCode ?? c.setId, number: c.number })),
  };
}
