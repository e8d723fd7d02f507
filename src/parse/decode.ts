import { own } from '../model/names.js';

/** Decklists are small; this bounds memory and time for whatever else is handed to the reader. */
export const MAX_DECK_BYTES = 1024 * 1024;
export const MAX_LINE_LENGTH = 1000;
/**
 * The most lines a deck may be: the longest list in test/fixtures and examples/ is 88 lines, a pretty-printed JSON
 * deck 606 (examples/decks/pidgeot-ex-colorless.json). Eight times that leaves room for notes; a text past it (a
 * 2 kB link of a million line feeds froze the page for 16–22 s) is refused before it is split.
 */
export const MAX_DECK_LINES = 5000;

type Refused = { ok: false; kind: 'file-too-large' | 'binary-file' | 'too-many-lines'; data: Record<string, string> };
/** `latin1Line`: the text was read as Windows-1252 (see latin1Text), and this is the first line that needed it. */
export type Decoded = { ok: true; text: string; invalidUtf8: boolean; latin1Line?: number } | Refused;

/** A decoded text with more lines than a deck can hold (counted as the reader splits them, without splitting). */
export function pastDeckLines(text: string): Refused | null {
  let lines = 1;
  for (let i = 0; i < text.length && lines <= MAX_DECK_LINES; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lines++;
  }
  return lines > MAX_DECK_LINES ? { ok: false, kind: 'too-many-lines', data: { max: String(MAX_DECK_LINES) } } : null;
}

/**
 * Bytes → text: UTF-8 with or without BOM, UTF-16 LE/BE and UTF-32 LE/BE with BOM. Binary input (NUL bytes in a file without a
 * UTF-16 BOM) is refused; invalid UTF-8 is decoded with replacement characters and flagged so the reader can
 * name the lines.
 */
export function decodeDeck(bytes: Uint8Array): Decoded {
  const decoded = decodeBytes(bytes);
  return (decoded.ok && pastDeckLines(decoded.text)) || decoded;
}

function decodeBytes(bytes: Uint8Array): Decoded {
  if (bytes.length > MAX_DECK_BYTES) {
    return { ok: false, kind: 'file-too-large', data: { size: (bytes.length / 1048576).toFixed(1) } };
  }
  // UTF-32 first: its little-endian BOM (FF FE 00 00) begins like UTF-16's (FF FE), and read as UTF-16 every
  // character would come with a NUL.
  if (bytes[0] === 0xff && bytes[1] === 0xfe && bytes[2] === 0 && bytes[3] === 0) return decodeUtf32(bytes, true);
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0xfe && bytes[3] === 0xff) return decodeUtf32(bytes, false);
  const bom = (bytes[0]! << 8) | bytes[1]!;
  const utf16 = bom === 0xfffe ? 'utf-16le' : bom === 0xfeff ? 'utf-16be' : null;
  if (utf16) return { ok: true, text: new TextDecoder(utf16).decode(bytes.subarray(2)), invalidUtf8: false };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  if (body.includes(0)) return { ok: false, kind: 'binary-file', data: {} };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body), invalidUtf8: false };
  } catch {
    return latin1Text(body) ?? { ok: true, text: new TextDecoder('utf-8').decode(body), invalidUtf8: true };
  }
}

/**
 * A list saved as Latin-1 / Windows-1252 (an old editor's "ANSI"): every byte past ASCII stands alone between ASCII
 * ones ("Pok\xe9mon", "Energ\xeda"), so none can be UTF-8, whose characters past ASCII are two bytes or more. Such a
 * text is read as Windows-1252 (a superset of Latin-1's printable characters) and the reader reports one problem,
 * "save it as UTF-8", on its first such line, instead of one per line whose é became U+FFFD (35 errors for one
 * list). Two high bytes side by side may be UTF-8, whole or damaged: those lines are named, as before.
 */
function latin1Text(body: Uint8Array): Decoded | null {
  let first = -1;
  for (let i = 0; i < body.length; i++) {
    if (body[i]! < 0x80) continue;
    if (body[i + 1]! >= 0x80) return null;
    if (first < 0) first = i;
  }
  if (first < 0) return null;
  let line = 1;
  for (let i = 0; i < first; i++) if (body[i] === 10) line++;
  return { ok: true, text: new TextDecoder('windows-1252').decode(body), invalidUtf8: false, latin1Line: line };
}

/**
 * UTF-32 with a BOM (TextDecoder has no UTF-32): four bytes a character. A value that is no character (past
 * U+10FFFF, a surrogate) or a cut-off last character becomes U+FFFD, and its line is reported as damaged.
 */
function decodeUtf32(bytes: Uint8Array, littleEndian: boolean): Decoded {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: string[] = [];
  let damaged = bytes.length % 4 !== 0;
  for (let i = 4; i + 4 <= bytes.length; i += 4) {
    const code = view.getUint32(i, littleEndian);
    const valid = code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    if (!valid) damaged = true;
    if (code === 0) return { ok: false, kind: 'binary-file', data: {} };
    parts.push(String.fromCodePoint(valid ? code : 0xfffd));
  }
  if (bytes.length % 4 !== 0) parts.push('\uFFFD');
  return { ok: true, text: parts.join(''), invalidUtf8: damaged };
}

const MOJIBAKE: Record<string, string> = { 'Ã©': 'é', 'Ã¡': 'á', 'Ã\u00AD': 'í', 'Ã³': 'ó', Ãº: 'ú', 'â€™': '’' };

/** Undo the common UTF-8-read-as-Latin-1 damage ("PokÃ©mon", "Bossâ€™s"). */
export function repairMojibake(text: string): string {
  return text.replace(/Ã[©¡\u00AD³º]|â€™/g, (damaged) => MOJIBAKE[damaged]!);
}

const ENTITIES: Record<string, string> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>', nbsp: ' ' };

/** Lists copied out of web pages keep HTML entities ("Guzma &amp; Hala"): read them as the characters. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#\d{1,6}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return own(ENTITIES, name.toLowerCase()) ?? whole;
  });
}
