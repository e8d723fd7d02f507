import { cardError } from '../model/card-messages.js';
import { POCKET_SERIES_ID } from '../sources/tcgdex/to-raw.js';
import {
  POCKET_SERIES_FOLDER,
  TcgdexCheckoutError,
  cardFiles,
  isTcgdexCheckout,
  modules,
  nfc,
} from '../sources/tcgdex/layout.js';
import { basename, join, relative, resolve } from 'node:path';
import type { z } from 'zod';
import { describeZodError } from '../model/zod-error.js';
import { LiteralRef, readLiteralFile, TcgdexLiteralError, type LiteralValue } from '../sources/tcgdex/literal.js';
import {
  tcgdexCardSchema,
  tcgdexSerieSchema,
  tcgdexSetSchema,
  type TcgdexCardEntry,
  type TcgdexSerie,
  type TcgdexSetEntry,
} from '../sources/tcgdex/schema.js';
import { realDir } from '../files/regular-file.js';

/**
 * A checkout of tcgdex/cards-database (SNAPSHOT.md): `data/<Serie>.ts`, `data/<Serie>/<Set>.ts`,
 * `data/<Serie>/<Set>/<localId>.ts`. Every file is read as data by `literal.ts`, never run. The Pokémon TCG
 * Pocket series is a different game and is skipped (its files are counted, not read).
 */

export type TcgdexCheckout = ReturnType<typeof readTcgdexCheckout>;

function decodeLocalId(fileName: string): string {
  const base = fileName.slice(0, -3);
  try {
    return decodeURIComponent(base);
  } catch {
    return base;
  }
}

/** The module a relative `LiteralRef` names (an absolute path without `.ts`) when it is not `own`; else null. */
function otherRef(value: unknown, fromFile: string, own: string): string | null {
  if (!(value instanceof LiteralRef) || !value.from.startsWith('.')) return null;
  const target = nfc(resolve(fromFile, '..', value.from.replace(/\.ts$/, '')));
  return target === nfc(own.slice(0, -3)) ? null : target;
}

/**
 * Read the whole checkout (series → sets → cards). A file that cannot be read or has the wrong shape is reported
 * in `issues`, one line each ("data/…/125.ts: …", relative to the checkout), and skipped; everything else still
 * loads. A card belongs to the set whose folder holds it.
 */
export function readTcgdexCheckout(dir: string) {
  const root = realDir(dir, () => cardError(TcgdexCheckoutError, 'no-such-checkout', { dir }));
  if (!isTcgdexCheckout(root)) throw cardError(TcgdexCheckoutError, 'not-a-checkout', { dir });
  const issues: string[] = [];
  const rel = (file: string): string => relative(root, file);
  const load = <S extends z.ZodType>(file: string, schema: S): z.infer<S> | null => {
    let value: LiteralValue;
    try {
      value = readLiteralFile(file).value;
    } catch (error) {
      if (!(error instanceof TcgdexLiteralError)) throw error;
      const found = error.found ? ` (found ${error.found})` : '';
      issues.push(`${rel(file)}:${error.line}:${error.column}: ${error.reason}${found}`);
      return null;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      issues.push(`${rel(file)}: ${describeZodError(parsed.error)}`);
      return null;
    }
    return parsed.data;
  };

  const series: TcgdexSerie[] = [];
  const sets: TcgdexSetEntry[] = [];
  const cards: TcgdexCardEntry[] = [];
  const skipped: { series: string; sets: number; cards: number }[] = [];
  const setIds = new Set<string>();
  for (const serieListing of modules(join(root, 'data'))) {
    if (!serieListing.dir) continue; // a series file without its folder holds no set
    // Each set with its card folder (null when it has none: W Promotional, Jumbo cards …) and its card files.
    const setListings = modules(serieListing.dir).map((set) => ({ ...set, cards: set.dir ? cardFiles(set.dir) : [] }));
    // A series file that cannot be read does not hide its sets: they load under the folder's name. The Pocket
    // series is left out by folder name (its files counted, not read), or by its id.
    const pocket = nfc(serieListing.name) === nfc(POCKET_SERIES_FOLDER);
    const serie: TcgdexSerie | null = pocket
      ? null
      : (load(serieListing.file, tcgdexSerieSchema) ?? { id: '', name: { en: serieListing.name } });
    if (!serie || serie.id === POCKET_SERIES_ID) {
      const cards = setListings.reduce((n, s) => n + s.cards.length, 0);
      skipped.push({ series: serieListing.name, sets: setListings.length, cards });
      continue;
    }
    series.push(serie);
    for (const setListing of setListings) {
      const set = load(setListing.file, tcgdexSetSchema);
      if (!set) {
        if (setListing.cards.length)
          issues.push(`${rel(setListing.file)}: its ${setListing.cards.length} card files are skipped with it`);
        continue;
      }
      if (setIds.has(set.id)) {
        issues.push(`${rel(setListing.file)}: set id "${set.id}" is used by another set file; skipped`);
        continue;
      }
      setIds.add(set.id);
      const serieRef = otherRef(set.serie, setListing.file, serieListing.file);
      if (serieRef !== null)
        issues.push(`${rel(setListing.file)}: serie refers to ${serieRef}, not to its folder's series (kept)`);
      sets.push({ id: set.id, data: set, serie, file: setListing.file, cardFiles: setListing.cards.length });
      const seen = new Set<string>();
      for (const file of setListing.cards) {
        const card = load(file, tcgdexCardSchema);
        if (!card) continue;
        const localId = decodeLocalId(basename(file));
        if (seen.has(localId)) {
          issues.push(`${rel(file)}: local id "${localId}" appears twice in the set; skipped`);
          continue;
        }
        seen.add(localId);
        const setRef = otherRef(card.set, file, setListing.file);
        if (setRef !== null)
          issues.push(`${rel(file)}: set refers to ${setRef}, not to its folder's set (kept in the folder's set)`);
        cards.push({ id: `${set.id}-${localId}`, localId, setId: set.id, file, data: card });
      }
    }
  }
  return { root, series, sets, cards, issues, skipped };
}
