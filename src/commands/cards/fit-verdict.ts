import type { Card, PokemonType } from '../../model/card.js';
import type { Problem, Severity } from '../../model/problem.js';
import type { RuleContext } from '../../model/rule.js';
import type { FitReason } from '../../model/fits.js';
import type { DeckFacts } from '../../model/facts.js';
import { emptyDeck } from '../../model/deck.js';
import { emptyResolvedDeck, type DeckCard, type ResolvedDeck } from '../../model/resolved.js';
import { ENGLISH, type Locale } from '../../model/render-message.js';
import { deckFacts, typesNeeded } from '../../derive/deck-facts.js';
import { classifySpecialEnergy } from '../../derive/special-energy.js';
import { runRules, severityOf } from '../../check/run.js';
import type { RuleSetting } from '../../check/house-config.js';
import { RULES } from '../../rules/index.js';
import type { LimitRule } from '../../rules/limit.js';
import { singletonKey } from '../../model/names.js';
import { sameCardKey } from '../../derive/multicard.js';
import type { Column, FitClass, SearchIndex } from '../../derive/search-index.js';
import { fitClassOf } from '../../derive/search-card.js';
import type { FitSubject } from '../../derive/search-versions.js';

// Whether a card fits a Totem is decided by the rules themselves, never re-implemented: the card is put in a deck
// of that Totem (alone, on line 1) and every rule runs on it, as `totem check` runs them. A problem on its line
// is a misfit; one on no line (deck size, Basic Pokémon) is about the deck, not the card.

const CARD_LINE = 1;
/** The "at most one per deck" rules: a second copy of the card breaking one of them means it applies. */
const LIMIT_RULES = ['ace-spec-limit', 'radiant-limit', 'prism-star-limit', 'star-limit'];
const limitRules = RULES.filter((r): r is LimitRule => LIMIT_RULES.includes(r.meta.id) && 'groupOf' in r);

function entryOf(card: Card, line: number | null): DeckCard {
  const text = `${card.name} ${card.setCode ?? card.setId} ${card.number}`;
  return {
    entry: {
      name: card.name,
      set: card.setCode ?? card.setId,
      number: card.number,
      text,
      count: 1,
      section: null,
      line,
    },
    card,
    copies: 1,
    line,
  };
}

/** The deck `check` would see: the Totem, and `cards` on lines 1, 2, … */
function deckOf(totem: Card[], cards: Card[], declared: PokemonType[] | null): ResolvedDeck {
  const deck = emptyResolvedDeck(emptyDeck('fits'));
  deck.totem = totem.map((c) => entryOf(c, null));
  deck.cards = cards.map((c, i) => entryOf(c, CARD_LINE + i));
  if (declared) deck.extraTypes = { types: declared, unknown: [], line: null };
  return deck;
}

export interface FitContext {
  totem: Card[];
  declared: PokemonType[] | null;
  /** What `check` would apply here: the bans, the variant, the rulings (house-config.ts's ruleContext). */
  context: RuleContext;
  /** The house config's rule settings, as `check` applies them: a rule switched off or made a warning rejects nothing. */
  settings: Record<string, RuleSetting>;
  normalStage: (species: string) => number | null;
  /** Filled as the search goes: deckFacts by factsOf's key, findings and limits by verdictKey's, keys by fit class. */
  memo?: Map<string, DeckFacts>;
  verdicts?: Map<string, Verdict>;
  limits?: Map<string, string[]>;
  classKeys?: Map<number, CardKey>;
  /** What a card shares with the Totem or the bans (built once per search). */
  ties?: Ties;
}

/** A card as a subject (every fact read from the card itself). */
export function fitSubject(card: Card): FitSubject {
  return {
    name: card.name,
    id: card.id,
    sameCard: sameCardKey(card),
    singleton: singletonKey(card.name),
    fitClass: null,
    card,
  };
}

/** The rules a card breaks on its own line, and the extra types it takes. */
type Verdict = { rules: string[]; uses: PokemonType[] };

interface Ties {
  names: Set<string>;
  sameCard: Set<string>;
  /** Per limit rule, the Totem's groups. */
  groups: Set<string>[];
  banIds: Set<string>;
  banNames: Set<string>;
}

/** Rules whose findings are about the deck, never on a card's line: a search skips them (fits-agree.test.ts). */
const DECK_LEVEL = new Set([
  'parse',
  'unknown-card',
  'ambiguous-card',
  'section-count',
  'totem-missing',
  'totem-eligible',
  'deck-size',
  'basic-pokemon',
  'extra-types',
]);
const CARD_RULES = RULES.filter((r) => !DECK_LEVEL.has(r.meta.id));

/**
 * deckFacts of a one-card deck depends on the card only through the types it needs and a Special Energy's own class
 * (in `energy`): computed once per types, where a search of the whole pack would derive the Totem's cost 15,000 times.
 */
function factsOf(ctx: FitContext, deck: ResolvedDeck, card: Card): DeckFacts {
  const energy = new Map(card.energyKind === 'special' ? [[card.id, classifySpecialEnergy(card)] as const] : []);
  return { ...kept((ctx.memo ??= new Map()), typesNeeded(card, energy).join(','), () => facts(ctx, deck)), energy };
}

function kept<K, V>(memo: Map<K, V>, key: K, make: () => V): V {
  let value = memo.get(key);
  if (value === undefined) memo.set(key, (value = make()));
  return value;
}

const facts = (ctx: FitContext, deck: ResolvedDeck): DeckFacts =>
  deckFacts(deck, ctx.normalStage, ctx.declared, ctx.context.variant);

function tiesOf(ctx: FitContext): Ties {
  return (ctx.ties ??= {
    names: new Set(ctx.totem.map((c) => c.name)),
    sameCard: new Set(ctx.totem.map(sameCardKey)),
    groups: limitRules.map((r) => new Set(ctx.totem.map(r.groupOf).filter((g): g is string => g !== null))),
    banIds: new Set(ctx.context.bans.flatMap((b) => (b.id ? [b.id] : []))),
    banNames: new Set(ctx.context.bans.flatMap((b) => (b.name ? [singletonKey(b.name)] : []))),
  });
}

/** A card's key without its ties, and per limit rule whether the card is in one of its groups. */
interface CardKey {
  key: string;
  limited: boolean[];
}

/** A fit class's key and limits, no card read: a limit's group reads supertype and subtypes (ACE SPEC: the class's). */
function classKey(fit: FitClass): CardKey {
  const card = { supertype: fit.supertype, subtypes: fit.subtypes, name: '' } as Partial<Card> as Card;
  const limited = limitRules.map((r) => (r.meta.id === 'ace-spec-limit' ? fit.aceSpec : r.groupOf(card) !== null));
  // No limit in it: alone on its line a card breaks one only when the Totem shares it, and is judged alone then.
  const key = `${fit.supertype}|${fit.energyKind}|${fit.needed.join(',')}`;
  return { key: fit.energy ? `${key}|${JSON.stringify(fit.energy)}` : key, limited };
}

/** The key of a subject's card: its class's in the search index (fits-class.test.ts), else its own card's. */
function keyOf(ctx: FitContext, s: FitSubject): CardKey {
  if (s.fitClass === null || !s.fitClasses) return classKey(fitClassOf(s.card));
  return kept((ctx.classKeys ??= new Map()), s.fitClass, () => classKey(s.fitClasses![s.fitClass!]!));
}

/**
 * Cards the card-line rules judge alike share one verdict: beside what ties a card to the Totem (its name, the same
 * card, a limit it shares) or a ban (null: judged alone), the rules read only what the key holds. Checked against
 * `check` (fits-agree.test.ts) and each card's own verdict over the whole pack (fits-class.test.ts).
 */
function verdictKey(ctx: FitContext, s: FitSubject): string | null {
  const ties = tiesOf(ctx);
  if (ties.names.has(s.name) || ties.sameCard.has(s.sameCard)) return null;
  // A version's id and singleton key only when a ban could name it (the banlist is empty today: two columns of
  // 15,000 strings a search need not parse).
  if (ties.banIds.size && ties.banIds.has(s.id)) return null;
  if (ties.banNames.size && ties.banNames.has(s.singleton)) return null;
  const { key, limited } = keyOf(ctx, s);
  // A limit the Totem is in too: only then is the card's own group read (its card parsed).
  for (let i = 0; i < limitRules.length; i++) {
    if (!limited[i] || !ties.groups[i]!.size) continue;
    const group = limitRules[i]!.groupOf(s.card);
    if (group !== null && ties.groups[i]!.has(group)) return null;
  }
  return key;
}

/** The rules' findings on the card's line: [rule id, severity] (no words: the fast path of a search). */
export function fitFindings(ctx: FitContext, s: FitSubject): Verdict {
  const key = verdictKey(ctx, s);
  if (key === null) return cardFindings(ctx, s.card);
  return kept((ctx.verdicts ??= new Map()), key, () => cardFindings(ctx, s.card));
}

/**
 * fitFindings of a search index's versions by position, read from its columns: a class's verdict shared by its
 * versions nothing ties to the Totem or a ban, unless a limit of the class is the Totem's too.
 */
export function indexVerdicts(ctx: FitContext, index: SearchIndex, at: (i: number) => FitSubject) {
  const ties = tiesOf(ctx);
  const classes = index.column('class');
  // The versions a tie may reach, found by the columns' own search (a few strings, not 15,000 compared one by
  // one); one whose fingerprint is a Totem's sameCard key but has a key of its own is judged alone, as it would be.
  const tied = new Set<number>();
  const find = (column: Column, values: Set<string>): void => {
    const all: unknown[] = values.size ? index.column(column) : [];
    for (const v of values) for (let k = all.indexOf(v); k >= 0; k = all.indexOf(v, k + 1)) tied.add(k);
  };
  find('name', ties.names);
  find('sameCard', ties.sameCard);
  find('fingerprint', ties.sameCard);
  find('id', ties.banIds);
  find('singleton', ties.banNames);
  const shared: (Verdict | null)[] = [];
  return (i: number): Verdict => {
    if (tied.has(i)) return fitFindings(ctx, at(i));
    const c = classes[i]!;
    // Its key read from its class (keyOf): a card is parsed only for a key not judged yet.
    if (shared[c] === undefined)
      shared[c] = keyOf(ctx, at(i)).limited.some((l, k) => l && ties.groups[k]!.size) ? null : fitFindings(ctx, at(i));
    return shared[c] ?? fitFindings(ctx, at(i));
  };
}

/** The findings on one card decided alone, shared with no other card (what the shared verdicts are tested by). */
export function cardFindings(ctx: FitContext, card: Card): Verdict {
  const deck = deckOf(ctx.totem, [card], ctx.declared);
  const cardFacts = factsOf(ctx, deck, card);
  const rules = CARD_RULES.filter((rule) => {
    const setting = ctx.settings[rule.meta.id];
    const error = (severity?: Severity): boolean => severityOf(rule.meta.severity, severity, setting) === 'error';
    return (
      setting !== 'off' &&
      rule.check(deck, cardFacts, ctx.context).some((f) => f.line === CARD_LINE && error(f.severity))
    );
  }).map((r) => r.meta.id);
  const needed = typesNeeded(card, cardFacts.energy);
  return { rules, uses: (cardFacts.identity?.extraTypes ?? []).filter((t) => needed.includes(t)) };
}

/** The problems `check` gives the card in a deck of that Totem, in words (for `--why`). */
export function fitProblems(ctx: FitContext, card: Card, locale: Locale = ENGLISH): Problem[] {
  const deck = deckOf(ctx.totem, [card], ctx.declared);
  return runRules(deck, facts(ctx, deck), ctx.context, ctx.settings, locale).filter((p) => p.line === CARD_LINE);
}

/** The rules that say a card is in a list already: the same card (any printing), a name counted as one. */
const SECOND_COPY = ['singleton', 'identical-pokemon'];

/**
 * The rules a card added after a list's `held` cards breaks on its line: a second-copy rule when the list holds it
 * already (`with`: the id it clashes with), a limit rule when the list has its one of that kind.
 */
export function addedFindings(ctx: FitContext, held: Card[], card: Card): { rules: string[]; with?: string } {
  const deck = deckOf(ctx.totem, [...held, card], ctx.declared);
  const line = CARD_LINE + held.length;
  const found = facts(ctx, deck);
  const rules = RULES.filter((r) => SECOND_COPY.includes(r.meta.id) || LIMIT_RULES.includes(r.meta.id))
    .filter((r) => ctx.settings[r.meta.id] !== 'off')
    .flatMap((r) =>
      r
        .check(deck, found, ctx.context)
        .filter((f) => f.line === line)
        .map((f) => ({ r, f })),
    );
  const clash = rules.find(({ r }) => SECOND_COPY.includes(r.meta.id))?.f.related?.[0];
  return {
    rules: rules.map(({ r }) => r.meta.id),
    ...(clash === undefined ? {} : { with: held[clash - CARD_LINE]?.id ?? ctx.totem[0]!.id }),
  };
}

/** The limits that apply to a card: the limit rules a second copy of it would break (shared as verdicts are). */
export function limitsOf(ctx: FitContext, s: FitSubject): string[] {
  const key = verdictKey(ctx, s);
  return key === null
    ? limitsOfCard(ctx, s.card)
    : kept((ctx.limits ??= new Map()), `${key}|${keyOf(ctx, s).limited}`, () => limitsOfCard(ctx, s.card));
}

function limitsOfCard(ctx: FitContext, card: Card): string[] {
  const deck = deckOf(ctx.totem, [card, card], ctx.declared);
  const twice = facts(ctx, deck);
  // A limit the house config switched off limits nothing.
  return limitRules
    .filter((r) => ctx.settings[r.meta.id] !== 'off')
    .filter((r) => r.check(deck, twice, ctx.context).some((f) => f.line === CARD_LINE + 1))
    .map((r) => r.meta.id);
}

/** Why a card fits, for words: what the identity rules looked at. */
export function fitReason(card: Card): FitReason {
  if (card.supertype === 'Trainer') return { kind: 'trainer' };
  if (card.energyKind === 'special') {
    const cls = classifySpecialEnergy(card);
    if (cls.kind === 'types') return { kind: 'energy-class', types: cls.types };
    if (cls.kind === 'colorless') return { kind: 'energy-class', types: ['Colorless'] };
    return { kind: 'no-type' };
  }
  const types = typesNeeded(card, new Map());
  return types.length ? { kind: 'types', types } : { kind: 'no-type' };
}
