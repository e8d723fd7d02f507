import { z } from 'zod';
import { dataFile } from '../../model/data-files.js';
import { describeZodError } from '../../model/zod-error.js';

/**
 * `data/tcgdex-sets.json`: which pokemon-tcg-data set each TCGdex set is, and how a TCGdex local id becomes a
 * pokemon-tcg-data card id. A table of set ids (facts), reviewed by hand; see its `$comment`.
 */

const record = z.record(z.string(), z.string());

const linkSchema = z.union([
  z.string().min(1),
  z.null(),
  z.strictObject({
    ptcg: z.string().min(1).nullable(),
    number: z.enum(['unpad', 'keep']).optional(),
    numbers: record.optional(),
    ids: record.optional(),
    byNumber: record.optional(),
    subsetOf: z.string().min(1).optional(),
    note: z.string().optional(),
  }),
]);

export const tcgdexSetTableSchema = z.strictObject({
  $comment: z.union([z.string(), z.array(z.string())]),
  sets: z.record(z.string(), linkSchema),
  unmapped: record,
  exceptions: z.strictObject({
    name: record,
    date: record,
    count: record,
    code: record,
  }),
});
export type TcgdexSetTable = z.infer<typeof tcgdexSetTableSchema>;

export interface TcgdexSetLink {
  tcgdex: string;
  /** The pokemon-tcg-data set, or null (see `byNumber` for a scattered set). */
  ptcg: string | null;
  number: 'unpad' | 'keep';
  numbers: Record<string, string>;
  ids: Record<string, string>;
  byNumber: Record<string, string>;
  /** Set when this TCGdex set is a numbered part of a pokemon-tcg-data set another TCGdex set maps to. */
  subsetOf: string | null;
  note: string | null;
}

export class TcgdexSetTableError extends Error {}

/** Validate a table (the JSON's value) and index it by TCGdex set id. */
export function tcgdexSetLinks(json: unknown): Map<string, TcgdexSetLink> {
  const parsed = tcgdexSetTableSchema.safeParse(json);
  if (!parsed.success) throw new TcgdexSetTableError(`tcgdex-sets.json: ${describeZodError(parsed.error)}`);
  const links = new Map<string, TcgdexSetLink>();
  for (const [tcgdex, value] of Object.entries(parsed.data.sets)) {
    const v = value === null || typeof value === 'string' ? { ptcg: value } : value;
    links.set(tcgdex, {
      tcgdex,
      ptcg: v.ptcg,
      number: ('number' in v && v.number) || 'unpad',
      numbers: ('numbers' in v && v.numbers) || {},
      ids: ('ids' in v && v.ids) || {},
      byNumber: ('byNumber' in v && v.byNumber) || {},
      subsetOf: ('subsetOf' in v && v.subsetOf) || null,
      note: ('note' in v && v.note) || null,
    });
  }
  return links;
}

let cached: Map<string, TcgdexSetLink> | null = null;

/** The package's table, read once. */
export function defaultTcgdexSetLinks(): Map<string, TcgdexSetLink> {
  cached ??= tcgdexSetLinks(dataFile<unknown>('tcgdex-sets.json'));
  return cached;
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
export function ptcgSetCode(tcgdexSetId: string, tcgdexCode: string | null): string | null {
  codeExceptions ??= tcgdexSetTableSchema.parse(dataFile<unknown>('tcgdex-sets.json')).exceptions.code;
  const exception = codeExceptions[tcgdexSetId];
  if (exception === undefined) return tcgdexCode;
  const ptcg = exception.split('|')[1]?.trim() ?? '';
  return ptcg === '' || ptcg === '(none)' ? null : ptcg;
}
