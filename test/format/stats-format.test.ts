import { describe, expect, it } from 'vitest';
import { formatStatsJson } from '../../src/format/stats-json.js';
import { formatStatsText } from '../../src/format/stats-text.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import type { StatsOutcome } from '../../src/model/stats.js';
import { resolveDeck } from '../../src/check/resolve.js';
import { deckFacts } from '../../src/derive/deck-facts.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { statsOfDeck } from '../../src/stats/stats-of-deck.js';
import { deckText, synthLookup } from '../helpers/synthetic.js';

// A hostile file name and an unknown line carrying escape sequences and a line break (a forged CI command).
const HOSTILE = '\u001b]0;pwned\u0007evil\n::error file=x::forged';

function outcome(): StatsOutcome {
  const lookup = synthLookup();
  const text = deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11', `1 Mystery ${HOSTILE}`]);
  const deck = resolveDeck(parseTextDeck(text, `deck${HOSTILE}.txt`), lookup);
  return statsOfDeck(
    deck,
    deckFacts(deck, (s) => lookup.normalStage(s)),
    { check: { valid: false, errors: 1 } },
  );
}

describe('stats formatters', () => {
  it('are pure: the same outcome and context give the same text', () => {
    const o = outcome();
    expect(formatStatsText([o], { version: 'test' })).toBe(formatStatsText([o], { version: 'test' }));
  });

  it('never let escape sequences or line breaks from names reach the output (text and JSON)', () => {
    const o = outcome();
    for (const out of [formatStatsText([o], { version: 'test' }), formatStatsJson([o], { version: 'test' })]) {
      expect(out).not.toMatch(/\u001b|\u0007/);
      expect(out.split('\n').some((line) => line.startsWith('::error'))).toBe(false);
    }
    const json = JSON.parse(formatStatsJson([o], { version: 'test' }));
    expect(json.file).toBe('deckevil⏎::error file=x::forged.txt');
  });

  it('renders every note and assumption in the language asked for, with its data', () => {
    const o = outcome();
    const json = JSON.parse(formatStatsJson([o], { version: 'test', locale: SPANISH }));
    expect(json.lang).toBe('es');
    expect(json.notes.map((n: { id: string }) => n.id)).toEqual([
      'note-fails-check',
      'note-unknown',
      'note-unread-lines',
    ]);
    expect(json.notes[0].message).toBe(
      'este mazo no pasa check (1 error); las probabilidades son de la lista tal como está',
    );
    expect(json.model.every((m: { message: string }) => /reglamento §[456]/.test(m.message))).toBe(true);
    const text = formatStatsText([o], { version: 'test', locale: SPANISH });
    expect(text).toContain('Mano inicial');
    expect(text).toMatch(/\d,\d %/);
    expect(text).not.toContain('\u00a0');
  });

  it('one deck is one JSON object; several are an array; a deck without odds carries its reason', () => {
    const none: StatsOutcome = { ok: false, failure: { file: 'x.txt', reason: { id: 'no-stats-no-basic', data: {} } } };
    expect(JSON.parse(formatStatsJson([none], { version: 'test' }))).toEqual({
      version: 1,
      lang: 'en',
      file: 'x.txt',
      error: {
        id: 'no-stats-no-basic',
        data: {},
        message: 'no odds: the deck has no Basic Pokémon, so no opening hand can ever be kept; add Basic Pokémon',
      },
    });
    expect(JSON.parse(formatStatsJson([none, outcome()], { version: 'test' }))).toHaveLength(2);
    expect(formatStatsText([none], { version: 'test' })).toBe(
      'x.txt  no odds: the deck has no Basic Pokémon, so no opening hand can ever be kept; add Basic Pokémon\n',
    );
  });
});

describe('stats text width (issue 31 item 12)', () => {
  function statsText(lines: string[], keys: string[] = [], lang?: 'es'): string {
    const lookup = synthLookup();
    const deck = resolveDeck(
      parseTextDeck(deckText(['1 Blaze ex TST 1'], lines), 'decks/a-long-deck-name.txt'),
      lookup,
    );
    const o = statsOfDeck(
      deck,
      deckFacts(deck, (s) => lookup.normalStage(s)),
      { keys, check: { valid: false, errors: 3 } },
    );
    return formatStatsText([o], { version: 'test', locale: lang === 'es' ? SPANISH : undefined });
  }

  it('fits an 80-column terminal, in English and in Spanish', () => {
    for (const lang of [undefined, 'es'] as const) {
      const text = statsText(
        ['12 Flamey TST 11', "1 Professor's Research (Professor Sada) TST 30"],
        ["Professor's Research (Professor Sada)", 'Flamey'],
        lang,
      );
      const wide = text.split('\n').filter((l) => [...l].length > 80);
      expect(wide, lang ?? 'en').toEqual([]);
    }
  });

  it('a 1-card --key row shows no ≥2 / ≥3 Prize figures', () => {
    const text = statsText(['12 Flamey TST 11', '1 Lysandre TST 36'], ['Lysandre']);
    const row = text.split('\n').find((l) => l.trim().startsWith('Lysandre (1 card)'))!;
    expect(row.match(/%/g)).toHaveLength(1);
  });
});

describe('the Knock Out rows say what they are (issue 31 item 11)', () => {
  it('labelled as the cost after k Knock Outs, counted from the start of the game, with a line that says so', () => {
    const text = formatStatsText([outcome()], { version: 'test' });
    expect(text).not.toMatch(/^ +1 KO: 5$/m);
    expect(text).toMatch(/^ +cost 5 \(\+1 KO\)$/m);
    expect(text.replace(/\s+/g, ' ')).toContain('not the time to bring it back after a Knock Out');
  });
});
