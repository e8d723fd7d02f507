import { fold, straightenQuotes } from '../cards/names.js';
import type { Problem } from '../problem.js';
import { parseCardText } from './card-text.js';
import { MAX_LINE_LENGTH, repairMojibake } from './decode.js';
import { parseTypeList } from './extra-types.js';
import type { Entry, ParsedDeck, Section } from './model.js';

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

const CARD_LINE_HELP = 'a card line is COUNT NAME [SET NUMBER], e.g. "1 Arven SVI 166" or "1 sv3-125"';

function quote(line: string): string {
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/** Read a PTCGL / Limitless style decklist with a Totem section (SPEC §2). Never throws. */
export function parseTextDeck(input: string, file: string, options: { invalidUtf8?: boolean } = {}): ParsedDeck {
  const deck: ParsedDeck = { file, entries: [], totemRef: null, extraTypes: null, problems: [] };
  const problem = (line: number, message: string, rule = 'parse', severity: Problem['severity'] = 'error'): void => {
    deck.problems.push({ rule, severity, line, column: 1, message });
  };
  const headers: { section: Section; declared: number | null; line: number; sum: number }[] = [];
  let total: { declared: number; line: number } | null = null;
  let section: Section | null = null;
  const lines = input.split(/\r\n|\r|\n/);

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    if (raw.length > MAX_LINE_LENGTH) {
      problem(
        lineNo,
        `line is ${raw.length.toString().replace(/\B(?=(\d{3})+$)/g, ',')} characters long; a decklist line has at most ${MAX_LINE_LENGTH}`,
      );
      return;
    }
    const line = straightenQuotes(repairMojibake(raw))
      .replace(/^\uFEFF/, '')
      .trim();
    if (!line) return;
    if (options.invalidUtf8 && line.includes('\uFFFD')) {
      problem(lineNo, 'this line is not valid UTF-8; save the decklist as UTF-8');
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
      total = { declared: Number(totalMatch[1]), line: lineNo };
      return;
    }
    const header = HEADER.exec(line);
    const headerSection = header ? SECTION_WORDS[fold(header[1]!)] : undefined;
    if (header && headerSection) {
      section = headerSection;
      headers.push({ section, declared: header[2] === undefined ? null : Number(header[2]), line: lineNo, sum: 0 });
      return;
    }
    const card = CARD_LINE.exec(line);
    if (!card) {
      problem(lineNo, `"${quote(line)}" is not a header, comment or card line; ${CARD_LINE_HELP}`);
      return;
    }
    const count = Number(card[1]);
    if (!Number.isSafeInteger(count) || count < 1 || count > MAX_COUNT) {
      const shown = card[1]!.length > 12 ? `${card[1]!.slice(0, 12)}…` : card[1];
      problem(
        lineNo,
        `count ${shown} is impossible in a 100-card deck; write how many copies (1 to ${MAX_COUNT}) or remove the line`,
      );
      return;
    }
    const entry: Entry = { count, section, line: lineNo, ...parseCardText(card[2]!) };
    deck.entries.push(entry);
    const current = headers[headers.length - 1];
    if (current && current.section === section) current.sum += count;
  });

  for (const h of headers) {
    if (h.declared !== null && h.declared !== h.sum) {
      problem(
        h.line,
        `the ${h.section === 'pokemon' ? 'Pokémon' : h.section[0]!.toUpperCase() + h.section.slice(1)} header says ${h.declared} but its lines add up to ${h.sum}; fix the header or the lines`,
        'section-count',
        'warning',
      );
    }
  }
  const t = total as { declared: number; line: number } | null;
  if (t) {
    const sum = deck.entries.reduce((n, e) => n + e.count, 0);
    if (sum !== t.declared)
      problem(
        t.line,
        `"Total Cards: ${t.declared}" but the lines add up to ${sum}; fix the total or the lines`,
        'section-count',
        'warning',
      );
  }
  return deck;
}
