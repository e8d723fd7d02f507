import type { FitsCategory } from '../shared/options.js';
import type { Card, PokemonType, Supertype } from '../../model/card.js';
import type { RuleContext } from '../../model/rule.js';
import type { RuleSetting } from '../../check/house-config.js';
import type { GameVariant } from '../../model/variant.js';
import type { FitReason, FitRow, FitsResult, FitsTotem, WhyFit } from '../../model/fits.js';
import { errorOf, UsageError } from '../../model/errors.js';
import { nameKey } from '../../model/names.js';
import { versionsValue } from '../../model/versions.js';
import { matchingVersions, type FitSubject, type IndexedHit, type VersionHit } from '../../derive/search-versions.js';
import type { FitClass } from '../../derive/search-index.js';
import { fitClassOf } from '../../derive/search-card.js';
import { cardValue } from '../../model/labels.js';
import { totemEligibility } from '../../derive/eligibility.js';
import { declaredIdentity } from '../../derive/identity.js';
import { pieceOf } from '../../derive/multicard.js';
import { resolveCardArg } from '../shared/card-arg.js';
import type { CommandContext } from '../context.js';
import {
  addedFindings,
  fitFindings,
  fitProblems,
  fitReason,
  fitSubject,
  indexVerdicts,
  limitsOf,
  type FitContext,
} from './fit-verdict.js';
import { FIND_LIMIT } from '../shared/cards.js';

const SUPERTYPE: Record<FitsCategory, Supertype> = { pokemon: 'Pokémon', trainer: 'Trainer', energy: 'Energy' };

export interface FitsOptions {
  /** The Totem: "NAME SET NUMBER", an id, or a name with one version. */
  totem: string;
  type?: PokemonType | null;
  category?: FitsCategory | null;
  /** `--extra-types`: the deck's declared extra types (else each card may take a free slot). */
  extraTypes?: PokemonType[] | null;
  limit?: number;
  includeBanned?: boolean;
  /** What `check` would apply here (house-config.ts's ruleContext: bans, variant, rulings). */
  context: RuleContext;
  settings?: Record<string, RuleSetting>;
  /** The card ids of a list being built: a card it holds is marked (`inList`), one breaking a limit left out. */
  listed?: readonly string[];
}

/** The Totem a search is for, with every piece of a LEGEND or V-UNION; a card that can't be one is a usage error. */
export async function fitsTotem(
  ctx: CommandContext,
  input: string,
  declared: PokemonType[] | null,
  variant: GameVariant = 'standard',
): Promise<{ totem: FitsTotem; cards: Card[] }> {
  const resolved = await resolveCardArg(ctx.lookup, input);
  if (resolved.versions)
    throw errorOf(UsageError, 'name-one-version', {
      input,
      count: resolved.versions.length,
      versions: versionsValue(resolved.versions),
    });
  const card = resolved.card;
  const verdict = totemEligibility(card, variant);
  if (!verdict.eligible) throw errorOf(UsageError, 'fits-not-a-totem', { card: cardValue(card), reason: verdict.why });
  const cards = [card];
  const piece = pieceOf(card);
  if (piece && piece.piece > 0) {
    // The other halves / pieces, from the same set first (the printing that belongs with this one).
    const named = ctx.lookup.store.byName(card.nameKey).filter((c) => c.setId === card.setId);
    for (let n = 1; n <= piece.of; n++) {
      if (n === piece.piece) continue;
      const other = named.find((c) => pieceOf(c)?.group === piece.group && pieceOf(c)?.piece === n);
      if (other) cards.push(other);
    }
  }
  const identity = declaredIdentity(cards, declared);
  return {
    totem: { ids: cards.map((c) => c.id), card, identity: identity.types, extraSlots: identity.extraSlots, declared },
    cards,
  };
}

/** Whether a version's fit class (from the search index, else its card's) is of the category and type. */
function matchesFilters(of: FitClass, options: FitsOptions): boolean {
  if (options.category && of.supertype !== SUPERTYPE[options.category]) return false;
  return !options.type || of.needed.includes(options.type);
}

/** The Totem of a search and what its verdicts read: the deck `check` would see, under the same config. */
async function fitContext(ctx: CommandContext, options: FitsOptions): Promise<{ totem: FitsTotem; fit: FitContext }> {
  const declared = options.extraTypes ?? null;
  const { totem, cards } = await fitsTotem(ctx, options.totem, declared, options.context.variant);
  const normalStage = (s: string): number | null => ctx.lookup.normalStage(s);
  return {
    totem,
    fit: { totem: cards, declared, context: options.context, settings: options.settings ?? {}, normalStage },
  };
}

/**
 * `cards find --fits TOTEM [QUERY]`: one row per distinct version (its newest printing) that a deck with that Totem
 * may hold — decided by the rules `totem check` runs (commands/fit-verdict.ts), so the two never disagree.
 */
export async function findFits(ctx: CommandContext, query: string, options: FitsOptions): Promise<FitsResult> {
  const { totem, fit } = await fitContext(ctx, options);
  const limit = options.limit ?? FIND_LIMIT;
  // From the pack's search index when it has one: its versions by position, a hit built only when a card is read.
  const { index, at, hit: hitAt } = matchingVersions(ctx.lookup.store, nameKey(query));
  const classOf = index?.column('class') ?? [];
  const subject = (hit: VersionHit): FitSubject => hit.fit ?? fitSubject(hit.card);
  const verdictOf = index
    ? indexVerdicts(fit, index, hitAt as (i: number) => IndexedHit)
    : (i: number) => fitFindings(fit, subject(hitAt(i)));
  const classAt = (i: number): FitClass => (index ? index.classes[classOf[i]!]! : fitClassOf(hitAt(i).card));
  // By the extra types each takes: the cards the identity holds without an extra slot first, then those that would
  // take one; in the order the search found them within (exact names first).
  const fitting: number[][] = [];
  for (const i of at) {
    if (!matchesFilters(classAt(i), options)) continue;
    const { rules, uses } = verdictOf(i);
    const banned = rules.length > 0 && rules.every((r) => r === 'banned');
    if (rules.length && !(banned && options.includeBanned)) continue;
    (fitting[uses.length] ??= []).push(i);
  }
  const held = (options.listed ?? []).flatMap((id) => ctx.lookup.store.byId(id) ?? []);
  const rows: FitRow[] = [];
  const reasons: FitReason[] = [];
  let total = fitting.reduce((n, group) => n + group.length, 0);
  // Concatenated, not flat(): flat() took 4 ms over 15,000 versions, in code not yet optimised.
  for (const i of fitting.reduce((all, group) => all.concat(group), [])) {
    if (rows.length === limit) break;
    const hit = hitAt(i);
    const added = held.length ? addedFindings(fit, held, hit.card) : { rules: [] };
    if (added.rules.length && !added.with) {
      total--;
      continue;
    }
    const { rules, uses } = verdictOf(i);
    const row: FitRow = {
      card: hit.card,
      others: hit.others,
      otherIds: hit.otherIds,
      // A function of the fit class (what it reads of the card, the class holds).
      reason: index ? (reasons[classOf[i]!] ??= fitReason(hit.card)) : fitReason(hit.card),
      uses,
      limits: limitsOf(fit, subject(hit)),
      banned: rules.length > 0,
    };
    if (added.with) row.inList = added.with;
    rows.push(row);
  }
  return { query, totem, total, rows, limit };
}

/** `cards find --fits TOTEM --why CARD`: one card, and the problems check gives it in a deck of that Totem. */
export async function whyFits(ctx: CommandContext, card: string, options: FitsOptions): Promise<WhyFit> {
  const { totem, fit } = await fitContext(ctx, options);
  const resolved = await resolveCardArg(ctx.lookup, card);
  const target = resolved.card ?? resolved.versions[0]![0]!;
  const problems = fitProblems(fit, target, ctx.locale);
  const subject = fitSubject(target);
  const { uses } = fitFindings(fit, subject);
  return {
    totem,
    card: target,
    fits: !problems.some((p) => p.severity === 'error'),
    reason: fitReason(target),
    uses,
    limits: limitsOf(fit, subject),
    problems,
  };
}
