import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../../src/rules/index.js';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const GOLDEN = join(import.meta.dirname, 'golden');
const DECK = 'examples/decks/dragapult-ex-invalid.txt';

/** Compare with a golden file; UPDATE_GOLDEN=1 rewrites it (then review the diff). */
function golden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, actual);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

describeWithData('output formats', () => {
  it.each([
    ['text', 'dragapult.txt'],
    ['github', 'dragapult.github'],
    ['junit', 'dragapult.junit.xml'],
    ['sarif', 'dragapult.sarif.json'],
  ])('%s matches its golden file', (format, file) => {
    const run = totem(['check', DECK, '--format', format]);
    expect(run.status).toBe(1);
    golden(file, run.stdout.replace(/"version": "\d+\.\d+\.\d+"/, '"version": "X"'));
  });

  it('github: workflow commands with file and line', () => {
    const out = totem(['check', 'examples/decks', '--format', 'github']).stdout;
    expect(out).toMatch(
      /^::error file=examples\/decks\/dragapult-ex-invalid\.txt,line=7,title=totem type-identity::Lapras/m,
    );
    expect(out).toMatch(/^::warning file=examples\/decks\/not-a-totem\.txt,line=\d+/m);
    expect(out).toMatch(/6 decks: 4 valid, 2 invalid/);
  });

  it('github: at most 10 error annotations, the rest in the log', () => {
    const lines = [
      'Totem: 1',
      '1 Charizard ex OBF 125',
      ...Array.from({ length: 15 }, (_, i) => `1 Nonexistent Card ${i}`),
    ];
    const out = totem(['check', '-', '--format', 'github'], { input: lines.join('\n') }).stdout;
    expect(out.match(/^::error /gm)).toHaveLength(10);
    expect(out).toMatch(/^::notice title=totem::\d+ more problems are not annotated/m);
    expect(out.match(/unknown-card\]$/gm)!.length).toBe(15);
  });

  it('sarif: what GitHub code scanning requires', () => {
    const sarif = JSON.parse(totem(['check', 'examples/decks', '--format', 'sarif']).stdout);
    expect(sarif.version).toBe('2.1.0');
    const run = sarif.runs[0];
    const ids = run.tool.driver.rules.map((r: { id: string }) => r.id);
    expect(ids).toContain('type-identity');
    expect(ids).toHaveLength(RULES.length);
    for (const rule of run.tool.driver.rules) expect(rule.help.text.length).toBeGreaterThan(10);
    expect(run.results.length).toBe(12);
    for (const r of run.results) {
      expect(ids).toContain(r.ruleId);
      expect(['error', 'warning', 'note']).toContain(r.level);
      expect(r.message.text.length).toBeGreaterThan(0);
      const loc = r.locations[0].physicalLocation;
      expect(loc.artifactLocation.uri).toMatch(/^examples\/decks\//);
      expect(loc.region.startLine).toBeGreaterThanOrEqual(1);
    }
  });

  it('junit: one test case per deck, failures for invalid decks', () => {
    const xml = totem(['check', 'examples/decks', '--format', 'junit']).stdout;
    expect(xml.match(/<testcase /g)).toHaveLength(6);
    expect(xml.match(/<failure /g)).toHaveLength(2);
    expect(xml).toMatch(/<testsuites name="totem" tests="6" failures="2">/);
  });

  it('colour: none when piped or with NO_COLOR, some with FORCE_COLOR, none with --no-color', () => {
    const esc = /\x1b\[/;
    expect(totem(['check', DECK]).stdout).not.toMatch(esc);
    expect(totem(['check', DECK], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } }).stdout).toMatch(esc);
    expect(totem(['check', DECK, '--no-color'], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } }).stdout).not.toMatch(
      esc,
    );
  });

  it('--quiet shows errors only; --max-warnings fails on warnings', () => {
    const input = 'Totem: 1\n1 Charizard ex OBF 125\nPokémon: 5\n1 Charmander MEW 4\n98 Basic {R} Energy SVE 2\n';
    const quiet = totem(['check', '-', '--quiet'], { input });
    expect(quiet.status).toBe(0);
    expect(quiet.stdout).not.toMatch(/section-count/);
    expect(totem(['check', '-'], { input }).stdout).toMatch(/section-count/);
    expect(totem(['check', '-', '--max-warnings', '0'], { input }).status).toBe(1);
    expect(totem(['check', '-', '--max-warnings', '1'], { input }).status).toBe(0);
  });
});
