import type { Card } from '../model/card.js';
import { groupBy } from '../model/compare.js';
import { printingLabel, versionLabel } from '../model/labels.js';
import type { CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';

/**
 * A name with several versions (`cost`, `identity`, `cards info`): "NAME has N different versions:" and a row a
 * version — its letter, its first printings, then the command's own columns (`columns`: message ids of the heads).
 */
export function versionsText<V extends { printings: readonly Card[] }>(
  input: string,
  versions: readonly V[],
  columns: readonly string[],
  cells: (version: V) => (string | number)[],
  { t, table }: CommandFormatContext,
): string {
  if (!table) throw new Error('versionsText needs a table renderer');
  // Cards of one name from different families (Charizard ex, Charizard-EX, the EX era's Charizard ex): the rows of
  // a family together, newest family first, each labelled with its exact name and years.
  const families = groupBy(versions, (v) => familyKey(v.printings[0]!));
  const several = families.size > 1;
  const ordered = [...families.values()].flat();
  const rows = ordered.map((v, i) => {
    const cards = v.printings;
    const shown = cards.slice(0, 4).map(printingLabel).join(', ') + (cards.length > 4 ? ' …' : '');
    const family = several ? [familyLabel(families.get(familyKey(cards[0]!))!.flatMap((f) => f.printings))] : [];
    return [versionLabel(i), ...family, shown, ...cells(v)];
  });
  const head = ['col-version', ...(several ? ['col-family'] : []), 'col-printings', ...columns].map((id) => t(id));
  return `${t('has-versions', { input: clean(input), count: versions.length })}\n${table(head, rows)}`;
}

/**
 * A card's family: its exact name and the rule its Rule Box states ("Pokémon ex rule", "Pokémon-EX rule", the EX
 * era's "When Pokémon-ex has been Knocked Out"); cards without a rule are one family per exact name.
 */
function familyKey(card: Card): string {
  // The Rule Box's rule is the one about a Knock Out (a Tera card states its Tera rule too).
  const rule = card.rules.find((r) => /knocked out/i.test(r)) ?? '';
  return `${card.name}\u0000${rule.split(/[:,]/)[0]!.slice(0, 40)}`;
}

/** "Charizard-EX (2014–2016)": the family's name and the years of its printings. */
function familyLabel(cards: readonly Card[]): string {
  const years = cards
    .map((c) => c.releaseDate.slice(0, 4))
    .filter(Boolean)
    .sort();
  const span = years.length ? ` (${years[0]}${years.at(-1) !== years[0] ? `–${years.at(-1)}` : ''})` : '';
  return `${clean(cards[0]!.name)}${span}`;
}
