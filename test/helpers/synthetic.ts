import { CardLookup } from '../../src/cards/lookup/lookup.js';
import type { Attack, Card, CardSet, PokemonType } from '../../src/model/card.js';
import { nameKey, singletonName } from '../../src/model/names.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CardCache } from '../../src/cards/cache/overlay.js';
import { openPackFiles } from '../../src/packer/memory-pack.js';
import type { CardPack } from '../../src/cards/pack/reader.js';
import { packCards } from '../../src/packer/pack.js';
import { runRules } from '../../src/check/run.js';
import type { RuleSetting } from '../../src/check/house-config.js';
import { deckFacts } from '../../src/derive/deck-facts.js';
import { resolveDeck } from '../../src/check/resolve.js';
import { fingerprintOf } from '../../src/sources/fingerprint.js';
import { computeSpeciesStages } from '../../src/model/species.js';
import { parseTextDeck } from '../../src/parse/text.js';
import type { Problem } from '../../src/model/problem.js';
import type { BanEntry } from '../../src/model/rule.js';
import { type DeckFacts } from '../../src/model/facts.js';
import type { GameVariant } from '../../src/model/variant.js';
import type { Locale } from '../../src/model/render-message.js';

export const SETS: CardSet[] = [
  { id: 'tst', name: 'Test Set', series: 'Test', code: 'TST', releaseDate: '2024-01-01', total: 999 },
  { id: 'old', name: 'Old Set', series: 'Test', code: 'OLD', releaseDate: '2010-01-01', total: 999 },
  { id: 'hgss3', name: 'HS—Undaunted', series: 'HGSS', code: 'UD', releaseDate: '2010-08-18', total: 91 },
  { id: 'swshp', name: 'SWSH Black Star Promos', series: 'SWSH', code: 'PR-SW', releaseDate: '2019-11-15', total: 304 },
];

type Spec = Partial<Omit<Card, 'fingerprint' | 'nameKey' | 'singletonName'>> & { name: string; id: string };

/** A synthetic card: defaults for everything a rule doesn't look at. */
export function card(spec: Spec): Card {
  const setId = spec.setId ?? spec.id.slice(0, spec.id.lastIndexOf('-'));
  const set = SETS.find((s) => s.id === setId)!;
  const base = {
    supertype: 'Pokémon' as const,
    subtypes: ['Basic'],
    hp: 60,
    types: [] as PokemonType[],
    evolvesFrom: null,
    rules: [],
    abilities: [],
    attacks: [] as Attack[],
    ancientTrait: null,
    weaknesses: [],
    resistances: [],
    retreat: 1,
    number: spec.id.slice(spec.id.lastIndexOf('-') + 1),
    setId,
    setCode: set.code,
    setName: set.name,
    releaseDate: set.releaseDate,
    rarity: null,
    regulationMark: null,
    energyKind: null,
    ...spec,
  };
  const partial = { ...base, singletonName: singletonName(base.name), nameKey: nameKey(base.name) };
  return { ...partial, fingerprint: fingerprintOf(partial) };
}

const atk = (name: string, cost: string[]): Attack => ({ name, cost, damage: '30', text: '' });
const poke = (id: string, name: string, types: PokemonType[], extra: Partial<Spec> = {}): Card =>
  card({ id, name, types, attacks: [atk(`${name} Hit`, [types[0] ?? 'Colorless'])], ...extra });
const trainer = (id: string, name: string, subtypes = ['Item'], rules = [`${name} does something.`]): Card =>
  card({ id, name, supertype: 'Trainer', subtypes, rules, hp: null, retreat: 0 });
const basicEnergy = (id: string, type: string): Card =>
  card({
    id,
    name: `Basic ${type} Energy`,
    supertype: 'Energy',
    subtypes: ['Basic'],
    energyKind: 'basic',
    hp: null,
    retreat: 0,
  });
const special = (id: string, name: string, text: string, subtypes = ['Special']): Card =>
  card({ id, name, supertype: 'Energy', subtypes, energyKind: 'special', rules: [text], hp: null, retreat: 0 });

const legendText = { rules: ['When Pokémon LEGEND has been Knocked Out, your opponent takes 2 Prize cards.'] };
const unionText = {
  rules: ['V-UNION rule: When your Pokémon V-UNION is Knocked Out, your opponent takes 3 Prize cards.'],
};

/** A small card universe: every rule can be shown valid and invalid with it. */
export const CARDS: Card[] = [
  // Totems
  poke('tst-1', 'Blaze ex', ['Darkness'], {
    subtypes: ['Stage 2', 'ex'],
    retreat: 2,
    evolvesFrom: 'Blazer',
    attacks: [atk('Burning Dark', ['Fire', 'Fire'])],
    rules: ['Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards.'],
  }),
  poke('old-1', 'Blaze ex', ['Darkness'], {
    subtypes: ['Stage 2', 'ex'],
    retreat: 2,
    evolvesFrom: 'Blazer',
    attacks: [atk('Burning Dark', ['Fire', 'Fire'])],
    rules: ['Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards.'],
  }),
  poke('tst-2', 'Zero ex', ['Water'], {
    subtypes: ['Basic', 'ex'],
    retreat: 0,
    attacks: [atk('Splash', ['Water', 'Colorless'])],
  }),
  poke('tst-3', 'Gray ex', ['Colorless'], {
    subtypes: ['Basic', 'ex'],
    retreat: 2,
    attacks: [atk('Tackle', ['Colorless'])],
  }),
  poke('tst-4', 'Gray Zero ex', ['Colorless'], {
    subtypes: ['Stage 2', 'ex'],
    retreat: 0,
    attacks: [atk('Gust', ['Colorless'])],
  }),
  poke('tst-5', 'Wyrm ex', ['Dragon'], {
    subtypes: ['Basic', 'ex'],
    retreat: 1,
    attacks: [atk('Dragon Dive', ['Fire', 'Psychic', 'Colorless'])],
  }),
  poke('tst-6', 'Radiant Sun', ['Fire'], { subtypes: ['Basic', 'Radiant'], retreat: 1 }),
  // Radiant Sun's reprint: the same card.
  poke('old-6', 'Radiant Sun', ['Fire'], { subtypes: ['Basic', 'Radiant'], retreat: 1 }),
  poke('hgss3-87', 'Duo LEGEND', ['Water', 'Fighting'], { subtypes: ['LEGEND'], retreat: 3, ...legendText }),
  poke('hgss3-88', 'Duo LEGEND', ['Water', 'Fighting'], { subtypes: ['LEGEND'], retreat: 3, ...legendText }),
  poke('hgss3-89', 'Sky LEGEND', ['Colorless'], { subtypes: ['LEGEND'], retreat: 2, ...legendText }),
  ...['SWSH139', 'SWSH140', 'SWSH141', 'SWSH142'].map((n) =>
    poke(`swshp-${n}`, 'Volt V-UNION', ['Lightning'], { subtypes: ['V-UNION'], retreat: 2, ...unionText }),
  ),
  // Deck Pokémon
  poke('tst-10', 'Blazer', ['Fire'], { subtypes: ['Stage 1'] }),
  poke('tst-11', 'Flamey', ['Fire']),
  poke('old-11', 'Flamey', ['Fire']),
  poke('tst-12', 'Flamey', ['Fire'], { hp: 70 }),
  poke('tst-13', 'Drip', ['Water']),
  poke('tst-14', 'Leafy', ['Grass']),
  poke('tst-15', 'Normie', ['Colorless']),
  poke('tst-16', 'Wyrmling', ['Dragon']),
  poke('tst-17', 'Duality', ['Fire', 'Grass']),
  poke('tst-18', 'Radiant Moon', ['Darkness'], { subtypes: ['Basic', 'Radiant'] }),
  poke('tst-19', 'Shade ★', ['Darkness'], {
    subtypes: ['Basic', 'Star'],
    rules: ["You can't have more than 1 Pokémon Star in your deck."],
  }),
  poke('tst-20', 'Glint ★', ['Fire'], {
    subtypes: ['Basic', 'Star'],
    rules: ["You can't have more than 1 Pokémon Star in your deck."],
  }),
  poke('tst-21', 'Prism Mon ◇', ['Fire'], { subtypes: ['Basic', 'Prism Star'] }),
  // Neo-era Baby Pokémon: the data gives them only the `Baby` subtype.
  poke('tst-60', 'Tiny Flame', ['Fire'], { subtypes: ['Baby'] }),
  poke('tst-22', 'Prism Mon ◇', ['Fire'], { subtypes: ['Basic', 'Prism Star'], hp: 130 }),
  poke('tst-23', 'Evolver', ['Darkness'], { subtypes: ['Stage 1'] }),
  poke('tst-24', 'Blaze', ['Fire'], { subtypes: ['Stage 2'] }),
  // One name, a version of each era (the ambiguity message ranks by the list's era).
  poke('tst-25', 'Oldie', ['Fire']),
  poke('old-25', 'Oldie', ['Fire'], { hp: 90 }),
  // Trainers
  trainer('tst-30', "Professor's Research (Professor Sada)", ['Supporter'], ['Discard your hand and draw 7 cards.']),
  trainer('tst-31', "Professor's Research (Professor Turo)", ['Supporter'], ['Discard your hand and draw 7 cards.']),
  trainer('tst-32', 'Poke Ball'),
  trainer('old-32', 'Poke Ball', ['Item'], ['Flip a coin. If heads, search your deck for a Pokémon.']),
  trainer('tst-33', 'Ace Gadget', ['Item', 'ACE SPEC']),
  trainer('tst-34', 'Ace Widget', ['Item', 'ACE SPEC']),
  // Ace Gadget's reprint: one name, two printings (Master Ball PLB 94 and TEF 153).
  trainer('old-33', 'Ace Gadget', ['Item', 'ACE SPEC']),
  trainer('tst-35', 'Lysandre ◇', ['Supporter', 'Prism Star']),
  trainer('tst-36', 'Lysandre', ['Supporter']),
  trainer('tst-37', 'Banned Thing'),
  trainer('tst-38', 'Ultra Ball'),
  trainer('tst-39', "Boss's Orders", ['Supporter']),
  // The official same-name rulings' other names (data/same-name.json).
  trainer('old-40', 'Professor Juniper', ['Supporter']),
  trainer('old-41', 'Professor Sycamore', ['Supporter']),
  // Energy
  basicEnergy('tst-901', 'Fire'),
  basicEnergy('tst-902', 'Water'),
  basicEnergy('tst-903', 'Grass'),
  basicEnergy('tst-904', 'Darkness'),
  basicEnergy('tst-905', 'Lightning'),
  special('tst-50', 'Jetty Energy', 'As long as this card is attached to a Pokémon, it provides Colorless Energy.'),
  special(
    'tst-51',
    'Burnish Energy',
    'This card provides Fire Energy only while this card is attached to a Fire Pokémon.',
  ),
  special(
    'tst-52',
    'Rocket Energy',
    'As long as this card is attached to a Pokémon, it provides 2 in any combination of Psychic Energy and Darkness Energy.',
  ),
  special(
    'tst-53',
    'Old Rainbow Energy',
    'While in play, Rainbow Energy counts as every type of basic Energy but only provides 1 Energy at a time.',
  ),
  special(
    'tst-54',
    'Darkness Energy',
    "Darkness Energy provides Darkness Energy. (Doesn't count as a basic Energy card.)",
  ),
  special('tst-55', 'Mystery Goo Energy', 'Does something odd.'),
];

/** The synthetic cards in an overlay of their own (a fresh temporary cache folder). */
export function synthStore(cards: Card[] = CARDS): CardCache {
  const store = new CardCache(join(mkdtempSync(join(tmpdir(), 'totem-synth-')), 'overlay'));
  store.putCards(cards, SETS, 'test');
  store.putSpecies(computeSpeciesStages(cards));
  return store;
}

let shared: CardLookup | null = null;
export function synthLookup(): CardLookup {
  shared ??= new CardLookup(synthStore());
  return shared;
}

/** A deck text: Totem lines, other lines, then basic Fire Energy (or `filler`) up to 100 cards. */
export function deckText(
  totem: string[],
  lines: string[],
  options: { filler?: string; size?: number; header?: string[] } = {},
): string {
  const count = (l: string): number => Number(/^(\d+)/.exec(l)?.[1] ?? 0);
  const total = [...totem, ...lines].reduce((n, l) => n + count(l), 0);
  const fill = (options.size ?? 100) - total;
  const body = [...(options.header ?? []), ...(totem.length ? ['Totem:', ...totem] : []), 'Pokémon:', ...lines];
  if (fill > 0) body.push(`${fill} ${options.filler ?? 'Basic Fire Energy TST 901'}`);
  return body.join('\n');
}

export interface Checked {
  problems: Problem[];
  facts: DeckFacts;
}

/** Reader → lookup → facts → every rule, on the synthetic universe. */
export function check(
  text: string,
  options: {
    bans?: BanEntry[];
    settings?: Record<string, RuleSetting>;
    locale?: Locale;
    variant?: GameVariant;
    sameNameRulings?: boolean;
  } = {},
): Checked {
  const lookup = synthLookup();
  const parsed = parseTextDeck(text, 'deck.txt');
  const deck = resolveDeck(parsed, lookup);
  const variant = options.variant ?? 'standard';
  const facts = deckFacts(deck, (s) => lookup.normalStage(s), null, variant);
  const context = { bans: options.bans ?? [], variant, sameNameRulings: options.sameNameRulings };
  return { problems: runRules(deck, facts, context, options.settings, options.locale), facts };
}

/** [rule, line] pairs, the shape rule tables compare. */
export function pairs(problems: Problem[]): [string, number | null][] {
  return problems.map((p) => [p.rule, p.line]);
}

/** The synthetic cards as a card pack in memory, search index included (built by the pack builder). */
export async function synthPack(cards: Card[] = CARDS): Promise<CardPack> {
  const { files } = packCards({ sets: SETS, cards, aliases: [], images: [], sources: [] });
  return openPackFiles(files);
}
