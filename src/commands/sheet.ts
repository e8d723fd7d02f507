import type { TotemOption } from '../check/resolve.js';
import type { PokemonType } from '../model/card.js';
import type { GameVariant } from '../model/variant.js';
import type { ParsedDeck } from '../model/deck.js';
import { errorOf, UsageError } from '../model/errors.js';
import { POD_MESSAGES } from '../model/pod-messages.js';
import type { SheetCard, SheetResult, SheetSection } from '../model/sheet.js';
import { checkOneDeck } from './check.js';
import type { CommandContext } from './context.js';
import type { HouseConfig } from './house-config.js';
import { shareLinkOf } from './share-link.js';

export interface SheetOptions {
  totem?: TotemOption | null;
  extraTypes?: PokemonType[] | null;
  /** `--variant`: absent, the config's. */
  variant?: GameVariant;
  config: HouseConfig;
  /** The page's address the share link and QR code point to. */
  site: string;
  /** The list's text as given (the share link carries it). */
  text: string;
}

const ORDER: SheetSection['section'][] = ['totem', 'pokemon', 'trainer', 'energy', 'unknown'];

/**
 * `totem sheet DECK`: the list checked as `check` checks it, then laid out by section for one printed page, with
 * its verdict, the Totem's facts, the date of the card data and the page's share link. A file that is no deck:
 * a usage error (exit 2).
 */
export async function sheetOf(
  ctx: CommandContext,
  parsed: ParsedDeck,
  options: SheetOptions,
): Promise<SheetResult & { unverified: number }> {
  const checked = await checkOneDeck(ctx, parsed, options);
  const { report, deck } = checked;
  if (parsed.unreadable)
    throw errorOf(
      UsageError,
      'sheet-unreadable',
      { file: parsed.file, why: report.problems[0]?.message ?? '' },
      POD_MESSAGES,
      'pod',
    );
  const bySection = new Map<SheetSection['section'], SheetCard[]>();
  const add = (section: SheetSection['section'], card: SheetCard): void => {
    const list = bySection.get(section) ?? [];
    list.push(card);
    bySection.set(section, list);
  };
  for (const dc of deck.totem)
    add('totem', {
      count: dc.copies,
      name: dc.card ? ctx.locale.cardName(dc.card) : dc.entry.name || dc.entry.text,
      set: dc.card ? (dc.card.setCode ?? dc.card.setId) : (dc.entry.set ?? null),
      number: dc.card?.number ?? dc.entry.number ?? null,
    });
  for (const dc of deck.cards) {
    const card = dc.card;
    const section: SheetSection['section'] = !card
      ? 'unknown'
      : card.supertype === 'Pokémon'
        ? 'pokemon'
        : card.supertype === 'Trainer'
          ? 'trainer'
          : 'energy';
    add(section, {
      count: dc.copies,
      name: card ? ctx.locale.cardName(card) : dc.entry.name || dc.entry.text,
      set: card ? (card.setCode ?? card.setId) : (dc.entry.set ?? null),
      number: card?.number ?? dc.entry.number ?? null,
    });
  }
  const sections = ORDER.flatMap((section): SheetSection[] => {
    const cards = bySection.get(section);
    return cards ? [{ section, cards, count: cards.reduce((n, c) => n + c.count, 0) }] : [];
  });
  const totem = report.totem;
  const eligible = totem !== null && totem.eligible !== false;
  const cost = eligible ? totem.invocationCost : null;
  const errors = report.problems.filter((p) => p.severity === 'error');
  const dates = ctx.lookup.store
    .sets()
    .map((s) => s.releaseDate)
    .filter(Boolean)
    .sort();
  return {
    file: report.file,
    valid: report.valid,
    errors: errors.length,
    problems: errors.slice(0, 3).map((p) => p.message),
    totem,
    identity: report.identity,
    invocationCost: cost === null ? null : { now: cost, afterOneKnockOut: cost + 1 },
    prizeCards: eligible ? totem.prizeCards : null,
    sections,
    cardDataDate: dates.at(-1)?.replace(/\//g, '-') ?? null,
    shareLink: shareLinkOf(options.site, options.text, ctx.locale.lang),
    site: options.site,
    lang: ctx.locale.lang,
    unverified: checked.unverified,
  };
}
