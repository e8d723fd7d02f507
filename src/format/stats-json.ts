import type { StatsNote } from '../model/stats.js';
import { clean } from './sanitize.js';
import { statsText } from './stats-messages.js';
import type { StatsFormatter } from './stats-text.js';

/** Version of the stats JSON shape: a change that removes or renames a field raises it. */
export const STATS_JSON_VERSION = 1;

/** Every string made one clean field (card names, file names and data reach a terminal or a CI log). */
const cleanStrings = (_key: string, value: unknown): unknown => (typeof value === 'string' ? clean(value) : value);

/**
 * The JSON output: per deck `{ cards, basics, energyCards, openingHand, prizes, invocation, draws, search, model, … }`
 * with every note and assumption as `{ id, data, message }` (ids and keys in English, `message` in the output's
 * language). One deck prints its object; several print an array of them. A deck without odds is
 * `{ file, error: { id, data, message } }`.
 */
export const formatStatsJson: StatsFormatter = (outcomes, context) => {
  const t = statsText(context.locale);
  const note = (n: StatsNote) => ({ id: n.id, data: n.data, message: t(n.id, n.data) });
  const lang = context.locale?.lang ?? 'en';
  const objects = outcomes.map((o) => {
    if (!o.ok) return { version: STATS_JSON_VERSION, lang, file: o.failure.file, error: note(o.failure.reason) };
    const s = o.stats;
    return {
      version: STATS_JSON_VERSION,
      lang,
      ...s,
      notes: s.notes.map(note),
      search: s.search ? { ...s.search, model: s.search.model.map(note) } : null,
      model: s.model.map(note),
    };
  });
  return `${JSON.stringify(objects.length === 1 ? objects[0] : objects, cleanStrings, 2)}\n`;
};
