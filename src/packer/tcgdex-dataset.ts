import type { Card, CardSet } from '../model/card.js';
import { normalizeCard, normalizeSet } from '../sources/normalize.js';
import { withOverrides } from './overrides.js';
import { readTcgdexCheckout } from './tcgdex-checkout.js';
import { ptcgCardId, ptcgSetCode, defaultTcgdexSetLinks } from '../sources/tcgdex/set-map.js';
import { checkoutToRaw } from '../sources/tcgdex/to-raw.js';

export interface TcgdexDataset {
  sets: CardSet[];
  cards: Card[];
  /** TCGdex card id → the id the card is stored under (`sv03-125` → `sv3-125`). */
  aliases: [string, string][];
  /** Card id → the path of its image under the TCGdex assets (`<serie>/<set>/<localId>`, `sv/sv03/125`). */
  images: [string, string][];
}

/**
 * A tcgdex/cards-database checkout as cards, read as data (never executed). A printing whose set exists in
 * pokemon-tcg-data too gets that source's set id, card id and set code (data/tcgdex-sets.json), so a card is one
 * card whichever source it came from; the TCGdex id stays an alias. Sets only TCGdex has (2026 sets, some
 * promos) keep their TCGdex ids and codes.
 */
export function readTcgdexDataset(dir: string, issues: string[]): TcgdexDataset {
  const checkout = readTcgdexCheckout(dir);
  issues.push(...checkout.issues);
  const raw = checkoutToRaw(checkout);
  const links = defaultTcgdexSetLinks();
  const sets = new Map<string, CardSet>();
  for (const s of raw.sets) {
    const ptcg = links.get(s.raw.id)?.ptcg ?? null;
    const id = ptcg ?? s.raw.id;
    if (sets.has(id)) continue; // several TCGdex sets can be parts of one pokemon-tcg-data set
    const { set, issue } = normalizeSet({ ...s.raw, id, ptcgoCode: ptcgSetCode(s.raw.id, s.raw.ptcgoCode) });
    if (set) sets.set(id, set);
    else issues.push(`${s.raw.id}: ${issue}`);
  }
  const cards: Card[] = [];
  const aliases: [string, string][] = [];
  const images: [string, string][] = [];
  const serieOf = new Map(checkout.sets.map((s) => [s.id, s.serie.id]));
  const seen = new Set<string>();
  raw.cards.forEach((c, i) => {
    const entry = checkout.cards[i]!;
    const id = ptcgCardId(entry.setId, entry.localId, links) ?? entry.id;
    if (seen.has(id)) return; // two TCGdex printings the table routes to one card (Aquapolis a/b)
    seen.add(id);
    const setId = id.slice(0, id.lastIndexOf('-'));
    const number = id.slice(setId.length + 1);
    const { card, issues: cardIssues } = normalizeCard({ ...c.raw, id, number, set: { id: setId } }, (s) =>
      sets.get(s),
    );
    // The mapping's own notes (a French-only attack name) are data quality, not skipped records: only what
    // normalisation could not take in is reported.
    for (const issue of cardIssues) issues.push(`${c.file}: ${issue}`);
    if (!card) return;
    const { en: _en, ...others } = c.names;
    const fixed = withOverrides(card, 'tcgdex', issues);
    cards.push(Object.keys(others).length ? { ...fixed, names: others } : fixed);
    if (id !== entry.id) aliases.push([entry.id, id]);
    const serie = serieOf.get(entry.setId);
    if (serie) images.push([id, `${serie}/${entry.setId}/${entry.localId}`]);
  });
  return { sets: [...sets.values()], cards, aliases, images };
}
