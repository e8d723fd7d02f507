import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkParsedDeck } from '../../src/check/run.js';
import { formatText } from '../../src/format/text.js';
import type { Problem } from '../../src/model/problem.js';
import { summarize, type DeckReport } from '../../src/model/report.js';
import { parseDeck } from '../../src/parse/index.js';
import { totem } from '../helpers/cli.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';

function bigReport(count: number): DeckReport {
  const problems: Problem[] = Array.from({ length: count }, (_, i) => ({
    rule: i % 2 ? 'unknown-card' : 'singleton',
    messageId: 'no-such-name',
    data: {},
    severity: 'error',
    line: i + 1,
    message: `line ${i + 1}: no card is named "Zq${i}"`,
  }));
  return {
    file: 'big.txt',
    valid: false,
    totem: null,
    identity: null,
    counts: { totem: 0, deck: count, total: count, pokemon: count, trainer: 0, energy: 0 },
    problems,
    notes: [],
  };
}

// The deadline is the test's own (30 s): a quadratic formatter would take minutes on 40,000 problems.
it('the text formatter is linear: 40,000 problems within a wide deadline', () => {
  const report = summarize([bigReport(40_000)], []);
  const text = formatText(report, { version: 'test' });
  expect(text.split('\n').length).toBeGreaterThan(40_000);
}, 30_000);

describeWithData('scale: many problems in one deck', () => {
  const names = 4000;
  const deck = async () => {
    const lines = ['Totem: 1', '1 Charizard ex OBF 125', 'Pokémon:'];
    for (let i = 0; i < names; i++) lines.push(`1 Charmander${i}`);
    const parsed = await parseDeck(Buffer.from(lines.join('\n')), 'many.txt');
    return checkParsedDeck(parsed, realLookup(), { context: { bans: [] } });
  };

  it('suggestions stop after 20 distinct unknown names in a deck, and the report says so', async () => {
    const { report } = await deck();
    const unknown = report.problems.filter((p) => p.rule === 'unknown-card');
    expect(unknown[0]!.message).toMatch(/did you mean "Charmander/);
    expect(unknown[19]!.message).toMatch(/did you mean "Charmander/);
    expect(unknown[20]!.message).toMatch(/no suggestions after the first 20 unknown cards of a deck/);
  }, 60_000);

  it("a deck's 21st unknown name gets no suggestions, though a deck checked before it had them for that line", async () => {
    // The lookup is shared by the decks of a run (and a library's calls): a line's suggestions must not depend on
    // which deck asked for it first.
    const check = async (lines: string[]) => {
      const parsed = await parseDeck(
        Buffer.from(['Totem: 1', '1 Charizard ex OBF 125', 'Pokémon:', ...lines].join('\n')),
        'd.txt',
      );
      const { report } = await checkParsedDeck(parsed, realLookup(), { context: { bans: [] } });
      return report.problems.filter((p) => p.rule === 'unknown-card').map((p) => [p.line, p.message]);
    };
    expect((await check(['1 Ultra Bal']))[0]![1]).toMatch(/did you mean "Ultra Ball/);
    const later = await check([...Array.from({ length: 20 }, (_, i) => `1 Zq${i}`), '1 Ultra Bal']);
    expect(later[20]).toEqual([24, expect.stringMatching(/no suggestions after the first 20 unknown cards of a deck/)]);
  }, 60_000);

  it('at most 200 problems per rule in a deck, then one "… and N more"', async () => {
    const { report } = await deck();
    const unknown = report.problems.filter((p) => p.rule === 'unknown-card');
    expect(unknown).toHaveLength(201);
    expect(unknown[200]).toMatchObject({ messageId: 'more-problems', line: null, severity: 'error' });
    expect(unknown[200]!.message).toBe('… and 3800 more unknown-card problems, not listed');
    expect(report.valid).toBe(false);
  });

  it('a file of 4,900 unknown lines (a deck holds at most 5,000): text output in seconds, like JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-scale-'));
    const file = join(dir, 'huge.txt');
    let text = 'Totem: 1\n1 Charizard ex OBF 125\nPokémon:\n';
    for (let i = 0; i < 4_900; i++) text += `1 Zq${i.toString(36)}\n`;
    writeFileSync(file, text);
    for (const format of ['json', 'text']) {
      const run = totem(['check', file, '--format', format], { env: { TOTEM_REPORT_RSS: '1' }, deadlineMs: 60_000 });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/and 4700 more unknown-card problems/);
      const rss = Number(/totem-max-rss-kb=(\d+)/.exec(run.stderr)![1]);
      expect(rss).toBeLessThan(400 * 1024);
    }
  }, 150_000);
});
