import { describe, expect, it } from 'vitest';
import { command } from '../../src/commands/check/index.js';
import type { CheckResult } from '../../src/commands/check/result.js';
import { EMPTY_CONFIG } from '../../src/check/house-config.js';
import type { Run } from '../../src/commands/shared/command.js';
import { formatJson } from '../../src/format/json.js';
import { ENGLISH } from '../../src/model/render-message.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { deckText, synthLookup } from '../helpers/synthetic.js';

// `check` as a use case, without the CLI: typed flags in, a finished result out, and nothing printed by it —
// what the CLI prints after the report is in the result (its notices, its exit code).
const TEXTS = [deckText(['1 Blaze ex TST 1'], []), deckText(['1 Blaze ex TST 1'], [], { header: ['Pokémon: 7'] })];

function runOf(flags: Record<string, unknown>) {
  const out: string[] = [];
  const said: string[] = [];
  const session = {
    lookup: synthLookup(),
    locale: ENGLISH,
    configFor: () => Promise.resolve(EMPTY_CONFIG),
    source: { cards: {}, pack: null, dataPack: null },
  };
  const decks = TEXTS.map((text, i) => ({
    path: `d${i}.txt`,
    display: `d${i}.txt`,
    read: () => Promise.resolve(parseTextDeck(text, `d${i}.txt`)),
  }));
  const run = {
    args: [decks.map((d) => d.path)],
    flags: { format: 'text', ...flags },
    locale: ENGLISH,
    session: () => Promise.resolve(session),
    decks: () => Promise.resolve(Object.assign(decks, { skipped: 0 })),
    display: String,
    write: (text: string) => out.push(text),
    say: (line: string) => said.push(line),
  } as unknown as Run<never>;
  return { run, out, said };
}

describe('check as a use case (src/commands/check)', () => {
  it('the exit code is in the result, and an invalid run says nothing of --max-warnings; nothing is printed', async () => {
    const { run, out, said } = runOf({ maxWarnings: 0 });
    const result = await command.run(run);
    expect(result.report.summary).toMatchObject({ decks: 2, invalid: 2 });
    expect(result.report.summary.warnings).toBeGreaterThan(0);
    expect([result.exitCode, result.notices, out, said]).toEqual([1, [], [], []]);
  });

  it('--format json to standard output goes deck by deck; the result holds its end, and the text is the whole report', async () => {
    const { run, out } = runOf({ format: 'json' });
    const result: CheckResult = await command.run(run);
    expect(out).toHaveLength(2);
    const whole = await command.run(runOf({ format: 'json', outputFile: 'report.json' }).run);
    expect(whole.tail).toBeUndefined();
    expect(`${out.join('')}${result.tail}`).toBe(formatJson(whole.report, { version: '', locale: ENGLISH, width: 0 }));
  });
});
