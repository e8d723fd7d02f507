import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LiteralRef,
  readLiteralFile,
  readLiteralModule,
  TcgdexLiteralError,
  type LiteralValue,
} from '../../src/sources/tcgdex/literal.js';

const FILE = 'data/Serie/Set/1.ts';
const read = (source: string, options = {}) => readLiteralModule(source, FILE, options);
const valueOf = (body: string) => read(`const card: Card = ${body}\nexport default card\n`).value;

/** The reader's error for `source`, checked to name the file and a position. */
function rejection(source: string, options = {}): TcgdexLiteralError {
  try {
    read(source, options);
  } catch (error) {
    expect(error).toBeInstanceOf(TcgdexLiteralError);
    const e = error as TcgdexLiteralError;
    expect(e.message).toMatch(new RegExp(`^${FILE.replace(/[.]/g, '\\.')}:\\d+:\\d+: `));
    expect(e.file).toBe(FILE);
    return e;
  }
  throw new Error(`accepted: ${source}`);
}

const card = (fields: string) => `import { Card } from "../../../interfaces"
import Set from "../Set"

const card: Card = {
${fields}
}

export default card
`;

describe('TCGdex literal reader: what the data files contain', () => {
  it('reads a real-looking card module', () => {
    const mod = read(
      card(`	dexId: [6],
	set: Set,
	name: {
		fr: "Dracaufeu-ex",
		en: "Charizard ex",
		'es-mx': 'Charizard ex',
	},
	hp: 330,
	types: ["Darkness"],
	stage: "Stage2",
	attacks: [{
		cost: ["Fire", "Fire"],
		name: { en: "Burning Darkness" },
		damage: "180+"
	}],
	weaknesses: [{ type: "Grass", value: "×2", },],
	retreat: 2,
	illustrator: undefined,`),
    );
    expect(mod.name).toBe('card');
    expect(mod.type).toBe('Card');
    expect(mod.exported).toBe(true);
    expect(mod.imports).toEqual(
      new Map([
        ['Card', '../../../interfaces'],
        ['Set', '../Set'],
      ]),
    );
    const v = mod.value as Record<string, LiteralValue>;
    expect(v.set).toEqual(new LiteralRef('Set', '../Set'));
    expect(v.set).toBeInstanceOf(LiteralRef);
    expect(v.name).toEqual({ fr: 'Dracaufeu-ex', en: 'Charizard ex', 'es-mx': 'Charizard ex' });
    expect(v.attacks).toEqual([{ cost: ['Fire', 'Fire'], name: { en: 'Burning Darkness' }, damage: '180+' }]);
    expect(v.weaknesses).toEqual([{ type: 'Grass', value: '×2' }]);
    expect('illustrator' in (v as object)).toBe(true);
    expect(v.illustrator).toBeUndefined();
  });

  it.each([
    ['export default with a semicolon', 'const card: Card = { a: 1 };\nexport default card;'],
    ['export default without one', 'const card: Card = { a: 1 }\nexport default card'],
    ['no export at all', 'const card: Card = { a: 1 }'],
    ['no type annotation', 'const card = { a: 1 }\nexport default card'],
    ['export const', 'export const card: Card = { a: 1 }'],
    ['a qualified type', 'const card: T.Card = { a: 1 }'],
    ['CRLF line ends', 'import Set from "../Set"\r\nconst card: Card = {\r\n\ta: 1,\r\n}\r\nexport default card\r\n'],
    ['a byte order mark', '\uFEFFconst card: Card = { a: 1 }'],
    [
      'comments everywhere',
      '// head\n/* block\n */ const /* c */ card: Card = { // x\n a: /* y */ 1, // z\n}\n// tail',
    ],
    [
      'import forms',
      'import "x"\nimport * as N from "n"\nimport type { T } from "t";\nimport D, { A as B, type C } from \'m\'\nconst card = { a: 1 }',
    ],
  ])('accepts %s', (_name, source) => {
    expect(read(source).value).toEqual({ a: 1 });
  });

  it('reads strings in every quote, with their escapes', () => {
    expect(
      valueOf(
        String.raw`{ a: "d\"q", b: 'it\'s', c: ` +
          '`back\ntick $ {x}`' +
          String.raw`, d: "\n\t\r\b\f\v\0", e: "\x41\u00e9\u{1F600}", f: "a\
b", g: "\\", h: "\q", i: "https://a.b/c // not a comment /* nor this */" }`,
      ),
    ).toEqual({
      a: 'd"q',
      b: "it's",
      c: 'back\ntick $ {x}',
      d: '\n\t\r\b\f\v\0',
      e: 'Aé😀',
      f: 'ab',
      g: '\\',
      h: 'q',
      i: 'https://a.b/c // not a comment /* nor this */',
    });
  });

  it('reads numbers, keywords, keys and trailing commas', () => {
    expect(
      valueOf(
        `{ a: -12, b: 3.5, c: .5, d: 1e3, e: -2.5E-2, f: 0, g: true, h: false, i: null, 'j k': 1, "l": [1, 2,], 0: 'zero', default: 1, get: 2, set: 3, new: 4, }`,
      ),
    ).toEqual({
      a: -12,
      b: 3.5,
      c: 0.5,
      d: 1000,
      e: -0.025,
      f: 0,
      g: true,
      h: false,
      i: null,
      'j k': 1,
      l: [1, 2],
      0: 'zero',
      default: 1,
      get: 2,
      set: 3,
      new: 4,
    });
  });

  it('joins "a" + "b" string concatenation across lines and quote kinds', () => {
    expect(valueOf(`{ en: "Flip a coin. If heads, " +\n\t\t"prevent all " + 'damage ' + \`done.\` }`)).toEqual({
      en: 'Flip a coin. If heads, prevent all damage done.',
    });
  });

  it('turns imported names into references and nothing else', () => {
    const mod = read('import serie from "../Scarlet & Violet"\nconst set: Set = { serie: serie, list: [serie] }');
    expect(mod.value).toEqual({
      serie: new LiteralRef('serie', '../Scarlet & Violet'),
      list: [new LiteralRef('serie', '../Scarlet & Violet')],
    });
  });

  it('keeps "__proto__" as a plain key and never touches a prototype', () => {
    const v = valueOf('{ "__proto__": { polluted: true }, a: 1 }') as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.keys(v)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names the line and column of a problem', () => {
    const e = rejection('const card: Card = {\n\tname: "x",\n\thp: foo(),\n}');
    expect(e.line).toBe(3);
    expect(e.column).toBe(6);
    expect(e.message).toContain('function call `foo(…)`');
    expect(e.message).toContain('found "foo(),"');
  });
});

describe('TCGdex literal reader: hostile modules are rejected, never run', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).pwned;
  });

  it.each([
    ['process.exit(3)', card('\tname: process.exit(3),'), /function call `process\.exit\(…\)`/],
    ['a statement after the export', card('\tname: "x",') + 'process.exit(3)\n', /expected the end of the file/],
    ['a statement before the constant', 'process.exit(3)\nconst card = {}', /expected `const/],
    ['a call on the literal', 'const card = {}\n(globalThis.pwned = 1)', /function call/],
    ['a function call', card('\tname: fetch("https://evil.example"),'), /function call `fetch\(…\)`/],
    ['a call of an import', card('\tset: Set(),'), /function call `Set\(…\)`/],
    ['a member access', card('\tname: Set.name,'), /member access `Set\.name`/],
    ['a getter', card('\tget name() { globalThis.pwned = 1; return "x" },'), /getter/],
    ['a setter', card('\tset name(v) { globalThis.pwned = v },'), /setter/],
    ['a method', card('\tname() { return 1 },'), /method `name\(\)`/],
    ['an async method', card('\tasync name() {},'), /async/],
    ['a generator', card('\t*name() {},'), /generator/],
    ['an arrow', card('\tname: () => (globalThis.pwned = 1),'), /arrow function/],
    ['a one-parameter arrow', card('\tname: x => x,'), /arrow function/],
    ['a function', card('\tname: function () { globalThis.pwned = 1 },'), /a function is not allowed/],
    ['an IIFE', card('\tname: (() => { globalThis.pwned = 1 })(),'), /parenthesised expression or arrow/],
    ['a template interpolation', card('\tname: `${globalThis.pwned = 1}`,'), /template interpolation/],
    ['a tagged template', card('\tname: "a"`x`,'), /tagged template/],
    ['a computed key', card('\t[globalThis.pwned = 1]: 1,'), /computed key/],
    ['an object spread', card('\t...Set,'), /spread/],
    ['an array spread', card('\ttypes: [...Set],'), /spread/],
    ['new', card('\tname: new Date(),'), /`new` expression/],
    ['an import() expression', card('\tname: import("fs"),'), /import\(\) expression/],
    ['a top-level import()', 'import("fs")\nconst card = {}', /import\(\) expression/],
    ['require', card('\tname: require("fs"),'), /require\(\) call/],
    ['eval', card('\tname: eval("1"),'), /eval/],
    ['this', card('\tname: this,'), /`this`/],
    ['typeof', card('\tname: typeof Set,'), /`typeof` operator/],
    ['a number operator', card('\thp: 1 + 2,'), /`\+` is only accepted between two strings/],
    ['a string plus a number', card('\tname: "a" + 1,'), /`\+` is only accepted between two strings/],
    ['a string minus', card('\tname: "a" - "b",'), /operator or expression/],
    ['logical operators', card('\tname: "a" || "b",'), /operator or expression/],
    ['a conditional', card('\thp: true ? 1 : 2,'), /operator or expression/],
    ['an assignment', card('\thp: Set = 1,'), /operator or expression/],
    ['unary plus', card('\thp: +1,'), /expected a value/],
    ['negated string', card('\thp: -"1",'), /`-` is only accepted before a number/],
    ['an unknown identifier', card('\tname: globalThis,'), /`globalThis` is not a literal nor an imported name/],
    ['Infinity', card('\thp: Infinity,'), /not a literal nor an imported name/],
    ['a shorthand property', card('\tSet,'), /shorthand property/],
    ['a type assertion', card('\thp: 1 as number,'), /type assertion `as`/],
    ['a hex number', card('\thp: 0x10,'), /only decimal numbers/],
    ['a legacy octal', card('\thp: 010,'), /legacy octal/],
    ['a BigInt', card('\thp: 10n,'), /number followed by letters/],
    ['an octal escape', card('\tname: "\\101",'), /octal escape/],
    ['a bad unicode escape', card('\tname: "\\u12",'), /hexadecimal escape/],
    ['a duplicate key', card('\tname: "a",\n\tname: "b",'), /duplicate key "name"/],
    ['an array hole', card('\ttypes: [1,,2],'), /array hole/],
    ['an unterminated string', 'const card = { a: "x }', /unterminated string/],
    ['a line break in quotes', 'const card = { a: "x\n" }', /line break inside quotes/],
    ['an unterminated comment', 'const card = { /* a: 1 }', /unterminated \/\* comment/],
    ['a missing brace', 'const card = { a: 1', /expected `,` or `}`|end of file/],
    ['let', 'let card = {}', /expected `const/],
    ['an export of another name', 'const card = {}\nexport default other', /expected `export default card`/],
    ['a non-object value', 'const card = [1]', /expected an object literal/],
    ['a generic type', 'const card: Array<Card> = {}', /only a plain type name/],
  ])('rejects %s', (_name, source, reason) => {
    const e = rejection(source);
    expect(e.message).toMatch(reason);
    expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  });

  it('caps nesting depth with a clear error (and no stack overflow)', () => {
    const deep = (n: number) => `const card = ${'{ a: ['.repeat(n)}1${']}'.repeat(n)}`;
    expect(() => read(deep(10))).not.toThrow();
    expect(rejection(deep(40)).message).toMatch(/nesting deeper than 64 levels/);
    expect(rejection(deep(100_000)).message).toMatch(/nesting deeper than 64 levels/);
    expect(rejection(deep(3), { maxDepth: 5 }).message).toMatch(/nesting deeper than 5 levels/);
  });

  it('caps file size, before reading from disk', () => {
    expect(rejection(`const card = { a: "${'x'.repeat(2000)}" }`, { maxBytes: 1000 }).message).toMatch(
      /file larger than 1000 bytes/,
    );
    const dir = mkdtempSync(join(tmpdir(), 'totem-literal-'));
    const file = join(dir, 'big.ts');
    writeFileSync(file, `const card = { a: "${'x'.repeat(1024 * 1024)}" }`);
    expect(() => readLiteralFile(file)).toThrow(/big\.ts:1:1: file larger than 1048576 bytes/);
    expect(readLiteralFile(file, { maxBytes: 2 * 1024 * 1024 }).value).toEqual({ a: 'x'.repeat(1024 * 1024) });
  });

  it('reports an unreadable file as its own error', () => {
    expect(() => readLiteralFile('/nonexistent/x.ts')).toThrow(TcgdexLiteralError);
    expect(() => readLiteralFile('/nonexistent/x.ts')).toThrow(/^\/nonexistent\/x\.ts:1:1: cannot read the file/);
  });

  it('runs nothing: a module that would set globalThis.pwned leaves it unset, accepted or not', () => {
    const sources = [
      'const card = { a: "globalThis.pwned = 1" }',
      'const card = { a: `${"x"}` }',
      'const card = { get a() { return (globalThis.pwned = 1) } }',
      'const card = { a: (globalThis.pwned = 1) }',
      'const card = {}; globalThis.pwned = 1',
      'globalThis.pwned = 1\nconst card = {}',
      'import "data:text/javascript,globalThis.pwned=1"\nconst card = { a: 1 }',
    ];
    for (const source of sources) {
      try {
        read(source);
      } catch (error) {
        expect(error).toBeInstanceOf(TcgdexLiteralError);
      }
    }
    expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  });

  // The deadline is the test's own: a reader quadratic in the module's size would not finish 20,000 entries in it.
  it('reads a large module within a wide deadline', () => {
    const entries = Array.from({ length: 20_000 }, (_, i) => `\t{ name: { en: "Card ${i}" }, hp: ${i}, },`);
    const source = `const card = { list: [\n${entries.join('\n')}\n] }`;
    const v = read(source, { maxBytes: 4 * 1024 * 1024 }).value as { list: unknown[] };
    expect(v.list).toHaveLength(20_000);
  }, 30_000);
});

/** Print a JSON value as a TypeScript object literal, in one of several styles the data files use. */
function printTs(value: unknown, style: { single: boolean; trailing: boolean; bare: boolean }, indent = ''): string {
  const str = (s: string): string =>
    style.single ? `'${JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'` : JSON.stringify(s);
  if (value === null || typeof value !== 'object')
    return typeof value === 'string' ? str(value) : JSON.stringify(value);
  const inner = `${indent}\t`;
  const comma = style.trailing ? ',' : '';
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => inner + printTs(v, style, inner)).join(',\n')}${comma}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (!entries.length) return '{}';
  const key = (k: string): string => (style.bare && /^[A-Za-z_$][\w$]*$/.test(k) ? k : str(k));
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${printTs(v, style, inner)}`).join(',\n')}${comma}\n${indent}}`;
}

describe('TCGdex literal reader: properties', () => {
  it('a JSON value printed as a TypeScript module reads back as the same value', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 6 }),
        fc.record({ single: fc.boolean(), trailing: fc.boolean(), bare: fc.boolean() }),
        (value, style) => {
          const source = `import { Card } from "../../../interfaces"\n\nconst card: Card = {\n\tv: ${printTs(value, style, '\t')}${style.trailing ? ',' : ''}\n}\n\nexport default card\n`;
          const read = readLiteralModule(source, 'p.ts').value as { v: unknown };
          expect(read.v).toStrictEqual(JSON.parse(JSON.stringify(value)));
        },
      ),
      { numRuns: 400 },
    );
  });

  const throwsOnlyOwnError = (source: string): void => {
    try {
      readLiteralModule(source, 'fuzz.ts');
    } catch (error) {
      if (!(error instanceof TcgdexLiteralError)) throw error;
      expect(error.message.startsWith('fuzz.ts:')).toBe(true);
    }
  };

  /** Only data: no function, no class instance but a LiteralRef, no prototype but Object's and Array's. */
  const onlyData = (value: unknown): boolean =>
    value === null ||
    ['string', 'number', 'boolean', 'undefined'].includes(typeof value) ||
    value instanceof LiteralRef ||
    (Array.isArray(value) && value.every(onlyData)) ||
    (typeof value === 'object' &&
      Object.getPrototypeOf(value) === Object.prototype &&
      Object.values(value as object).every(onlyData));

  it('whatever source is accepted, what comes back is data and nothing ran', () => {
    const token = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"x"',
      "'y'",
      '`z`',
      '1',
      '-2.5',
      'a',
      'Set',
      'undefined',
      'null',
      'true',
      '+',
      '(',
      ')',
      '=>',
      'get',
      '__proto__',
      '"__proto__"',
      ' ',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        try {
          const { value } = readLiteralModule(`import Set from "../S"\nconst card = {${tokens.join('')}`, 'p.ts');
          expect(onlyData(value)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(TcgdexLiteralError);
        }
        expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('random text never throws anything but the reader’s own error', () => {
    fc.assert(fc.property(fc.string({ maxLength: 500 }), throwsOnlyOwnError), { numRuns: 1000 });
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (s) => throwsOnlyOwnError(`const card = ${s}`)),
      { numRuns: 500 },
    );
  });

  it('random token soup inside a literal never throws anything but the reader’s own error', () => {
    const token = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '(',
      ')',
      ',',
      ':',
      ';',
      '"',
      "'",
      '`',
      '${',
      '\\',
      '+',
      '-',
      '.',
      '...',
      '=>',
      '/*',
      '*/',
      '//',
      '\n',
      ' ',
      'a',
      'get',
      'set',
      'Set',
      'undefined',
      'new',
      '0',
      '1.5',
      'e',
      '0x',
      '\u2028',
      '"\\u{',
      'δ',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 80 }), (tokens) =>
        throwsOnlyOwnError(`import Set from "../S"\nconst card: Card = {${tokens.join('')}`),
      ),
      { numRuns: 2000 },
    );
  });
});
