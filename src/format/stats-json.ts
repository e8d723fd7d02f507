import { renderValue, type Locale } from '../model/render-message.js';
import type { AnyStatsOutcome, StatsNote } from '../model/stats.js';
import { cleanJson } from '../model/clean.js';
import { statsText } from './stats-messages.js';
import type { StatsFormatter } from './stats-text.js';

/** Version of the stats JSON shape: a change that removes or renames a field raises it. */
export const STATS_JSON_VERSION = 1;

/** A note, an assumption or a reason as JSON: its id and data, and `message` in the output's language. */
export const noteJson = (n: StatsNote, locale?: Locale) => ({
  id: n.id,
  data: n.data,
  message: statsText(locale)(n.id, n.data),
});

/**
 * The JSON output (docs/stats.md): one deck prints its object, several an array; a deck without odds is
 * `{ file, error }`. Ids and keys are English, `message` is in the output's language.
 */
/** One deck's stats JSON object (the library's `stats` returns it, cleaned). */
export function statsJsonOf(outcome: AnyStatsOutcome, locale: Locale | undefined) {
  const note = (n: StatsNote) => noteJson(n, locale);
  const lang = locale?.lang ?? 'en';
  if (!outcome.ok)
    return { version: STATS_JSON_VERSION, lang, file: outcome.failure.file, error: note(outcome.failure.reason) };
  const s = outcome.stats;
  const head = { version: STATS_JSON_VERSION, lang, ...s, notes: s.notes.map(note) };
  if (s.variant === 'tribute') {
    // The Tribute Cost's reason as words in the output's language, beside the cost.
    const { cost, why, ...invocation } = s.invocation;
    const reason = why ? renderValue(why, locale) : null;
    return { ...head, invocation: { cost, reason, ...invocation }, model: s.model.map(note) };
  }
  return {
    ...head,
    search: s.search ? { ...s.search, model: s.search.model.map(note) } : null,
    model: s.model.map(note),
  };
}

export const formatStatsJson: StatsFormatter = (outcomes, context) => {
  const objects = outcomes.map((o) => statsJsonOf(o, context.locale));
  // Every string made one clean field (card names, file names and data reach a terminal or a CI log).
  return `${cleanJson(objects.length === 1 ? objects[0] : objects)}\n`;
};
