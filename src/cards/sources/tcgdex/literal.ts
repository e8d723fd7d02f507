import { readFileSync, statSync } from 'node:fs';

/**
 * A strict reader for the TCGdex data modules (`data/<Serie>/<Set>/<localId>.ts`): TypeScript files whose only
 * content is a few `import` lines, `const card: Card = { … }` and `export default card`. The value is read as
 * data, character by character; nothing from the file is ever evaluated, imported or compiled, so a hostile
 * checkout cannot run code on a player's machine.
 *
 * Accepted: objects, arrays, strings in `"` `'` and backticks without `${}`, their escapes, numbers (negative,
 * decimal, exponent), `true` `false` `null` `undefined`, quoted and unquoted keys, trailing commas, `"a" + "b"`
 * string concatenation, `//` and `/* *\/` comments, and bare identifiers bound by an `import` (`set: Set`),
 * which become a {@link LiteralRef}. Everything else — calls, arrows, functions, getters, methods, spread,
 * computed keys, template interpolation, `new`, other operators — is a {@link TcgdexLiteralError} naming the
 * file, line and column and what was found. Time is linear in the file's size; nesting depth and size are capped.
 */

export const MAX_LITERAL_DEPTH = 64;
export const MAX_LITERAL_BYTES = 1024 * 1024;

/** Every failure of the reader: the file, 1-based line and column, what was expected and what was found. */
export class TcgdexLiteralError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
    readonly found: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}${found ? ` (found ${found})` : ''}`);
    this.name = 'TcgdexLiteralError';
  }
}

/** A bare identifier bound by an import (`set: Set`): the module is never followed, only named. */
export class LiteralRef {
  constructor(
    readonly $ref: string,
    /** The import's module specifier (`"../Obsidian Flames"`), when the binding comes from one. */
    readonly from: string,
  ) {}
}

export type LiteralValue =
  string | number | boolean | null | undefined | LiteralRef | LiteralValue[] | { [key: string]: LiteralValue };

export type LiteralObject = { [key: string]: LiteralValue };

export interface LiteralModule {
  /** The declared constant's name (`card`). */
  name: string;
  /** Its type annotation (`Card`), or null without one. */
  type: string | null;
  value: LiteralValue;
  /** Local import bindings → module specifier. */
  imports: Map<string, string>;
  /** True when the file ends with `export default <name>`. */
  exported: boolean;
}

export interface LiteralOptions {
  maxDepth?: number;
  maxBytes?: number;
}

export function isLiteralObject(value: LiteralValue): value is LiteralObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof LiteralRef);
}

const enum C {
  Tab = 9,
  LF = 10,
  VT = 11,
  FF = 12,
  CR = 13,
  Space = 32,
  Quote = 34,
  Dollar = 36,
  Apostrophe = 39,
  LParen = 40,
  Star = 42,
  Plus = 43,
  Comma = 44,
  Minus = 45,
  Dot = 46,
  Slash = 47,
  D0 = 48,
  D9 = 57,
  Colon = 58,
  Semicolon = 59,
  Equals = 61,
  Greater = 62,
  LBracket = 91,
  Backslash = 92,
  RBracket = 93,
  Underscore = 95,
  Backtick = 96,
  LBrace = 123,
  RBrace = 125,
  NBSP = 0xa0,
  LS = 0x2028,
  PS = 0x2029,
  BOM = 0xfeff,
}

const ID_START = /[\p{ID_Start}$_]/u;
const ID_CONTINUE = /[\p{ID_Continue}$_\u200c\u200d]/u;

function isIdStart(c: number): boolean {
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === C.Dollar || c === C.Underscore;
  return ID_START.test(String.fromCharCode(c));
}

function isIdPart(c: number): boolean {
  if (c < 128) return isIdStart(c) || (c >= C.D0 && c <= C.D9);
  return ID_CONTINUE.test(String.fromCharCode(c));
}

function isDigit(c: number): boolean {
  return c >= C.D0 && c <= C.D9;
}

function isLineBreak(c: number): boolean {
  return c === C.LF || c === C.CR || c === C.LS || c === C.PS;
}

function isSpace(c: number): boolean {
  return (
    c === C.Space ||
    c === C.Tab ||
    c === C.VT ||
    c === C.FF ||
    c === C.NBSP ||
    c === C.BOM ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** Words that start code, with the name the error gives them. */
const CODE_WORDS = new Map<string, string>(
  Object.entries({
    new: 'a `new` expression',
    function: 'a function',
    async: 'an async function',
    class: 'a class',
    this: '`this`',
    typeof: 'a `typeof` operator',
    void: 'a `void` operator',
    delete: 'a `delete` operator',
    await: 'an `await` expression',
    yield: 'a `yield` expression',
    import: 'an import() expression',
    super: '`super`',
    require: 'a require() call',
    eval: 'eval',
  }),
);

class Reader {
  private pos = 0;
  private readonly imports = new Map<string, string>();

  constructor(
    private readonly src: string,
    private readonly file: string,
    private readonly maxDepth: number,
  ) {}

  // ——— errors ———

  private fail(reason: string, at = this.pos, found?: string): never {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < at && i < this.src.length; i++) {
      const c = this.src.charCodeAt(i);
      if (c === C.LF || c === C.LS || c === C.PS || (c === C.CR && this.src.charCodeAt(i + 1) !== C.LF)) {
        line++;
        lineStart = i + 1;
      }
    }
    throw new TcgdexLiteralError(this.file, line, at - lineStart + 1, reason, found ?? this.snippet(at));
  }

  /** The text at `at`, up to the end of its line (30 characters at most), quoted; or "end of file". */
  private snippet(at: number): string {
    if (at >= this.src.length) return 'end of file';
    let end = at;
    while (end < this.src.length && end - at < 30 && !isLineBreak(this.src.charCodeAt(end))) end++;
    return JSON.stringify(this.src.slice(at, end));
  }

  // ——— trivia ———

  private skipTrivia(): void {
    const src = this.src;
    for (;;) {
      const c = src.charCodeAt(this.pos);
      if (isSpace(c) || isLineBreak(c)) {
        this.pos++;
      } else if (c === C.Slash && src.charCodeAt(this.pos + 1) === C.Slash) {
        this.pos += 2;
        while (this.pos < src.length && !isLineBreak(src.charCodeAt(this.pos))) this.pos++;
      } else if (c === C.Slash && src.charCodeAt(this.pos + 1) === C.Star) {
        const end = src.indexOf('*/', this.pos + 2);
        if (end < 0) this.fail('unterminated /* comment');
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  private peek(): number {
    this.skipTrivia();
    return this.src.charCodeAt(this.pos);
  }

  private eat(c: number): boolean {
    if (this.peek() !== c) return false;
    this.pos++;
    return true;
  }

  private expect(c: number, what: string): void {
    if (!this.eat(c)) this.fail(`expected ${what}`);
  }

  /** An identifier at the cursor (after trivia), or null. Escapes in identifiers are not accepted. */
  private identifier(): string | null {
    this.skipTrivia();
    const start = this.pos;
    if (!isIdStart(this.src.charCodeAt(start))) return null;
    let end = start + 1;
    while (end < this.src.length && isIdPart(this.src.charCodeAt(end))) end++;
    this.pos = end;
    return this.src.slice(start, end);
  }

  private word(expected: string): boolean {
    const save = this.pos;
    if (this.identifier() === expected) return true;
    this.pos = save;
    return false;
  }

  // ——— module ———

  module(): LiteralModule {
    for (;;) {
      const save = this.pos;
      const word = this.identifier();
      if (word === 'import') this.importDeclaration(save);
      else {
        this.pos = save;
        break;
      }
    }
    this.skipTrivia();
    const declStart = this.pos;
    let word = this.identifier();
    if (word === 'export') word = this.identifier();
    if (word !== 'const') this.fail('expected `const <name>: <Type> = { … }`', declStart);
    const name = this.identifier();
    if (!name) this.fail('expected the constant’s name after `const`');
    let type: string | null = null;
    if (this.eat(C.Colon)) type = this.typeName();
    this.expect(C.Equals, '`=` after the declaration');
    if (this.peek() !== C.LBrace) this.fail('expected an object literal `{` after `=`');
    const value = this.object(1);
    // After the literal: `;`, a new statement (`export default …`) or the end; never `(`, `.`, `+` …
    if (!this.eat(C.Semicolon)) {
      const save = this.pos;
      if (this.identifier() === null) this.rejectOperator();
      this.pos = save;
    }
    let exported = false;
    this.skipTrivia();
    const exportStart = this.pos;
    if (this.word('export')) {
      if (!this.word('default')) this.fail('expected `export default <name>`', exportStart);
      this.skipTrivia();
      const at = this.pos;
      const exportedName = this.identifier();
      if (exportedName !== name) this.fail(`expected \`export default ${name}\``, at);
      exported = true;
      this.eat(C.Semicolon);
    }
    this.skipTrivia();
    if (this.pos < this.src.length) this.fail('expected the end of the file');
    return { name, type, value, imports: this.imports, exported };
  }

  /** `import X from "m"`, `import { A, B as C } from 'm'`, `import * as N from "m"`, `import "m"`, `import type …`. */
  private importDeclaration(start: number): void {
    const c = this.peek();
    if (c === C.LParen || c === C.Dot) this.fail('an import() expression is not allowed in a data file', start);
    if (c === C.Quote || c === C.Apostrophe) {
      this.quotedString();
      this.eat(C.Semicolon);
      return;
    }
    const bound: string[] = [];
    this.typeModifier();
    if (this.peek() !== C.LBrace && this.peek() !== C.Star) {
      bound.push(this.importName());
      if (this.eat(C.Comma) && this.peek() !== C.LBrace && this.peek() !== C.Star)
        this.fail('expected `{` or `*` after `,` in an import');
    }
    if (this.eat(C.Star)) {
      if (!this.word('as')) this.fail('expected `as` in `import * as <name>`');
      bound.push(this.importName());
    } else if (this.eat(C.LBrace)) {
      while (!this.eat(C.RBrace)) {
        this.typeModifier();
        const imported = this.importName();
        bound.push(this.word('as') ? this.importName() : imported);
        if (!this.eat(C.Comma) && this.peek() !== C.RBrace) this.fail('expected `,` or `}` in an import list');
      }
    }
    if (!this.word('from')) this.fail('expected `from "<module>"` in an import');
    const from = this.quotedString();
    this.eat(C.Semicolon);
    for (const name of bound) this.imports.set(name, from);
  }

  /** Skip a `type` modifier (`import type { A }`, `{ type A }`), but not a binding named `type`. */
  private typeModifier(): void {
    const save = this.pos;
    if (this.identifier() !== 'type') {
      this.pos = save;
      return;
    }
    const after = this.pos;
    const next = this.peek();
    const word = this.identifier();
    this.pos = after;
    if (next === C.Comma || next === C.RBrace || word === 'from' || word === 'as') this.pos = save;
  }

  private importName(): string {
    const name = this.identifier();
    if (!name) this.fail('expected a name in an import');
    return name;
  }

  /** `Card`, `Types.Card`; generics and unions are not data files' business. */
  private typeName(): string {
    const parts: string[] = [];
    do {
      const part = this.identifier();
      if (!part) this.fail('expected a type name after `:`');
      parts.push(part);
    } while (this.eat(C.Dot));
    if (this.peek() !== C.Equals) this.fail('expected `=` after the type name (only a plain type name is accepted)');
    return parts.join('.');
  }

  // ——— values ———

  private value(depth: number): LiteralValue {
    if (depth >= this.maxDepth) this.fail(`nesting deeper than ${this.maxDepth} levels`);
    const first = this.primary(depth);
    if (this.peek() !== C.Plus) {
      this.rejectOperator();
      return first;
    }
    let text = first;
    while (this.peek() === C.Plus) {
      const at = this.pos;
      if (typeof text !== 'string') this.fail('`+` is only accepted between two strings', at);
      this.pos++;
      const c = this.peek();
      if (c !== C.Quote && c !== C.Apostrophe && c !== C.Backtick)
        this.fail('`+` is only accepted between two strings', this.pos);
      text += this.stringLiteral();
    }
    this.rejectOperator();
    return text;
  }

  /** After a value only `,` `}` `]` `;` or the end may follow; name anything else. */
  private rejectOperator(): void {
    const c = this.peek();
    if (c === C.Comma || c === C.RBrace || c === C.RBracket || c === C.Semicolon || Number.isNaN(c)) return;
    if (c === C.LParen) this.fail('a function call is not allowed in a data file');
    if (c === C.Dot) this.fail('a member access is not allowed in a data file');
    if (c === C.LBracket) this.fail('an index expression is not allowed in a data file');
    if (c === C.Backtick) this.fail('a tagged template is not allowed in a data file');
    const save = this.pos;
    const word = this.identifier();
    if (word) {
      this.pos = save;
      if (word === 'as' || word === 'satisfies')
        this.fail(`a type assertion \`${word}\` is not allowed in a data file`);
      this.fail('expected `,` or the end of the object or array');
    }
    this.fail('an operator or expression is not allowed in a data file (only literals and `"a" + "b"`)');
  }

  private primary(depth: number): LiteralValue {
    const c = this.peek();
    if (c === C.LBrace) return this.object(depth + 1);
    if (c === C.LBracket) return this.array(depth + 1);
    if (c === C.Quote || c === C.Apostrophe || c === C.Backtick) return this.stringLiteral();
    if (isDigit(c) || c === C.Minus || (c === C.Dot && isDigit(this.src.charCodeAt(this.pos + 1))))
      return this.number();
    if (c === C.LParen) this.fail('a parenthesised expression or arrow function is not allowed in a data file');
    if (c === C.Dot && this.src.startsWith('...', this.pos)) this.fail('a spread `...` is not allowed in a data file');
    if (Number.isNaN(c)) this.fail('unexpected end of file, expected a value');
    const start = this.pos;
    const word = this.identifier();
    if (word === null) this.fail('expected a value');
    switch (word) {
      case 'true':
        return true;
      case 'false':
        return false;
      case 'null':
        return null;
      case 'undefined':
        return undefined;
    }
    const code = CODE_WORDS.get(word);
    if (code) this.fail(`${code} is not allowed in a data file`, start);
    const next = this.peek();
    if (next === C.Equals && this.src.charCodeAt(this.pos + 1) === C.Greater)
      this.fail('an arrow function is not allowed in a data file', start);
    if (next === C.LParen || next === C.Dot) {
      let path = word;
      while (this.eat(C.Dot)) path += `.${this.identifier() ?? '?'}`;
      if (this.peek() === C.LParen) this.fail(`a function call \`${path}(…)\` is not allowed in a data file`, start);
      this.fail(`a member access \`${path}\` is not allowed in a data file`, start);
    }
    const from = this.imports.get(word);
    if (from === undefined) this.fail(`\`${word}\` is not a literal nor an imported name`, start);
    return new LiteralRef(word, from);
  }

  private object(depth: number): LiteralObject {
    if (depth >= this.maxDepth) this.fail(`nesting deeper than ${this.maxDepth} levels`);
    this.pos++; // {
    const out: LiteralObject = {};
    const seen = new Set<string>();
    for (;;) {
      const c = this.peek();
      if (c === C.RBrace) {
        this.pos++;
        return out;
      }
      const keyStart = this.pos;
      const key = this.propertyKey();
      if (seen.has(key)) this.fail(`duplicate key ${JSON.stringify(key)}`, keyStart);
      seen.add(key);
      this.expect(C.Colon, '`:` after the key');
      const value = this.value(depth);
      // A key like "__proto__" stays an own data property, as JSON.parse makes it.
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      if (this.eat(C.Comma)) continue;
      if (this.peek() !== C.RBrace) this.fail('expected `,` or `}` in an object');
    }
  }

  private propertyKey(): string {
    const c = this.peek();
    const start = this.pos;
    if (c === C.Quote || c === C.Apostrophe) return this.quotedString();
    if (c === C.Backtick) this.fail('a template literal cannot be a key');
    if (c === C.LBracket) this.fail('a computed key `[…]` is not allowed in a data file');
    if (c === C.Dot && this.src.startsWith('...', this.pos)) this.fail('a spread `...` is not allowed in a data file');
    if (c === C.Star) this.fail('a generator method is not allowed in a data file');
    if (isDigit(c)) {
      const n = this.number();
      if (!Number.isInteger(n) || n < 0) this.fail('a numeric key must be a non-negative integer', start);
      return String(n);
    }
    const word = this.identifier();
    if (word === null) this.fail('expected a key (a name or a quoted string)');
    const next = this.peek();
    if (next === C.LParen) this.fail(`a method \`${word}()\` is not allowed in a data file`, start);
    if (next === C.Comma || next === C.RBrace)
      this.fail(`a shorthand property \`${word}\` is not allowed in a data file (write \`${word}: ${word}\`)`, start);
    if (next !== C.Colon && (word === 'get' || word === 'set'))
      this.fail(`a ${word}ter is not allowed in a data file`, start);
    if (next !== C.Colon && word === 'async') this.fail('an async method is not allowed in a data file', start);
    return word;
  }

  private array(depth: number): LiteralValue[] {
    if (depth >= this.maxDepth) this.fail(`nesting deeper than ${this.maxDepth} levels`);
    this.pos++; // [
    const out: LiteralValue[] = [];
    for (;;) {
      const c = this.peek();
      if (c === C.RBracket) {
        this.pos++;
        return out;
      }
      if (c === C.Comma) this.fail('an array hole `,,` is not allowed in a data file');
      if (c === C.Dot && this.src.startsWith('...', this.pos))
        this.fail('a spread `...` is not allowed in a data file');
      out.push(this.value(depth));
      if (this.eat(C.Comma)) continue;
      if (this.peek() !== C.RBracket) this.fail('expected `,` or `]` in an array');
    }
  }

  // ——— strings and numbers ———

  private stringLiteral(): string {
    return this.peek() === C.Backtick ? this.template() : this.quotedString();
  }

  private quotedString(): string {
    this.skipTrivia();
    const quote = this.src.charCodeAt(this.pos);
    if (quote !== C.Quote && quote !== C.Apostrophe) this.fail('expected a quoted string');
    const start = this.pos;
    this.pos++;
    let out = '';
    let chunk = this.pos;
    for (;;) {
      if (this.pos >= this.src.length) this.fail('unterminated string', start, 'end of file');
      const c = this.src.charCodeAt(this.pos);
      if (c === quote) {
        out += this.src.slice(chunk, this.pos);
        this.pos++;
        return out;
      }
      if (c === C.LF || c === C.CR) this.fail('unterminated string (a line break inside quotes)', start);
      if (c === C.Backslash) {
        out += this.src.slice(chunk, this.pos);
        out += this.escape();
        chunk = this.pos;
      } else {
        this.pos++;
      }
    }
  }

  /** A backtick string without `${…}`; its raw line breaks are kept (CRLF read as LF, as JavaScript does). */
  private template(): string {
    const start = this.pos;
    this.pos++;
    let out = '';
    let chunk = this.pos;
    for (;;) {
      if (this.pos >= this.src.length) this.fail('unterminated template string', start, 'end of file');
      const c = this.src.charCodeAt(this.pos);
      if (c === C.Backtick) {
        out += this.src.slice(chunk, this.pos);
        this.pos++;
        return out;
      }
      if (c === C.Dollar && this.src.charCodeAt(this.pos + 1) === C.LBrace)
        this.fail('a template interpolation `${…}` is not allowed in a data file');
      if (c === C.Backslash) {
        out += this.src.slice(chunk, this.pos);
        out += this.escape();
        chunk = this.pos;
      } else if (c === C.CR) {
        out += `${this.src.slice(chunk, this.pos)}\n`;
        this.pos += this.src.charCodeAt(this.pos + 1) === C.LF ? 2 : 1;
        chunk = this.pos;
      } else {
        this.pos++;
      }
    }
  }

  /** One escape sequence at the cursor (a backslash); returns the characters it stands for. */
  private escape(): string {
    const start = this.pos;
    this.pos++;
    if (this.pos >= this.src.length) this.fail('unterminated string', start, 'end of file');
    const c = this.src[this.pos]!;
    this.pos++;
    switch (c) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'v':
        return '\v';
      case '0':
        if (isDigit(this.src.charCodeAt(this.pos))) this.fail('an octal escape is not allowed', start);
        return '\0';
      case 'x':
        return String.fromCharCode(this.hex(2, start));
      case 'u': {
        if (this.src.charCodeAt(this.pos) !== C.LBrace) return String.fromCharCode(this.hex(4, start));
        this.pos++;
        const close = this.src.indexOf('}', this.pos);
        const digits = close < 0 ? '' : this.src.slice(this.pos, close);
        if (!/^[0-9a-fA-F]{1,6}$/.test(digits)) this.fail('a bad \\u{…} escape', start);
        const code = Number.parseInt(digits, 16);
        if (code > 0x10ffff) this.fail('a \\u{…} escape beyond U+10FFFF', start);
        this.pos = close + 1;
        return String.fromCodePoint(code);
      }
      case '\r':
        if (this.src.charCodeAt(this.pos) === C.LF) this.pos++;
        return '';
      case '\n':
      case '\u2028':
      case '\u2029':
        return '';
      default:
        if (c >= '1' && c <= '9') this.fail('an octal escape is not allowed', start);
        return c;
    }
  }

  private hex(length: number, start: number): number {
    const digits = this.src.slice(this.pos, this.pos + length);
    if (digits.length !== length || !/^[0-9a-fA-F]+$/.test(digits)) this.fail('a bad hexadecimal escape', start);
    this.pos += length;
    return Number.parseInt(digits, 16);
  }

  /** `-12`, `3.5`, `.5`, `1e3`, `-0`. Hex, octal, binary, separators and BigInt are not data files' business. */
  private number(): number {
    this.skipTrivia();
    const start = this.pos;
    let negative = false;
    if (this.src.charCodeAt(this.pos) === C.Minus) {
      negative = true;
      this.pos++;
      this.skipTrivia();
      const c = this.src.charCodeAt(this.pos);
      if (!isDigit(c) && !(c === C.Dot && isDigit(this.src.charCodeAt(this.pos + 1))))
        this.fail('`-` is only accepted before a number', start);
    }
    const digits = this.pos;
    const src = this.src;
    const second = src.charCodeAt(this.pos + 1);
    if (src.charCodeAt(this.pos) === C.D0 && isIdStart(second) && second !== 101 && second !== 69)
      this.fail('only decimal numbers are accepted (no hex, octal or binary)', start);
    while (isDigit(src.charCodeAt(this.pos))) this.pos++;
    if (src.charCodeAt(this.pos) === C.Dot) {
      this.pos++;
      while (isDigit(src.charCodeAt(this.pos))) this.pos++;
    }
    const e = src.charCodeAt(this.pos);
    if (e === 101 || e === 69) {
      this.pos++;
      const sign = src.charCodeAt(this.pos);
      if (sign === C.Plus || sign === C.Minus) this.pos++;
      if (!isDigit(src.charCodeAt(this.pos))) this.fail('a bad exponent in a number', start);
      while (isDigit(src.charCodeAt(this.pos))) this.pos++;
    }
    if (isIdPart(src.charCodeAt(this.pos)))
      this.fail('a number followed by letters (hex, BigInt or separators are not accepted)', start);
    const text = src.slice(digits, this.pos);
    if (text.length > 1 && text.charCodeAt(0) === C.D0 && isDigit(text.charCodeAt(1)))
      this.fail('a legacy octal number is not allowed', start);
    const n = Number(text);
    return negative ? -n : n;
  }
}

/** Read one module's text. `file` only names it in errors. Throws {@link TcgdexLiteralError}. */
export function readLiteralModule(source: string, file: string, options: LiteralOptions = {}): LiteralModule {
  const maxBytes = options.maxBytes ?? MAX_LITERAL_BYTES;
  if (source.length > maxBytes)
    throw new TcgdexLiteralError(file, 1, 1, `file larger than ${maxBytes} bytes`, `${source.length} characters`);
  return new Reader(source, file, options.maxDepth ?? MAX_LITERAL_DEPTH).module();
}

/** Read one module from disk (size checked before reading). Throws {@link TcgdexLiteralError}. */
export function readLiteralFile(path: string, options: LiteralOptions = {}): LiteralModule {
  const maxBytes = options.maxBytes ?? MAX_LITERAL_BYTES;
  let text: string;
  try {
    const size = statSync(path).size;
    if (size > maxBytes)
      throw new TcgdexLiteralError(path, 1, 1, `file larger than ${maxBytes} bytes`, `${size} bytes`);
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof TcgdexLiteralError) throw error;
    throw new TcgdexLiteralError(path, 1, 1, `cannot read the file: ${(error as Error).message}`, '');
  }
  return readLiteralModule(text, path, options);
}
