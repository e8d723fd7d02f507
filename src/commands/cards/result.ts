import type { FitRow, FitsResult, FitsTotem, WhyFit } from '../../model/fits.js';
import type { PokemonType, Supertype } from '../../model/card.js';
import { isCapped, type CardFacts, type CardInfoResult, type FoundCards } from '../../model/results.js';
import { sourceValue } from '../../model/common-messages.js';
import { renderValue } from '../../model/render-message.js';
import { cardJson } from '../../format/command-context.js';

/**
 * `cards info --format json`: one card's facts as typed values, every key always there (null when it does not
 * apply), so that a script never has to guess the shape; README.md documents it.
 */
function cardInfoJson({ card, reprints, eligibility, cost, identity, energyClass }: CardFacts) {
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
        label: renderValue(sourceValue(s)),
      })),
    },
    energyClass: energyClass && {
      kind: energyClass.kind,
      types: energyClass.kind === 'types' ? energyClass.types : [],
      reason: energyClass.reason,
    },
    names: card.names ?? {},
    singletonName: card.singletonName,
    fingerprint: card.fingerprint,
    sameCardAs: reprints.map((c) => ({ id: c.id, set: c.setCode ?? c.setId, number: c.number })),
  };
}

/** `totem cards info --format json`, as an object: one card's, or each version's with its printings. */
export function infoAnswer(result: CardInfoResult) {
  if (result.kind === 'card') return cardInfoJson(result.facts);
  return {
    versions: result.versions.map((v) => ({ ...cardInfoJson(v.facts), printings: v.printings.map((p) => p.id) })),
  };
}

/** What `cards find` found: printings by name, with `--fits` the cards a Totem's deck may hold, `--why` one card. */
export type Found =
  { kind: 'found'; found: FoundCards } | { kind: 'fits'; fits: FitsResult } | { kind: 'why'; why: WhyFit };

/** `cards find --format json`: the totals are the whole answer's, not only the listed rows'. */
function foundAnswer(result: FoundCards) {
  return {
    query: result.query,
    total: result.total,
    versions: result.versions,
    listed: result.rows.length,
    limit: result.limit,
    capped: isCapped(result),
    printings: result.rows.map((r) => ({
      ...cardJson(r.card),
      supertype: r.card.supertype,
      subtypes: r.card.subtypes,
      version: r.version,
      fingerprint: r.card.fingerprint,
    })),
  };
}

const CATEGORY = { Pokémon: 'pokemon', Trainer: 'trainer', Energy: 'energy' } as const;

const totemJson = ({ ids, card: c }: FitsTotem) => ({ ids, name: c.name, set: c.setCode ?? c.setId, number: c.number });

/** A row of `--fits` JSON (schema/cards-fits.schema.json), its keys in the order written. */
type FitRowJson = ReturnType<typeof cardJson> &
  Pick<FitRow, 'uses' | 'limits' | 'inList'> & { types: PokemonType[] } & {
    category: (typeof CATEGORY)[Supertype];
    fits: boolean;
    banned?: boolean;
    otherPrintings: number;
    printings: string[];
    nameEs?: string;
  };

function rowJson(row: FitRow): FitRowJson {
  const c = row.card;
  // Added in the order written, none spread: spreading each row's parts took 5 of the 6 ms of writing 500 rows.
  const json = cardJson(c) as FitRowJson;
  Object.assign(json, { category: CATEGORY[c.supertype], types: c.types, fits: !row.banned });
  if (row.banned) json.banned = true;
  // Additive: `printings`, the other printings' ids (a page marks one its list holds), the Spanish name (its page's).
  Object.assign(json, { uses: row.uses, limits: row.limits, otherPrintings: row.others, printings: row.otherIds });
  if (c.names?.es) json.nameEs = c.names.es;
  if (row.inList) json.inList = row.inList;
  return json;
}

/** `cards find --fits --format json` as an object (schema/cards-fits.schema.json), not yet made safe to print. */
function fitsAnswer(result: FitsResult) {
  return {
    totem: totemJson(result.totem),
    identity: result.totem.identity,
    extraSlots: result.totem.extraSlots,
    total: result.total,
    listed: result.rows.length,
    cards: result.rows.map(rowJson),
  };
}

/** `--why CARD`'s JSON, as an object (the library's findCards with `why`). */
function whyAnswer(why: WhyFit) {
  return {
    totem: totemJson(why.totem),
    identity: why.totem.identity,
    card: cardJson(why.card),
    fits: why.fits,
    uses: why.uses,
    limits: why.limits,
    problems: why.problems.map(({ rule, messageId, severity, message }) => ({ rule, messageId, severity, message })),
  };
}

export type FoundAnswer = ReturnType<typeof foundAnswer>;
/** schema/cards-fits.schema.json */
export type FitsAnswer = ReturnType<typeof fitsAnswer>;
export type WhyAnswer = ReturnType<typeof whyAnswer>;
/** `--why`'s with `why`, `--fits`'s with `fits`, else `cards find`'s. */
export type FindCardsAnswer = FoundAnswer | FitsAnswer | WhyAnswer;

/** `totem cards find --format json`, as an object: the library's `findCards` answer. */
export const findAnswer = (r: Found): FindCardsAnswer =>
  r.kind === 'found' ? foundAnswer(r.found) : r.kind === 'fits' ? fitsAnswer(r.fits) : whyAnswer(r.why);
