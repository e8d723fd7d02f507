import type { ExportDeck, ExportFormat, ExportLine } from '../../model/export.js';
import { SYMBOL_TYPES, basicEnergyType } from '../../model/names.js';
import type { DeckCard, ResolvedDeck } from '../../model/resolved.js';
import {
  checkListInput,
  listInput,
  listOptionsOf,
  type ListFlags,
  type ListInput,
  type ListOptions,
} from '../shared/list-input.js';
import type { CommandContext } from '../context.js';
import type { CommandModule } from '../shared/command.js';
import { formatExport } from '../../format/export.js';
import { sectionOf } from '../../format/canonical-deck.js';

export interface ExportRun {
  deck: ExportDeck;
  to: ExportFormat;
  unverified: number;
}

/** The card data's TCGdex image path (a card pack has them; the cache of API answers does not). */
type Pictured = { imagePath?(id: string): string | undefined; pack?: Pictured };
const TCGDEX_IMAGES = 'https://assets.tcgdex.net/en/';

/** `Basic {R} Energy`, as PTCG Live names a basic Energy card. */
const SYMBOL_OF = Object.fromEntries(Object.entries(SYMBOL_TYPES).map(([letter, type]) => [type, letter]));

/** The list's cards as PTCG Live writes them: merged by printing, in the list's order. */
function exportLines(cards: DeckCard[], store: Pictured): ExportLine[] {
  const merged = new Map<string, ExportLine>();
  for (const dc of cards) {
    const card = dc.card;
    const key = card?.id ?? `?${dc.entry.text}`;
    const held = merged.get(key);
    if (held) held.count += dc.copies;
    else if (!card) merged.set(key, { count: dc.copies, name: dc.entry.text, set: null, number: null, image: null });
    else {
      const type = card.energyKind === 'basic' ? basicEnergyType(card) : null;
      const path = store.imagePath?.(card.id) ?? store.pack?.imagePath?.(card.id);
      merged.set(key, {
        count: dc.copies,
        name: type && SYMBOL_OF[type] ? `Basic {${SYMBOL_OF[type]}} Energy` : card.name,
        set: card.setCode ?? card.setId,
        number: card.number,
        image: path ? `${TCGDEX_IMAGES}${path}/high.png` : null,
      });
    }
  }
  return [...merged.values()];
}

/** A resolved deck as the exports read it: the Totem's cards apart, the rest by section (a line unfound: its own). */
export function exportDeckOf(deck: ResolvedDeck, store: Pictured = {}): ExportDeck {
  const of = (key: string) =>
    exportLines(
      deck.cards.filter((dc) => sectionOf(dc) === key),
      store,
    );
  return {
    file: deck.file,
    totem: exportLines(deck.totem, store),
    pokemon: of('pokemon'),
    trainer: of('trainer'),
    energy: of('energy'),
  };
}

/** A list read and checked as `check` does (its Totem found or named by --totem), then laid out for the exports. */
export async function exportOf(
  ctx: CommandContext,
  input: ListInput,
  options: ListOptions,
): Promise<ExportDeck & { unverified: number }> {
  const checked = await checkListInput(ctx, input, options, 'unreadable');
  return { ...exportDeckOf(checked.deck, ctx.lookup.store as Pictured), unverified: checked.unverified };
}

/** `totem export DECK --to FORMAT [-o FILE]`: exit 0 written, 2 trouble (no file, cards that could not be looked up). */
export const command: CommandModule<ListFlags & { to: ExportFormat }, ExportRun> = {
  run: async (run) => {
    const [deck] = await run.decks([run.args[0] as string], 'export');
    const session = await run.session(deck!.path);
    const { unverified, ...exported } = await exportOf(session, await listInput(run, deck!), listOptionsOf(run.flags));
    return { deck: exported, to: run.flags.to, unverified };
  },
  json: (run) => formatExport(run.deck, run.to),
  text: (run) => formatExport(run.deck, run.to),
  exitCode: () => 0,
};
