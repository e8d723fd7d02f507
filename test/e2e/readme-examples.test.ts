import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, withoutImportLines } from '../helpers/cli.js';
import { SHARED_CACHE, describeWithData } from '../helpers/dataset.js';

/**
 * Every `$ … node bin/totem.js …` line inside a fenced block of README.md, docs/*.md and examples/<dir>/README.md is run from
 * the repository root, and what it prints must be the lines under it in the block, up to the next `$` line or
 * the fence. The documents are read when the tests run (not when this file was written), so an example someone
 * adds or edits is checked too. Only timings are normalised; widths, counts, ids and fingerprints must match.
 */
interface Example {
  doc: string;
  line: number;
  command: string;
  expected: string;
}

const COMMAND = /^\$ (.*\bnode bin\/totem\.js\b.*)$/;

function documents(): string[] {
  const examples = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ROOT, 'examples', d.name, 'README.md')))
    .map((d) => `examples/${d.name}/README.md`);
  // The README's material moved to docs/ keeps its examples checked: every docs/*.md with a `$ … node bin/totem.js` line.
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort(), ...examples.sort()];
}

export function examplesOf(doc: string, markdown: string): Example[] {
  const found: Example[] = [];
  let fenced = false;
  let current: (Example & { out: string[] }) | null = null;
  const finish = (): void => {
    if (!current) return;
    while (current.out.length && current.out[current.out.length - 1] === '') current.out.pop();
    found.push({ doc, line: current.line, command: current.command, expected: current.out.join('\n') });
    current = null;
  };
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('```')) {
      finish();
      fenced = !fenced;
      return;
    }
    if (!fenced) return;
    const command = COMMAND.exec(text);
    if (command) {
      finish();
      current = { doc, line: index + 1, command: command[1]!, expected: '', out: [] };
    } else if (text.startsWith('$ ')) finish();
    else current?.out.push(text);
  });
  return found;
}

/** Timings vary from run to run; nothing else does. */
function normalise(output: string): string {
  return output.replace(/\b\d+(?:[.,]\d+)? ?(?:ms|s)\b/g, '<time>').replace(/\s+$/, '');
}

function run(command: string): string {
  const result = spawnSync('bash', ['-c', command], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TOTEM_CACHE_DIR: SHARED_CACHE,
      NO_COLOR: '1',
      // A dead local port: an example never reaches the internet.
      TOTEM_API_URL: 'http://127.0.0.1:9/v2',
      TOTEM_TCGDEX_URL: 'off',
    },
  });
  return `${result.stdout}${withoutImportLines(result.stderr)}`;
}

describe('the examples the documents read from', () => {
  it('README.md and the command reference have command examples, and every one is found', () => {
    const readme = examplesOf('README.md', readFileSync(join(ROOT, 'README.md'), 'utf8'));
    const cli = examplesOf('docs/cli.md', readFileSync(join(ROOT, 'docs/cli.md'), 'utf8'));
    // The README shows one check; the reference every command it documents.
    expect(readme.length).toBeGreaterThanOrEqual(1);
    expect(cli.length).toBeGreaterThanOrEqual(5);
    expect([...readme, ...cli].every((e) => e.expected.length > 0)).toBe(true);
  });
});

describeWithData('README examples print what they show', () => {
  for (const doc of documents()) {
    for (const example of examplesOf(doc, readFileSync(join(ROOT, doc), 'utf8'))) {
      it(`${doc}:${example.line} $ ${example.command.slice(0, 90)}`, () => {
        const actual = normalise(run(example.command));
        expect(
          actual,
          `${doc} line ${example.line}: the output of "$ ${example.command}" drifted from the block under it. ` +
            'Run that command from the repository root and paste what it prints under the $ line ' +
            '(or, if the documented output is right, fix the code).',
        ).toBe(normalise(example.expected));
      }, 300_000);
    }
  }
});
