import type { Card } from '../model/card.js';
import { groupBy } from '../model/compare.js';
import { fingerprintOf } from '../sources/fingerprint.js';
import { looseKey } from '../model/spellings.js';

/**
 * The card data's own gaps, filled from the other printings of the same card, each fill said in `filled`
 * (the pack's build log): a source that omits a printing's Weakness or Resistance (TCGdex on the PR-SV promos
 * 166–207) would make it a different card from its reprints, and a name in another language that belongs to
 * another card (TCGdex's Celebrations Classic Collection carries Surfing Pikachu's French names) would find it
 * under that card's name. A fill is made only when every other printing with the field agrees on it.
 */
export function fillFromPrintings(cards: Card[]): { cards: Card[]; filled: string[] } {
  const filled: string[] = [];
  const byName = groupBy(cards, (card) => card.nameKey);
  // Language → a name's loose key → the English names it names.
  const owners = new Map<string, Map<string, Set<string>>>();
  for (const card of cards)
    for (const [lang, name] of Object.entries(card.names ?? {})) {
      const of = owners.get(lang) ?? owners.set(lang, new Map()).get(lang)!;
      of.set(looseKey(name), (of.get(looseKey(name)) ?? new Set()).add(card.nameKey));
    }
  // The fingerprint without Weakness and Resistance: what a printing that lacks them shares with its reprints.
  const bares = new Map<Card, string>();
  const bare = (c: Card): string =>
    bares.get(c) ?? bares.set(c, fingerprintOf({ ...c, weaknesses: [], resistances: [] })).get(c)!;
  const agreed = (values: string[]): string | null =>
    values.length > 0 && values.every((v) => v === values[0]) ? values[0]! : null;
  const out = cards.map((card) => {
    const others = byName.get(card.nameKey)!.filter((c) => c.id !== card.id);
    if (others.length === 0 || card.supertype !== 'Pokémon') return card;
    let fixed = card;
    const names = { ...card.names };
    for (const [lang, name] of Object.entries(card.names ?? {})) {
      const theirs = others.flatMap((c) => (c.names?.[lang] ? [c.names[lang]] : []));
      const foreign = [...(owners.get(lang)!.get(looseKey(name)) ?? [])].some((k) => k !== card.nameKey);
      const right = agreed(theirs);
      if (!foreign || theirs.some((n) => looseKey(n) === looseKey(name)) || right === null) continue;
      names[lang] = right;
      filled.push(`${card.id}\tname (${lang})\t${right}\treplaces "${name}", the name of another card`);
    }
    if (JSON.stringify(names) !== JSON.stringify(card.names ?? {})) fixed = { ...fixed, names };
    // Only a missing Weakness is a gap: later eras print no Resistance, and a few cards none of either (Sneasel
    // N1 25). So a Weakness comes from reprints with the same Resistance, or both when the printing has neither.
    if (card.weaknesses.length > 0) return fixed;
    const neither = card.resistances.length === 0;
    const twins = others.filter(
      (c) =>
        c.supertype === 'Pokémon' &&
        bare(c) === bare(card) &&
        (neither || JSON.stringify(c.resistances) === JSON.stringify(card.resistances)),
    );
    for (const field of neither ? (['weaknesses', 'resistances'] as const) : (['weaknesses'] as const)) {
      const value = agreed(twins.filter((c) => c[field].length > 0).map((c) => JSON.stringify(c[field])));
      if (value === null) continue;
      fixed = { ...fixed, [field]: JSON.parse(value) as Card[typeof field] };
      filled.push(`${card.id}\t${field}\t${value}\tfrom ${twins.find((c) => c[field].length > 0)!.id}`);
    }
    return fixed.weaknesses === card.weaknesses ? fixed : { ...fixed, fingerprint: fingerprintOf(fixed) };
  });
  return { cards: out, filled };
}
