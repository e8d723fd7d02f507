/**
 * Code-point order. `localeCompare` would start ICU's collator, which costs more than a whole deck check on a
 * cold start; every string sorted here is an ASCII-ish name or id.
 */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Card numbers in print order: "2" < "10" < "TG05" < "TG10". */
export function byCardNumber(a: string, b: string): number {
  const pa = /^(\D*)(\d*)/.exec(a)!;
  const pb = /^(\D*)(\d*)/.exec(b)!;
  return (
    byText(pa[1]!, pb[1]!) ||
    Number(pa[2] || 0) - Number(pb[2] || 0) ||
    byText(a.slice(pa[0].length), b.slice(pb[0].length))
  );
}

/** Sets (or printings) in release order, ties by id: the order the datasets list them in. */
export function byRelease(a: { releaseDate: string; id: string }, b: { releaseDate: string; id: string }): number {
  return byText(a.releaseDate, b.releaseDate) || byText(a.id, b.id);
}

type Named = { nameKey: string; releaseDate: string };

/** The order a name search lists printings in: by name key, then release date (ties keep their order). */
export function byNameThenRelease(a: Named, b: Named): number {
  return byText(a.nameKey, b.nameKey) || byText(a.releaseDate, b.releaseDate);
}

/** Items by key, each key's items in the order given and the keys in the order first met (Node 20 lacks Map.groupBy). */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
