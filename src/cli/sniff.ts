import { closeSync } from 'node:fs';
import { attempt, openRegularFile, readBounded } from '../files/regular-file.js';
import { MAX_DECK_BYTES, decodeDeck } from '../parse/decode.js';
import { t } from './messages.js';

/**
 * Is a file found by walking a folder (or a glob, or the git index) a decklist? A cheap look at its start, so
 * that `package.json`, `.vscode/settings.json` or a `notes.txt` in a deck repo is skipped instead of reported
 * as an invalid deck. A file named on the command line is never sniffed: it is always checked.
 */
/** `reason` is in the chosen language: it is shown only by --verbose. */
export type Sniff = { deck: true } | { deck: false; reason: string };

/** How much of a text file is looked at: a decklist shows a header or a card line long before this. */
const TEXT_WINDOW = 64 * 1024;

const HEADER_WORD =
  /^(##\s*)?(pok(?:e|é|Ã©)mon|trainers?|entrenador(?:es)?|treinador(?:es)?|energ(?:y|ies|[ií]as?)|t[oó]tem)(?:\s*[:\-–(]\s*(\d+)(?:\s*\))?)?\s*(:?)$/iu;
const DIRECTIVE = /^(?:(?:#|\/\/)\s*t[oó]tem\s*:|(?:(?:#|\/\/)\s*)?(?:extra[-\s]?types?|tipos?[-\s]extra)\s*:)/iu;
const TOTAL = /^(?:total(?:\s+cards)?|cartas\s+totales)\s*(?::\s*)?\d+$/i;
/** `4 Arven SVI 166`, `1 Pikachu V-UNION PR-SW 139`, `20 Basic {R} Energy SVE 2`: count, name, set code, number. */
const CARD_WITH_SET =
  /^\*?\s*\d{1,3}(?:\s+(?:[xX]\s+)?|[xX]\s+)\S.*\s[A-Z][A-Z0-9]{0,5}(?:-[A-Z0-9]{1,5})?\s+[A-Za-z]{0,6}\d{1,4}[a-z]?$/u;
/** `1 sv3-125`: count and a card id. */
const CARD_ID = /^\*?\s*\d{1,3}(?:\s+(?:[xX]\s+)?|[xX]\s+)[a-z][a-z0-9]*-[A-Za-z]*\d+[a-z]?$/;
/** `4 Arven`: count and a name; a file counts as a deck only when most of its lines look like this. */
const CARD_NAME_ONLY = /^\*?\s*\d{1,3}(?:\s+(?:[xX]\s+)?|[xX]\s+)\p{L}/u;

function sniffText(text: string): Sniff {
  let nameOnly = 0;
  let other = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/^\uFEFF/, '').trim();
    if (!line) continue;
    if (DIRECTIVE.test(line) || TOTAL.test(line)) return { deck: true };
    const header = HEADER_WORD.exec(line);
    // "Energy" alone could be a word in a note; "Energy:", "Energy: 12", "Energy (12)" and "##Energy" are headers.
    if (header && (header[1] || header[3] || header[4])) return { deck: true };
    if (line.startsWith('#') || line.startsWith('//')) continue;
    if (CARD_WITH_SET.test(line) || CARD_ID.test(line)) return { deck: true };
    if (CARD_NAME_ONLY.test(line)) nameOnly++;
    else other++;
  }
  if (nameOnly >= 2 && nameOnly >= 4 * other) return { deck: true };
  return { deck: false, reason: t('skip-no-deck-lines') };
}

function sniffJson(text: string, complete: boolean): Sniff {
  const body = text.replace(/^\uFEFF/, '');
  type Json = { cards?: unknown; totem?: unknown } | null | undefined;
  const value = complete ? attempt(() => JSON.parse(body) as Json) : undefined;
  // Broken or cut-off JSON: a deck being edited is still worth reporting; anything else (JSON with comments, a
  // huge data file) is not a deck. (A JSON array or scalar has neither field.)
  const deck =
    value === undefined
      ? /^\s*\{[\s\S]*"(?:cards|totem)"\s*:\s*[[{]/.test(body)
      : Array.isArray(value?.cards) || (typeof value?.totem === 'object' && value.totem !== null);
  return deck ? { deck: true } : { deck: false, reason: t('skip-json-no-cards') };
}

/** Sniff bytes already in memory (a staged blob, or the start of a file). */
export function sniffBytes(bytes: Uint8Array, name: string, complete = true): Sniff {
  const decoded = decodeDeck(bytes.subarray(0, Math.min(bytes.length, MAX_DECK_BYTES)));
  if (!decoded.ok) return { deck: false, reason: t('skip-binary') };
  const json = name.toLowerCase().endsWith('.json') || /^\uFEFF?\s*\{/.test(decoded.text);
  return json ? sniffJson(decoded.text, complete && bytes.length <= MAX_DECK_BYTES) : sniffText(decoded.text);
}

/**
 * Sniff a file on disk: all of a JSON file up to the deck size limit, the first 64 KB of anything else. `raw` is
 * the path as bytes, to open, when a name on it is not UTF-8 (`path` then shows it escaped).
 */
export function sniffFile(path: string, raw?: Buffer): Sniff {
  let opened: { fd: number; size: number };
  try {
    opened = openRegularFile(raw ?? path);
  } catch (error) {
    // A FIFO or device put where a file was found is not a decklist (and reading it could wait forever); anything
    // else unreadable the reader reports, with its usual message.
    return (error as NodeJS.ErrnoException).code === 'ENOTREG'
      ? { deck: false, reason: t('skip-binary') }
      : { deck: true };
  }
  try {
    const window = path.toLowerCase().endsWith('.json') ? MAX_DECK_BYTES : TEXT_WINDOW - 1;
    const { bytes, truncated } = readBounded(opened.fd, window, opened.size);
    return sniffBytes(bytes, path, !truncated);
  } catch {
    return { deck: true };
  } finally {
    closeSync(opened.fd);
  }
}
