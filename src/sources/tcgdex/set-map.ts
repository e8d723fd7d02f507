import { z } from 'zod';
import { dataFile } from '../../model/data-files.js';
import { describeZodError } from '../../model/zod-error.js';
import { clean } from '../../model/clean.js';
import { TcgdexClient, type TcgdexApiOptions } from './api.js';
import { POCKET_SERIES_ID } from './to-raw.js';

/**
 * `data/tcgdex-sets.json`: which pokemon-tcg-data set each TCGdex set is, and how a TCGdex local id becomes a
 * pokemon-tcg-data card id. A table of set ids (facts), reviewed by hand; see its `$comment`.
 */

const record = z.record(z.string(), z.string());

const linkObject = z.strictObject({
  /** The pokemon-tcg-data set, or null (see `byNumber` for a scattered set). */
  ptcg: z.string().min(1).nullable(),
  number: z.enum(['unpad', 'keep']).default('unpad'),
  numbers: record.default({}),
  ids: record.default({}),
  byNumber: record.default({}),
  /** Set when this TCGdex set is a numbered part of a pokemon-tcg-data set another TCGdex set maps to. */
  subsetOf: z.string().min(1).optional(),
  note: z.string().optional(),
});
/** A set written as its pokemon-tcg-data id alone (or null: none) is that id with every default. */
const linkSchema = z.union([z.string().min(1), z.null()]).transform((ptcg) => linkObject.parse({ ptcg }));

export const tcgdexSetTableSchema = z.strictObject({
  $comment: z.union([z.string(), z.array(z.string())]),
  sets: z.record(z.string(), z.union([linkSchema, linkObject])),
  unmapped: record,
  exceptions: z.strictObject({
    name: record,
    date: record,
    count: record,
    code: record,
  }),
});
/** The table as written (before defaults). */
export type TcgdexSetTable = z.input<typeof tcgdexSetTableSchema>;

export type TcgdexSetLink = z.output<typeof linkObject> & { tcgdex: string };

export class TcgdexSetTableError extends Error {}

/** Validate a table (the JSON's value) and index it by TCGdex set id. */
export function tcgdexSetLinks(json: unknown): Map<string, TcgdexSetLink> {
  const parsed = tcgdexSetTableSchema.safeParse(json);
  if (!parsed.success) throw new TcgdexSetTableError(`tcgdex-sets.json: ${describeZodError(parsed.error)}`);
  return new Map(Object.entries(parsed.data.sets).map(([tcgdex, link]) => [tcgdex, { tcgdex, ...link }]));
}

let cached: Map<string, TcgdexSetLink> | null = null;

/** The package's table, read once. */
export function defaultTcgdexSetLinks(): Map<string, TcgdexSetLink> {
  cached ??= tcgdexSetLinks(dataFile<unknown>('tcgdex-sets.json'));
  return cached;
}

/**
 * The sets TCGdex lists that the card data lacks (not `held`: its TCGdex sets) and this table does not know (so newer than
 * both; Pocket's left out), as a player knows them: "Delta Reign (DLR, 2026-11-06)" where data/announced-sets.json
 * has the set, else TCGdex's name and id (its set list has no dates). One function for `cards status` and the page.
 */
export async function newerTcgdexSets(held: (id: string) => boolean, api: TcgdexApiOptions): Promise<string[]> {
  const listed = await new TcgdexClient(api).sets([{ key: 'serie.id', op: 'neq', values: [POCKET_SERIES_ID] }]);
  type Announced = { code: string; tcgdex: string; name: string; releaseDate: string };
  const announced = new Map(dataFile<{ sets: Announced[] }>('announced-sets.json').sets.map((s) => [s.tcgdex, s]));
  return listed
    .filter((set) => !held(set.id) && !defaultTcgdexSetLinks().has(set.id))
    .map((set) => {
      const row = announced.get(set.id);
      return clean(row ? `${row.name} (${row.code}, ${row.releaseDate})` : `${set.name} (${set.id})`);
    });
}

/** "001" → "1", "H01" → "H1", "TG01" → "TG1": every run of digits without its leading zeros. */
export function unpadNumber(localId: string): string {
  return localId.replace(/\d+/g, (digits) => String(Number.parseInt(digits, 10)));
}

/**
 * The pokemon-tcg-data card id of a TCGdex printing, or null when its set has no counterpart. The id is built
 * from the table alone; whether pokemon-tcg-data has that card is for the caller to check.
 */
export function ptcgCardId(
  tcgdexSetId: string,
  localId: string,
  links: Map<string, TcgdexSetLink> = defaultTcgdexSetLinks(),
): string | null {
  const link = links.get(tcgdexSetId);
  if (!link) return null;
  const id = link.ids[localId];
  if (id) return id;
  const set = link.byNumber[localId] ?? link.ptcg;
  if (!set) return null;
  const number = link.numbers[localId] ?? (link.number === 'keep' ? localId : unpadNumber(localId));
  return `${set}-${number}`;
}

let codeExceptions: Record<string, string> | null = null;

/**
 * The PTCGL code a mapped set has in pokemon-tcg-data, so that a list reads the same whichever source is loaded
 * (TCGdex calls Team Rocket "RO" and Team Rocket Returns "TR"; pokemon-tcg-data "TR" and "TRR"). The table's
 * code exceptions are written "tcgdex | pokemon-tcg-data".
 */
export function ptcgSetCode(tcgdexSetId: string, tcgdexCode: string | null | undefined): string | null {
  codeExceptions ??= tcgdexSetTableSchema.parse(dataFile<unknown>('tcgdex-sets.json')).exceptions.code;
  const exception = codeExceptions[tcgdexSetId];
  if (exception === undefined) return tcgdexCode ?? null;
  const ptcg = exception.split('|')[1]?.trim() ?? '';
  return ptcg === '' || ptcg === '(none)' ? null : ptcg;
}
