import { readFileSync } from 'node:fs';
import type { Card, CardSet } from '../../../model/card.js';
import { normalizeCard, normalizeSet } from '../../normalize.js';
import { withOverrides } from '../../overrides.js';
import type { DatasetState } from './dataset-state.js';

function parseJsonFile(file: string, issues: string[]): unknown[] {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(value)) {
      issues.push(`${file}: expected a JSON array`);
      return [];
    }
    return value;
  } catch (error) {
    issues.push(`${file}: ${(error as Error).message}`);
    return [];
  }
}

/** Every set and card of a pokemon-tcg-data checkout, normalised; unreadable files and bad records in `issues`. */
export function readPokemonTcgDataset(state: DatasetState, issues: string[]): { sets: CardSet[]; cards: Card[] } {
  const { files } = state;
  const sets = new Map<string, CardSet>();
  for (const raw of parseJsonFile(files.sets, issues)) {
    const { set, issue } = normalizeSet(raw);
    if (set) sets.set(set.id, set);
    else issues.push(`${files.sets}: ${issue}`);
  }
  const cards: Card[] = [];
  for (const file of files.cards) {
    for (const raw of parseJsonFile(file, issues)) {
      const { card, issues: cardIssues } = normalizeCard(raw, (id) => sets.get(id));
      const id = (raw as { id?: unknown })?.id;
      for (const issue of cardIssues) issues.push(`${file}: ${typeof id === 'string' ? id : '(no id)'}: ${issue}`);
      if (card) cards.push(withOverrides(card, 'pokemontcg', issues));
    }
  }
  return { sets: [...sets.values()], cards };
}
