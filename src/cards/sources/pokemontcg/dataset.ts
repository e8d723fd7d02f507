import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { computeSpeciesStages } from '../../species.js';
import type { Card, CardSet } from '../../../model/card.js';
import { normalizeCard, normalizeSet } from '../../normalize.js';
import type { CardStore } from '../../store/store.js';
import { datasetState, isUpToDate } from './dataset-state.js';

export interface ImportReport {
  imported: boolean;
  cards: number;
  sets: number;
  ms: number;
  /** One line per skipped record or unreadable file: "cards/en/sv3.json: sv3-125: hp: …". */
  issues: string[];
}

/** Content signature: bytes only, never parsed. Used when the stat signature changed. */
function contentSignature(files: string[]): string {
  const hash = createHash('sha1');
  for (const file of files) hash.update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

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

/**
 * Load a pokemon-tcg-data checkout into the store in one transaction. With `force` false, an unchanged
 * dataset (same files, sizes and times, or same bytes) is detected and nothing is re-read into objects. The
 * transaction is taken before the check, so parallel processes import once and the others see the result.
 */
export function importDataset(store: CardStore, dir: string, options: { force?: boolean } = {}): ImportReport {
  const started = performance.now();
  const { root, files, stat } = datasetState(dir);
  const all = [files.sets, ...files.cards];
  const upToDate = (): boolean => isUpToDate(store, root, stat);
  if (!options.force && upToDate())
    return {
      imported: false,
      cards: store.count(),
      sets: store.sets().length,
      ms: performance.now() - started,
      issues: [],
    };

  const issues: string[] = [];
  let report: ImportReport | null = null;
  store.db
    .transaction(() => {
      if (!options.force && upToDate()) return;
      const content = contentSignature(all);
      if (!options.force && store.getMeta('dataset.content') === content && store.count() > 0) {
        store.setMeta('dataset.dir', root);
        store.setMeta('dataset.stat', stat);
        return;
      }
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
          if (card) cards.push(card);
        }
      }
      store.clear();
      for (const set of sets.values()) store.insertSet(set);
      for (const card of cards) store.insertCard(card, 'dataset');
      store.putSpecies(computeSpeciesStages(cards));
      store.setMeta('dataset.dir', root);
      store.setMeta('dataset.stat', stat);
      store.setMeta('dataset.content', content);
      store.setMeta('dataset.importedAt', new Date().toISOString());
      report = { imported: true, cards: cards.length, sets: sets.size, ms: 0, issues };
    })
    .immediate();
  const done: ImportReport = report ?? {
    imported: false,
    cards: store.count(),
    sets: store.sets().length,
    ms: 0,
    issues,
  };
  done.ms = performance.now() - started;
  return done;
}
