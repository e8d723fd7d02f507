import type { CardIndex } from '../cards/card-index.js';
import { computeSpeciesStages } from '../model/species.js';
import type { Card, CardSet } from '../model/card.js';
import { nameKey, numberCore, numberKey } from '../model/names.js';
import { byText } from '../model/compare.js';

/** Cards a caller has (a card pack, a database, a fixture): totem's normalised `Card`s and their sets. */
export interface CardSource {
  sets(): Iterable<CardSet>;
  cards(): Iterable<Card>;
  /** Another source's id for a card (`sv03-125` → `sv3-125`), when there are such ids. */
  aliases?(): Iterable<[alias: string, id: string]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A CardIndex held in memory, built once from a CardSource: what the lookup reads where there is no store. */
export function memoryIndex(source: CardSource): CardIndex {
  const byId = new Map<string, Card>();
  const byName = new Map<string, Card[]>();
  const bySetNumber = new Map<string, Card[]>();
  const bySetCore = new Map<string, Card[]>();
  for (const card of source.cards()) {
    byId.set(card.id, card);
    const keys = new Set([card.nameKey, ...Object.values(card.names ?? {}).map(nameKey)]);
    for (const key of keys) push(byName, key, card);
    push(bySetNumber, `${card.setId}\0${numberKey(card.number)}`, card);
    push(bySetCore, `${card.setId}\0${numberCore(card.number)}`, card);
  }
  for (const [alias, id] of source.aliases?.() ?? []) {
    const card = byId.get(id);
    if (card && !byId.has(alias)) byId.set(alias, card);
  }
  const cards = [...new Set(byId.values())];
  const sets = [...source.sets()];
  const names = [...byName.keys()];
  const species = new Map(computeSpeciesStages(cards).map((s) => [s.nameKey, s]));
  const sorted = [...cards].sort((a, b) => byText(a.nameKey, b.nameKey) || byText(a.releaseDate, b.releaseDate));
  const matching = (fragment: string): Card[] =>
    sorted.filter(
      (c) => c.nameKey.includes(fragment) || Object.values(c.names ?? {}).some((n) => nameKey(n).includes(fragment)),
    );
  return {
    count: () => cards.length,
    byId: (id) => byId.get(id),
    bySetNumber: (setId, key) => bySetNumber.get(`${setId}\0${key}`) ?? [],
    bySetCore: (setId, core) => bySetCore.get(`${setId}\0${core}`) ?? [],
    byName: (key) => byName.get(key) ?? [],
    nameKeys: () => names,
    sets: () => sets,
    speciesStage: (key) => species.get(key),
    search: (fragment, limit = 200) => matching(fragment).slice(0, limit),
    searchCount: (fragment) => matching(fragment).length,
  };
}
