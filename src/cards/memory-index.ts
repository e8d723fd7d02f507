import type { Card, CardSet } from '../model/card.js';
import type { CardIndex, SpeciesStage } from './card-index.js';
import { nameKey, numberCore, numberKey } from '../model/names.js';
import { computeSpeciesStages } from '../model/species.js';
import { byNameThenRelease, byText, groupBy } from '../model/compare.js';

/** Every name key of a card, in every language: what a lookup by name finds it by. */
export const nameKeysOf = (card: Card): string[] => [
  ...new Set([card.nameKey, ...Object.values(card.names ?? {}).map(nameKey)]),
];

function tablesOf(cards: Card[], sets: CardSet[]) {
  const byName = new Map<string, Card[]>();
  for (const card of cards)
    for (const key of nameKeysOf(card)) (byName.get(key) ?? byName.set(key, []).get(key)!).push(card);
  return {
    byName,
    names: [...byName.keys()],
    bySetNumber: groupBy(cards, (card) => `${card.setId}\0${numberKey(card.number)}`),
    bySetCore: groupBy(cards, (card) => `${card.setId}\0${numberCore(card.number)}`),
    sets,
    sorted: [...cards].sort(byNameThenRelease),
    species: undefined as Map<string, SpeciesStage> | undefined,
  };
}

/**
 * A CardIndex over cards held in memory (a library caller's, the overlay's, a page's fetched ones), in card id
 * order. Cards and sets are added as they come; the tables over them are built when first asked after a change,
 * and are the same arrays until the next (lookups keep their own tables with them).
 */
export class MemoryIndex implements CardIndex {
  protected readonly cards = new Map<string, Card>();
  protected readonly records = new Map<string, CardSet>();
  protected readonly aliases = new Map<string, string>();
  /** Stages the card data gives (`cards sync`), before the ones worked out from the cards held. */
  private readonly species = new Map<string, SpeciesStage>();
  /** How `sets()` lists the sets (default: as they came). */
  protected setOrder?: (a: CardSet, b: CardSet) => number;
  private built: ReturnType<typeof tablesOf> | null = null;

  constructor(cards: Iterable<Card> = [], sets: Iterable<CardSet> = [], aliases: Iterable<[string, string]> = []) {
    for (const set of sets) this.records.set(set.id, set);
    for (const card of cards) this.cards.set(card.id, card);
    for (const [alias, id] of aliases) this.aliases.set(alias, id);
  }

  /** Keep these cards (replacing a card of the same id) and set records. */
  putCards(cards: Card[], sets: CardSet[]): void {
    for (const set of sets) this.records.set(set.id, set);
    for (const card of cards) this.cards.set(card.id, card);
    this.built = null;
  }

  /** Another id for a card (`sv03-125` for `sv3-125`); a card's own id comes first. */
  addAlias(alias: string, id: string): void {
    this.aliases.set(alias, id);
  }

  /** Names in other languages learnt later (from the TCGdex API) for cards already kept. */
  putLocalizedNames(names: ReadonlyMap<string, Readonly<Partial<Record<string, string>>>>): void {
    const touched: Card[] = [];
    for (const [id, { en: _en, ...others }] of names) {
      const card = this.byId(id);
      if (card) touched.push({ ...card, names: { ...(others as Record<string, string>), ...card.names } });
    }
    if (touched.length) this.putCards(touched, []);
  }

  putSpecies(stages: SpeciesStage[]): void {
    for (const s of stages) this.species.set(s.nameKey, s);
  }

  /** Called before any card is read (the overlay reads its files then). */
  protected ready(): void {}

  private tables(): ReturnType<typeof tablesOf> {
    this.ready();
    const sets = [...this.records.values()];
    this.built ??= tablesOf(
      [...this.cards.values()].sort((a, b) => byText(a.id, b.id)),
      this.setOrder ? sets.sort(this.setOrder) : sets,
    );
    return this.built;
  }

  count(): number {
    this.ready();
    return this.cards.size;
  }

  byId(id: string): Card | undefined {
    this.ready();
    return this.cards.get(id) ?? this.cards.get(this.aliases.get(id) ?? '');
  }

  bySetNumber = (setId: string, key: string): Card[] => this.tables().bySetNumber.get(`${setId}\0${key}`) ?? [];
  bySetCore = (setId: string, core: string): Card[] => this.tables().bySetCore.get(`${setId}\0${core}`) ?? [];
  byName = (key: string): Card[] => this.tables().byName.get(key) ?? [];
  nameKeys = (): string[] => this.tables().names;
  sets = (): CardSet[] => this.tables().sets;

  speciesStage(key: string): SpeciesStage | undefined {
    const tables = this.tables();
    tables.species ??= new Map(computeSpeciesStages(this.allPokemon()).map((s) => [s.nameKey, s]));
    return this.species.get(key) ?? tables.species.get(key);
  }

  private matching = (fragment: string): Card[] =>
    this.tables().sorted.filter((card) => nameKeysOf(card).some((key) => key.includes(fragment)));

  search = (fragment: string, limit = 200): Card[] => this.matching(fragment).slice(0, limit);
  searchCount = (fragment: string): number => this.matching(fragment).length;

  allCards(): Card[] {
    this.ready();
    return [...this.cards.values()];
  }

  allPokemon(): Card[] {
    return this.allCards().filter((c) => c.supertype === 'Pokémon');
  }
}
