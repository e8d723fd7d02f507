import { z } from 'zod';
import { describeZodError } from '../model/zod-error.js';
import { parseTypeList } from './extra-types.js';
import { emptyDeck, type Entry, type ParsedDeck, type ReadIssueKind } from '../model/deck.js';
import type { MessageData } from '../model/message.js';

const MAX_DEPTH = 64;

const cardRef = z
  .object({
    count: z.number().int().min(1).max(100).optional().default(1),
    name: z.string().max(200).optional(),
    set: z.string().max(40).optional(),
    number: z.string().max(40).optional(),
    id: z.string().max(60).optional(),
  })
  .refine((r) => Boolean(r.name || r.id || (r.set && r.number)), {
    message: 'a card needs a name, an id, or set and number',
  });

const jsonDeck = z.object({
  totem: z.union([cardRef, z.array(cardRef)]).optional(),
  cards: z.array(cardRef),
  extraTypes: z.array(z.string().max(40)).optional(),
});

/**
 * Lines of the objects in the top-level "totem" and "cards" arrays, found by one scan that tracks strings and
 * nesting. Also enforces a nesting limit, so a hostile file cannot exhaust the stack.
 */
function scan(text: string): { lines: Record<string, number[]>; tooDeep: number | null } {
  const lines: Record<string, number[]> = { totem: [], cards: [] };
  const stack: string[] = [];
  let line = 1;
  let lastKey = '';
  let arrayKey = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    else if (ch === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (stack.length === 1) lastKey = text.slice(i + 1, j);
      i = j;
    } else if (ch === '{' || ch === '[') {
      if (stack.length === 1 && ch === '[') arrayKey = lastKey;
      if (ch === '{' && stack.length === 2 && stack[1] === '[') lines[arrayKey]?.push(line);
      if (ch === '{' && stack.length === 1 && lastKey === 'totem') lines.totem!.push(line);
      stack.push(ch);
      if (stack.length > MAX_DEPTH) return { lines, tooDeep: line };
    } else if (ch === '}' || ch === ']') stack.pop();
  }
  return { lines, tooDeep: null };
}

/** Read a JSON deck validated with a schema; a bad field is reported with its JSON path and line. */
export function parseJsonDeck(text: string, file: string): ParsedDeck {
  const deck: ParsedDeck = emptyDeck(file);
  const fail = (line: number | null, kind: ReadIssueKind, data: MessageData): ParsedDeck => {
    deck.issues.push({ kind, line, column: 1, data });
    deck.unreadable = true;
    return deck;
  };
  const { lines, tooDeep } = scan(text);
  if (tooDeep !== null) return fail(tooDeep, 'json-too-deep', { max: MAX_DEPTH });
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message);
    return fail(position ? text.slice(0, Number(position[1])).split('\n').length : 1, 'json-syntax', {
      detail: (error as Error).message,
    });
  }
  const parsed = jsonDeck.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [key, index] = issue.path;
    const line = typeof key === 'string' && typeof index === 'number' ? (lines[key]?.[index] ?? 1) : 1;
    return fail(line, 'json-shape', { detail: describeZodError(parsed.error) });
  }
  const data = parsed.data;
  const totem = data.totem === undefined ? [] : Array.isArray(data.totem) ? data.totem : [data.totem];
  const toEntry = (ref: z.infer<typeof cardRef>, section: Entry['section'], line: number | null): Entry => ({
    count: ref.count,
    name: ref.name ?? '',
    set: ref.set,
    number: ref.number,
    id: ref.id,
    text: [ref.name, ref.set, ref.number].filter(Boolean).join(' ') || (ref.id ?? ''),
    section,
    line,
  });
  totem.forEach((ref, i) => deck.entries.push(toEntry(ref, 'totem', lines.totem![i] ?? null)));
  data.cards.forEach((ref, i) => deck.entries.push(toEntry(ref, null, lines.cards![i] ?? null)));
  if (data.extraTypes) deck.extraTypes = { ...parseTypeList(data.extraTypes.join(',')), line: null };
  return deck;
}
