import { fold, straightenQuotes } from '../model/names.js';
import { parseCardText } from './card-text.js';
import { MAX_LINE_LENGTH, repairMojibake } from './decode.js';
import { parseTypeList } from './extra-types.js';
import { emptyDeck, type Entry, type ParsedDeck, type ReadIssueKind, type Section } from '../model/deck.js';
import type { MessageData } from '../model/message.js';

const MAX_COUNT = 100;

const SECTION_WORDS: Record<string, Section> = {
  totem: 'totem',
  pokemon: 'pokemon',
  trainer: 'trainer',
  trainers: 'trainer',
  entrenador: 'trainer',
  entrenadores: 'trainer',
  energy: 'energy',
  energia: 'energy',
  energies: 'energy',
  energias: 'energy',
};

const HEADER = /^(?:##\s*)?([\p{L}]+)\s*(?:(?::|-|–|\()\s*(\d+)\s*\)?)?\s*:?$/u;
const TOTAL = /^(?:total(?:\s+cards)?|cartas\s+totales)\s*:?\s*(\d+)$/i;
const TOTEM_DIRECTIVE = /^(?:#|\/\/)\s*t[oó]tem\s*:\s*(.+)$/i;
const EXTRA_DIRECTIVE = /^(?:(?:#|\/\/)\s*)?(?:extra[-\s]?types?|tipos?[-\s]extra)\s*:\s*(.*)$/i;
const CARD_LINE = /^(?:\*\s*)?(\d+)\s*[xX]?\s+(.+)$/;

function quote(line: string): string {
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/** Read a PTCGL / Limitless style decklist with a Totem section. Never throws. */
export function parseTextDeck(input: string, file: string, options: { invalidUtf8?: boolean } = {}): ParsedDeck {
  const deck: ParsedDeck = emptyDeck(file);
  const problem = (line: number, kind: ReadIssueKind, data: MessageData = {}): void => {
    deck.issues.push({ kind, line, column: 1, data });
  };
  const headers = deck.headers;
  let section: Section | null = null;
  const lines = input.split(/\r\n|\r|\n/);

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    if (raw.length > MAX_LINE_LENGTH) {
      problem(lineNo, 'line-too-long', {
        length: raw.length.toString().replace(/\B(?=(\d{3})+$)/g, ','),
        max: MAX_LINE_LENGTH,
      });
      return;
    }
    const line = straightenQuotes(repairMojibake(raw))
      .replace(/^\uFEFF/, '')
      .trim();
    if (!line) return;
    if (options.invalidUtf8 && line.includes('\uFFFD')) {
      problem(lineNo, 'invalid-utf8');
      return;
    }
    const extra = EXTRA_DIRECTIVE.exec(line);
    if (extra) {
      deck.extraTypes = { ...parseTypeList(extra[1]!), line: lineNo };
      return;
    }
    const totemDirective = TOTEM_DIRECTIVE.exec(line);
    if (totemDirective) {
      deck.totemRef = { card: parseCardText(totemDirective[1]!), line: lineNo };
      return;
    }
    if (line.startsWith('#') && !line.startsWith('##')) return;
    if (line.startsWith('//')) return;
    const totalMatch = TOTAL.exec(line);
    if (totalMatch) {
      deck.total = { declared: Number(totalMatch[1]), line: lineNo };
      return;
    }
    const header = HEADER.exec(line);
    const headerSection = header ? SECTION_WORDS[fold(header[1]!)] : undefined;
    if (header && headerSection) {
      section = headerSection;
      headers.push({
        section,
        declared: header[2] === undefined ? null : Number(header[2]),
        line: lineNo,
        cards: 0,
        lines: 0,
      });
      return;
    }
    const card = CARD_LINE.exec(line);
    if (!card) {
      problem(lineNo, 'not-a-card-line', { text: quote(line) });
      return;
    }
    const count = Number(card[1]);
    if (!Number.isSafeInteger(count) || count < 1 || count > MAX_COUNT) {
      const shown = card[1]!.length > 12 ? `${card[1]!.slice(0, 12)}…` : card[1];
      problem(lineNo, 'impossible-count', { count: shown ?? '', max: MAX_COUNT });
      return;
    }
    const entry: Entry = { count, section, line: lineNo, ...parseCardText(card[2]!) };
    deck.entries.push(entry);
    const current = headers[headers.length - 1];
    if (current && current.section === section) {
      current.cards += count;
      current.lines += 1;
    }
  });

  return deck;
}
