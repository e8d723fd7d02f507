import { straightenQuotes } from '../model/names.js';
import { parseCardText } from './card-text.js';
import { MAX_LINE_LENGTH, decodeEntities, repairMojibake } from './decode.js';
import { parseTypeList } from './extra-types.js';
import { readHeader } from './headers.js';
import {
  MAX_LINE_COUNT,
  emptyDeck,
  type CardText,
  type ParsedDeck,
  type ReadIssueKind,
  type Section,
} from '../model/deck.js';
import type { MessageData } from '../model/message.js';

/** Lines before the list that are no card are its name ("RS Malamar", "Deckname: N Box"); more is not a name. */
const MAX_TITLE_LINES = 2;

// Every pattern here reads untrusted lines and runs in linear time: no two neighbouring quantifiers can take the
// same characters (`\s*(\S.*)`, not `\s*(.+)`), and a tail is found by one pattern anchored at the end
// (checked by eslint-plugin-regexp; test/reliability/regex-growth.test.ts times them on 100 KB lines).
const TOTEM_DIRECTIVE = /^(?:#|\/\/)\s*t[oó]tem\s*:\s*(\S.*)$/i;
const EXTRA_DIRECTIVE = /^(?:(?:#|\/\/)\s*)?(?:extra[-\s]?types?|tipos?[-\s]extra)\s*:\s*(\S.*)?$/i;
/** "4 Name …", "4x Name …", PTCGO's "* 4 Name …", an old list's "- 4 Name …" (a bullet, never "-1 Name"). */
const COUNT_FIRST = /^(?:\*\s*|-\s+)?(\d+)(?:\s*[xX×])?\s+(\S.*)$/;
/** The count after the card, as some players write it: "gimmighoul 088/182 - X2", "Bola ninho -x4". */
const COUNT_TAIL = /[xX×]\s?(\d+)$/;
/** A printing first, then the count, then the name as a comment: "SFA 36  x3  # Okidogi ex". */
const PRINTING_FIRST = /^([A-Z][A-Z0-9-]{1,7})\s+([A-Za-z]{0,3}\d+[A-Za-z]?)\s+[xX×]\s?(\d+)\s*(?:#\s*(\S.*)?)?$/;
/** Banners of exported lists ("****** Pokémon Trading Card Game Deck List ******") and rules ("-----"). */
const DECORATION = /^(?:\*{3}.*\*{3}|[-=_~*#]{3,})$/;

/** "Bola ninho -x4" → name and count: the count at the end, then a dash and spaces before it dropped. */
function countLast(line: string): { name: string; count: string } | null {
  const tail = COUNT_TAIL.exec(line);
  if (!tail) return null;
  let name = line.slice(0, tail.index).trimEnd();
  if (name.endsWith('-') || name.endsWith('–')) name = name.slice(0, -1).trimEnd();
  return name && !/^\d/.test(name) ? { name, count: tail[1]! } : null;
}

function quote(line: string): string {
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/** A card line in one of the shapes above: the count and the card as written. */
function readCardLine(line: string): { count: string; card: CardText } | null {
  const first = COUNT_FIRST.exec(line);
  if (first) return { count: first[1]!, card: parseCardText(first[2]!) };
  const printing = PRINTING_FIRST.exec(line);
  if (printing) {
    const [, set, number, count, name = ''] = printing;
    const text = [name.trim(), set, number].filter(Boolean).join(' ');
    return { count: count!, card: { name: name.trim(), set, number, text } };
  }
  const last = countLast(line);
  if (last) return { count: last.count, card: parseCardText(last.name) };
  return null;
}

/**
 * "## * 1 Aipom PR-SM 244": a PTCGO card line commented out, not a header ("##Pokémon - 16" is one) nor a card.
 */
function commentedOutCard(line: string): boolean {
  if (!line.startsWith('##') || readHeader(line)) return false;
  return readCardLine(line.replace(/^#+\s*/, '')) !== null;
}

/** "Arven SVI 166": a card line that lost its count, never the deck's name. */
function namesPrinting(line: string): boolean {
  const card = parseCardText(line);
  return Boolean(card.id || (card.set && card.number));
}

/**
 * Read a decklist as players publish it: PTCGL / PTCGO / Limitless exports in the client's language, with a
 * Totem section or directive. Never throws.
 */
export function parseTextDeck(
  input: string,
  file: string,
  options: {
    invalidUtf8?: boolean;
    /** For tests that time the line readers past the limit. */ maxLineLength?: number;
  } = {},
): ParsedDeck {
  const maxLineLength = options.maxLineLength ?? MAX_LINE_LENGTH;
  const deck: ParsedDeck = emptyDeck(file);
  const problem = (line: number, kind: ReadIssueKind, data: MessageData = {}): void => {
    deck.issues.push({ kind, line, column: 1, data });
  };
  const headers = deck.headers;
  let section: Section | null = null;
  /** Until a header, card or directive comes, a line that is no card may be the list's name. */
  let listStarted = false;
  const title: { text: string; line: number }[] = [];
  const lines = input.split(/\r\n|\r|\n/);
  const kept: { line: number; text: string }[] = [];
  deck.kept = kept;
  deck.source = lines;

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    if (raw.length > maxLineLength) {
      problem(lineNo, 'line-too-long', { length: raw.length.toLocaleString('en-US'), max: maxLineLength });
      return;
    }
    const line = decodeEntities(straightenQuotes(repairMojibake(raw)))
      .replace(/^\uFEFF/, '')
      .trim();
    if (!line) return;
    if (options.invalidUtf8 && line.includes('\uFFFD')) {
      problem(lineNo, 'invalid-utf8');
      return;
    }
    if (DECORATION.test(line)) return;
    const extra = EXTRA_DIRECTIVE.exec(line);
    if (extra) {
      deck.extraTypes = { ...parseTypeList(extra[1] ?? ''), line: lineNo };
      listStarted = true;
      return;
    }
    const totemDirective = TOTEM_DIRECTIVE.exec(line);
    if (totemDirective) {
      deck.totemRef = { card: parseCardText(totemDirective[1]!), line: lineNo };
      listStarted = true;
      return;
    }
    if ((line.startsWith('#') && !line.startsWith('##')) || line.startsWith('//') || commentedOutCard(line)) {
      // Kept as written (quotes, entities, tabs): `fmt --write` gives the player's comments back unchanged.
      kept.push({ line: lineNo, text: raw.replace(/^\uFEFF/, '').trim() });
      return;
    }
    const header = readHeader(line);
    if (header?.kind === 'total') {
      if (header.count !== null) deck.total = { declared: header.count, line: lineNo };
      listStarted = true;
      return;
    }
    if (header) {
      section = header.kind;
      headers.push({ section, declared: header.count, line: lineNo, cards: 0, lines: 0 });
      listStarted = true;
      return;
    }
    const card = readCardLine(line);
    if (!card) {
      if (!listStarted && title.length < MAX_TITLE_LINES && !namesPrinting(line)) {
        title.push({ text: line, line: lineNo });
        kept.push({ line: lineNo, text: raw.replace(/^\uFEFF/, '').trim() });
      } else problem(lineNo, 'not-a-card-line', { text: quote(line) });
      return;
    }
    listStarted = true;
    const count = Number(card.count);
    if (!Number.isSafeInteger(count) || count < 1 || count > MAX_LINE_COUNT) {
      const shown = card.count.length > 12 ? `${card.count.slice(0, 12)}…` : card.count;
      problem(lineNo, 'impossible-count', { count: shown, max: MAX_LINE_COUNT });
      return;
    }
    deck.entries.push({ count, section, line: lineNo, ...card.card });
    const current = headers[headers.length - 1];
    if (current && current.section === section) {
      current.cards += count;
      current.lines += 1;
    }
  });

  if (title.length) {
    deck.notes.push({ id: 'title', line: title[0]!.line, data: { title: title.map((t) => t.text).join(' / ') } });
  }
  return deck;
}
