import { allCards, copiesOf, type DeckCard, type ResolvedDeck } from '../model/resolved.js';
import type { CommandFormatContext } from './command-context.js';
import { basicEnergyType } from '../model/names.js';

const SECTIONS = ['totem', 'pokemon', 'trainer', 'energy'] as const;

type Kept = { line: number; text: string };

/** A card's section: its category's, or for a line that found no card the section it is written in. */
export function sectionOf(dc: DeckCard): string {
  if (dc.card) return { Pokémon: 'pokemon', Trainer: 'trainer', Energy: 'energy' }[dc.card.supertype];
  return dc.entry.section ?? 'pokemon';
}

/**
 * How a card is written: name, set code, number. Basic Energy is written by name alone ("Basic Fire Energy"):
 * every printing is the same card, so a set code would only be one printing picked at random.
 */
function cardLine(dc: DeckCard): string {
  const card = dc.card;
  if (!card) return dc.entry.text;
  if (card.energyKind === 'basic') {
    const type = basicEnergyType(card);
    if (type) return `Basic ${type} Energy`;
  }
  return `${card.name} ${card.setCode ?? card.setId} ${card.number}`;
}

/**
 * Where the comments go when sections are put in order: the ones above the list stay at the top, the ones
 * below it at the bottom, and every other one travels with the card line that follows it.
 */
function placeComments(deck: ResolvedDeck): { top: Kept[]; bottom: Kept[]; before: Map<number, Kept[]> } {
  const parsed = deck.parsed;
  const kept = parsed.kept ?? [];
  const entryLines = allCards(deck)
    .map((dc) => dc.entry.line)
    .filter((l): l is number => l !== null)
    .sort((a, b) => a - b);
  const listLines = [
    ...entryLines,
    ...parsed.headers.map((h) => h.line),
    parsed.total?.line,
    parsed.extraTypes?.line,
    parsed.totemRef?.line,
  ].filter((l): l is number => typeof l === 'number');
  const first = Math.min(...listLines);
  const last = entryLines.at(-1) ?? 0;
  const top: Kept[] = [];
  const bottom: Kept[] = [];
  const before = new Map<number, Kept[]>();
  for (const k of kept) {
    if (k.line < first) top.push(k);
    else if (k.line > last) bottom.push(k);
    else {
      const next = entryLines.find((l) => l > k.line)!;
      before.set(next, [...(before.get(next) ?? []), k]);
    }
  }
  return { top, bottom, before };
}

/**
 * The list in canonical form: its name and top comments, the extra types, then Totem, Pokémon, Trainer and
 * Energy sections with counts merged (basic Energy of one type is one line), the total, and the bottom comments.
 */
export function canonicalDeck(deck: ResolvedDeck, { locale, t }: Pick<CommandFormatContext, 'locale' | 't'>): string {
  // In the file's language (`locale`, and `t` the face's words in it), which for `fmt --write` need not be the
  // one of the messages around it. Nothing is cleaned here: a file gets its own comments back as written;
  // printing goes through the output boundary.
  const { top, bottom, before } = placeComments(deck);
  const lines: string[] = [];
  if (top.length) lines.push(...top.map((k) => k.text), '');
  const extra = deck.parsed.extraTypes?.types;
  if (extra?.length) lines.push(t('fmt-extra-types', { types: extra.map(locale.typeName).join(', ') }), '');
  for (const key of SECTIONS) {
    const list = key === 'totem' ? deck.totem : deck.cards.filter((dc) => sectionOf(dc) === key);
    const merged = new Map<string, { count: number; text: string; comments: Kept[] }>();
    for (const dc of list) {
      // Basic Energy of one type is one card whatever the printing; everything else merges by printing.
      const k = dc.card ? (dc.card.energyKind === 'basic' ? dc.card.fingerprint : dc.card.id) : `?${dc.entry.text}`;
      const prev = merged.get(k);
      const comments = [...(prev?.comments ?? []), ...(before.get(dc.entry.line ?? -1) ?? [])];
      // Once taken, a comment is gone: the halves of a LEGEND on one line must not repeat it.
      before.delete(dc.entry.line ?? -1);
      merged.set(k, { count: (prev?.count ?? 0) + dc.copies, text: prev?.text ?? cardLine(dc), comments });
    }
    if (!merged.size) continue;
    const total = [...merged.values()].reduce((n, m) => n + m.count, 0);
    lines.push(`${t(`fmt-section-${key}`)}: ${total}`);
    for (const m of merged.values()) lines.push(...m.comments.map((c) => c.text), `${m.count} ${m.text}`);
    lines.push('');
  }
  const total = copiesOf(allCards(deck));
  lines.push(t('fmt-total', { count: total }));
  if (bottom.length) lines.push('', ...bottom.map((k) => k.text));
  return lines.join('\n');
}
