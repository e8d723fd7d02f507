import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDeck } from '../../src/lib/index.js';
import { openPackDir } from '../../src/cards/pack/node.js';
import { RULES } from '../../src/rules/index.js';
import { describeNeeding } from '../helpers/optional.js';

// Issue 39 item 4: a rule's README is checked against the rule. Its heading, severity and titles (English and
// Spanish) against `meta` and its words.ts; every example deck in it (a ```deck block, then a line "→ …" saying what
// it gives, as CONTRIBUTING.md describes) is checked on the card pack and must give exactly the problems it says.

const RULES_DIR = resolve(import.meta.dirname, '../../src/rules');
const PACK = resolve(import.meta.dirname, '../../pack');
const folders = readdirSync(RULES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const readme = (id: string): string => readFileSync(join(RULES_DIR, id, 'README.md'), 'utf8');

interface Example {
  /** The deck's text, as a player writes it. */
  deck: string;
  /** The fence's options: `variant=tribute`, `config={...}` (a totem.config.json's content). */
  variant?: 'standard' | 'tribute';
  config?: Record<string, unknown>;
  /** What it gives: [rule, message id or null, line or null] for each problem, in line order; [] is "→ valid". */
  expect: [string, string | null, number | null][];
  /** The "→" line as written, for the failure message. */
  said: string;
}

const ITEM = /^`([a-z-]+)`(?: \(`([a-z-]+)`\))?(?: at line (\d+))?$/;

/** The example decks of a README: each ```deck block and the "→" line after it. */
function examplesOf(text: string): Example[] {
  const out: Example[] = [];
  for (const m of text.matchAll(/^```deck([^\n]*)\n([\s\S]*?)^```\n+(.*)$/gm)) {
    const [, options = '', deck = '', said = ''] = m;
    const variant = /\bvariant=(\w+)/.exec(options)?.[1] as Example['variant'];
    const config = /\bconfig=(\{.*\})\s*$/.exec(options)?.[1];
    const body = /^→ (.*?)\.?$/.exec(said)?.[1];
    if (body === undefined) throw new Error(`a deck example is followed by "→ …" (what it gives), not: ${said}`);
    const items = body === 'valid' ? [] : body.split(/, | and /);
    const expected = items.map((item): Example['expect'][number] => {
      const parts = ITEM.exec(item);
      if (!parts) throw new Error(`"${item}" is not \`rule\` [(\`message\`)] [at line N] in: ${said}`);
      return [parts[1]!, parts[2] ?? null, parts[3] === undefined ? null : Number(parts[3])];
    });
    out.push({ deck, variant, config: config && JSON.parse(config), expect: expected, said });
  }
  return out;
}

describe('rule READMEs', () => {
  it('every rule folder is a rule, with a README', () => {
    expect(folders.sort()).toEqual(RULES.map((r) => r.meta.id).sort());
    expect(folders.filter((id) => !existsSync(join(RULES_DIR, id, 'README.md')))).toEqual([]);
  });

  for (const { meta } of RULES) {
    it(`${meta.id}: the heading, severity and titles (English and Spanish) are the rule's`, async () => {
      const { words } = (await import(join(RULES_DIR, meta.id, 'words.ts'))) as {
        words: { title: { es: string }; en: object; es: object };
      };
      const text = readme(meta.id);
      expect(text.split('\n')[0]).toBe(`# \`${meta.id}\``);
      expect(/^\*\*Severity:\*\* (\w+)/m.exec(text)?.[1]).toBe(meta.severity);
      expect(/^\*\*Title:\*\* (.+?) · \*\*Título:\*\* (.+)$/m.exec(text)?.slice(1)).toEqual([
        meta.title,
        words.title.es,
      ]);
      // The same message ids in both languages (the type check stops a missing one, not one too many).
      expect(Object.keys(words.es).sort()).toEqual(Object.keys(words.en).sort());
      expect(examplesOf(text).length, 'at least one example deck').toBeGreaterThan(0);
    });
  }

  it('reads an example: the deck, its options and what it gives', () => {
    const md = '```deck variant=tribute\n1 A\n```\n\n→ `deck-size` (`size`), `singleton` at line 3 and `banned`.\n';
    expect(examplesOf(md)).toEqual([
      {
        deck: '1 A\n',
        variant: 'tribute',
        config: undefined,
        expect: [
          ['deck-size', 'size', null],
          ['singleton', null, 3],
          ['banned', null, null],
        ],
        said: '→ `deck-size` (`size`), `singleton` at line 3 and `banned`.',
      },
    ]);
    expect(() => examplesOf('```deck\n1 A\n```\n\nIt is fine.\n')).toThrow(/followed by "→/);
    expect(() => examplesOf('```deck\n1 A\n```\n\n→ two problems\n')).toThrow(/is not `rule`/);
  });
});

const PACK_NEED = {
  missing: existsSync(join(PACK, 'index.json')) ? null : `no card pack at ${PACK} (npm run cards:pack builds it)`,
};

describeNeeding([PACK_NEED], 'rule README examples on the card pack', () => {
  for (const { meta } of RULES) {
    it(`${meta.id}: every example deck gives what its README says`, async () => {
      const cards = await openPackDir(PACK);
      for (const example of examplesOf(readme(meta.id))) {
        const report = await checkDeck(example.deck, {
          cards,
          config: example.config ?? false,
          variant: example.variant,
        });
        const got = report.problems.map((p, i) => {
          const want = example.expect[i];
          return [p.rule, want?.[1] === null ? null : p.messageId, want?.[2] === null ? null : p.line];
        });
        const messages = report.problems.map((p) => `${p.rule} line ${p.line}: ${p.message}`).join('\n');
        expect(got, `${example.said}\n${example.deck}\ngave:\n${messages}`).toEqual(example.expect);
      }
    });
  }
});
