import { describe, expect, it } from 'vitest';
import { finishReport } from '../../src/check/run.js';
import { checkDecks } from '../../src/commands/check/index.js';
import { EMPTY_CONFIG } from '../../src/check/house-config.js';
import { formatJson, jsonReportWriter } from '../../src/format/json.js';
import type { DeckReport } from '../../src/model/report.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { deckText, synthLookup } from '../helpers/synthetic.js';

// Three decks: a valid one, one with an error and one that is no deck at all, checked in Spanish.
const TEXTS = [
  deckText(['1 Blaze ex TST 1'], []),
  deckText(['1 Blaze ex TST 1'], ['2 Flamey TST 3']),
  'not a deck\u0000',
];
const session = {
  lookup: synthLookup(),
  locale: SPANISH,
  configFor: () => Promise.resolve(EMPTY_CONFIG),
};
const inputs = TEXTS.map((text, i) => ({
  path: `d${i}.txt`,
  display: `d${i}.txt`,
  read: () => Promise.resolve(parseTextDeck(text, `d${i}.txt`)),
}));
const options = { totem: null, extraTypes: null, configName: (p: string) => p };

describe('the report is finished in one function (check/run.ts finishReport)', () => {
  it('a run written deck by deck has the summary and the JSON of the run whose decks are kept', async () => {
    const kept = (await checkDecks(session, inputs, options)).report;
    const streamed: DeckReport[] = [];
    const run = await checkDecks(session, inputs, { ...options, onReport: (d) => streamed.push(d) });
    expect(run.report.decks).toEqual([]);
    expect(run.report.summary).toEqual(kept.summary);
    expect(kept.summary).toMatchObject({ decks: 3, invalid: 3 });
    expect(kept.summary.errors).toBeGreaterThan(2);
    expect(kept).toEqual(finishReport(streamed, SPANISH));
    // The stream's head, decks and tail are the text of the whole report.
    const writer = jsonReportWriter(finishReport([], SPANISH));
    const text = `${writer.head}${streamed.map((d, i) => writer.deck(d, i === 0)).join('')}${writer.tail(run.report.summary, 3)}`;
    expect(text).toBe(formatJson(kept, { version: '', locale: SPANISH, width: 0 }));
  });

  it('a run of no deck: the rules in the run’s language, every count 0, the skipped files counted', async () => {
    const run = await checkDecks(session, [], { ...options, skipped: 2 });
    expect(run.report).toMatchObject({ version: 1, lang: 'es', decks: [] });
    expect(run.report.rules.length).toBeGreaterThan(0);
    expect(run.report.summary).toEqual({
      decks: 0,
      valid: 0,
      invalid: 0,
      unverified: 0,
      errors: 0,
      warnings: 0,
      unverifiedLines: 0,
      skipped: 2,
    });
  });
});
