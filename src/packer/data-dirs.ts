import type { Card, CardSet } from '../model/card.js';
import { mergeSources } from './merge.js';
import type { DataDirState } from './data-dir-state.js';
import { datasetState } from '../sources/pokemontcg/dataset-state.js';
import { readPokemonTcgDataset } from './pokemontcg-dataset.js';
import { readTcgdexDataset, type TcgdexDataset } from './tcgdex-dataset.js';

/** What a data dir gives: its sets, its cards, other ids for them, and (TCGdex) each card's image path. */
type DataDirContent = TcgdexDataset;

const read = (state: DataDirState, issues: string[]): DataDirContent =>
  state.kind === 'tcgdex'
    ? readTcgdexDataset(state.root, issues)
    : { ...readPokemonTcgDataset(datasetState(state.root), issues), aliases: [], images: [] };

/**
 * Data dirs as one card identity. A card in several data dirs is one card: the first dir that has it gives its
 * facts, later ones fill its gaps (`mergeSources`) and add their names in other languages (and their ids as
 * aliases). Sets likewise. Maps keep the order things were read in, which is the order the pack lists them.
 */
export async function dataDirsReader(): Promise<(states: DataDirState[], issues: string[]) => DataDirContent> {
  return (states, issues) => {
    const sets = new Map<string, CardSet>();
    const cards = new Map<string, Card>();
    const aliases: [string, string][] = [];
    const images = new Map<string, string>();
    for (const data of states.map((state) => read(state, issues))) {
      for (const set of data.sets) if (!sets.has(set.id)) sets.set(set.id, set);
      for (const card of data.cards) {
        const known = cards.get(card.id);
        cards.set(card.id, known ? mergeSources(known, card) : card);
      }
      aliases.push(...data.aliases);
      for (const [id, path] of data.images) if (!images.has(id)) images.set(id, path);
    }
    return { sets: [...sets.values()], cards: [...cards.values()], aliases, images: [...images] };
  };
}
