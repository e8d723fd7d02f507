import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readRegularFile } from '../../files/regular-file.js';
import type { ParseResult } from '@babel/parser';

/**
 * @babel/parser (1.8 MB of CommonJS) is loaded on the first TCGdex file read, not with the module: the library's
 * bundle reaches this file, and most runs never read a checkout.
 */
let babel: typeof import('@babel/parser') | undefined;
const parse: (typeof import('@babel/parser'))['parse'] = (...args) =>
  (babel ??= createRequire(import.meta.url)('@babel/parser') as typeof import('@babel/parser')).parse(...args);

/**
 * A strict reader for the TCGdex data modules (`data/<Serie>/<Set>/<localId>.ts`): TypeScript files whose only
 * content is a few `import` lines, `const card: Card = { … }` and `export default card`. The file is parsed by
 * @babel/parser (its TypeScript plugin) and the syntax tree is read as data; nothing from the file is ever
 * evaluated, imported or compiled, so a hostile checkout cannot run code on a player's machine.
 *
 * Accepted in the value: objects, arrays, strings in `"` `'` and backticks without `${}`, decimal numbers (with
 * a `-`), `true` `false` `null` `undefined`, quoted and unquoted keys, `"a" + "b"` string concatenation, and
 * bare identifiers bound by an `import` (`set: Set`), which become a {@link LiteralRef}. Everything else —
 * calls, arrows, functions, getters, methods, spread, computed keys, template interpolation, `new`, other
 * operators, parentheses, type assertions — is a {@link TcgdexLiteralError} naming the file, line and column and
 * what was found. Nesting depth and size are capped.
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

/** The constant's name (`card`), type (`Card` or null), value, imports (name → module), `export default` seen. */
export type LiteralModule = ReturnType<Reader['module']>;

export interface LiteralOptions {
  maxDepth?: number;
  maxBytes?: number;
}

// The syntax tree's node types, taken from the parser's own typings (no second package to depend on).
type File = ParseResult<ReturnType<typeof parse>>;
type Statement = File['program']['body'][number];
type VariableDeclaration = Extract<Statement, { type: 'VariableDeclaration' }>;
type Expression = NonNullable<VariableDeclaration['declarations'][number]['init']>;
type ObjectExpression = Extract<Expression, { type: 'ObjectExpression' }>;
type ArrayExpression = Extract<Expression, { type: 'ArrayExpression' }>;
type Member = ObjectExpression['properties'][number];
type Element = ArrayExpression['elements'][number];
/** Any node: where it starts is all the errors need. */
interface Located {
  type: string;
  start?: number | null;
  extra?: Record<string, unknown>;
}

/** The parser's own errors, in the words of this reader where the parser's would puzzle a maintainer. */
const PARSER_REASONS: Record<string, string> = {
  StrictOctalLiteral: 'a legacy octal number is not allowed',
  StrictNumericEscape: 'an octal escape is not allowed',
  InvalidEscapeSequence: 'a bad hexadecimal escape (`\\x`, `\\u`)',
  InvalidCodePoint: 'a \\u{…} escape beyond U+10FFFF',
  UnterminatedString: 'unterminated string (or a line break inside quotes)',
  UnterminatedTemplate: 'unterminated template string',
  UnterminatedComment: 'unterminated /* comment',
  DuplicateProto: 'duplicate key "__proto__"',
};

/** Calls by the name called. */
const CALLS: Record<string, string> = { require: 'a require() call', eval: 'eval is not allowed in a data file' };

/** Expressions that are code, with the name the error gives them. */
const CODE: Record<string, string> = {
  NewExpression: 'a `new` expression',
  FunctionExpression: 'a function is not allowed in a data file',
  ArrowFunctionExpression: 'an arrow function is not allowed in a data file',
  ClassExpression: 'a class',
  ThisExpression: '`this`',
  Super: '`super`',
  AwaitExpression: 'an `await` expression',
  YieldExpression: 'a `yield` expression',
  ImportExpression: 'an import() expression',
  Import: 'an import() expression',
  TaggedTemplateExpression: 'a tagged template is not allowed in a data file',
  ParenthesizedExpression: 'a parenthesised expression or arrow function is not allowed in a data file',
  SequenceExpression: 'an operator or expression is not allowed in a data file (only literals and `"a" + "b"`)',
  RegExpLiteral: 'a regular expression',
  BigIntLiteral: 'a number followed by letters (a BigInt) is not accepted',
  TSAsExpression: 'a type assertion `as` is not allowed in a data file',
  TSSatisfiesExpression: 'a type assertion `satisfies` is not allowed in a data file',
  TSTypeAssertion: 'a type assertion is not allowed in a data file',
  TSNonNullExpression: 'a non-null assertion `!` is not allowed in a data file',
  TSInstantiationExpression: 'a type argument is not allowed in a data file',
};

const OPERATOR = 'an operator or expression is not allowed in a data file (only literals and `"a" + "b"`)';

class Reader {
  private readonly imports = new Map<string, string>();

  constructor(
    private readonly src: string,
    private readonly file: string,
    private readonly maxDepth: number,
  ) {}

  fail(reason: string, at: number, found?: string): never {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < at && i < this.src.length; i++) {
      const c = this.src.charCodeAt(i);
      if (c === 10 || c === 0x2028 || c === 0x2029 || (c === 13 && this.src.charCodeAt(i + 1) !== 10)) {
        line++;
        lineStart = i + 1;
      }
    }
    throw new TcgdexLiteralError(this.file, line, at - lineStart + 1, reason, found ?? this.snippet(at));
  }

  private failAt(node: Located, reason: string): never {
    this.fail(reason, node.start ?? 0);
  }

  /** The text at `at`, up to the end of its line (30 characters at most), quoted; or "end of file". */
  private snippet(at: number): string {
    if (at >= this.src.length) return 'end of file';
    let end = at;
    while (end < this.src.length && end - at < 30 && !/[\n\r\u2028\u2029]/.test(this.src[end]!)) end++;
    return JSON.stringify(this.src.slice(at, end));
  }

  private text(node: Located & { end?: number | null }): string {
    return this.src.slice(node.start ?? 0, node.end ?? node.start ?? 0);
  }

  module() {
    let tree: File;
    try {
      tree = parse(this.src, {
        sourceType: 'module',
        plugins: ['typescript'],
        createParenthesizedExpressions: true,
        attachComment: false,
      });
    } catch (error) {
      this.parserFailure(error);
    }
    const body = tree.program.body;
    // `import X from "m"`, `import { A, B as C } from 'm'`, `import * as N from "m"`, `import "m"`, `import type …`.
    let at = 0;
    for (let s = body[0]; s?.type === 'ImportDeclaration'; s = body[++at])
      for (const specifier of s.specifiers) this.imports.set(specifier.local.name, s.source.value);
    const statement = body[at];
    const declaration =
      statement?.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
    if (!declaration) this.fail('expected `const <name>: <Type> = { … }`', this.src.length);
    if (declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') {
      if (declaration.type === 'ExpressionStatement' && this.isImportCall(declaration.expression))
        this.failAt(declaration, 'an import() expression is not allowed in a data file');
      this.failAt(declaration, 'expected `const <name>: <Type> = { … }`');
    }
    if (declaration.declarations.length !== 1) this.failAt(declaration, 'expected one constant');
    const declarator = declaration.declarations[0]!;
    if (declarator.id.type !== 'Identifier') this.failAt(declarator.id, 'expected the constant’s name after `const`');
    const name = declarator.id.name;
    const type = this.typeName(declarator.id);
    const init = declarator.init;
    if (!init) this.failAt(declarator, 'expected `=` after the declaration');
    if (init.type !== 'ObjectExpression') {
      if (/Literal$|^ArrayExpression$|^Identifier$/.test(init.type) && !init.extra?.parenthesized)
        this.failAt(init, 'expected an object literal `{` after `=`');
      this.value(init, 1);
    }
    const value = this.object(init as ObjectExpression, 1);
    let exported = false;
    const last = body[at + 1];
    if (last?.type === 'ExportDefaultDeclaration') {
      if (last.declaration.type !== 'Identifier' || last.declaration.name !== name)
        this.failAt(last.declaration, `expected \`export default ${name}\``);
      exported = true;
    } else if (last) {
      this.failAt(
        last,
        last.type.startsWith('Export') ? 'expected `export default <name>`' : 'expected the end of the file',
      );
    }
    const extra = body[at + 2];
    if (extra) this.failAt(extra, 'expected the end of the file');
    return { name, type, value, imports: this.imports, exported };
  }

  /** The parser's syntax error, at its position; a stack overflow on absurd nesting is the depth cap. */
  private parserFailure(error: unknown): never {
    if (error instanceof RangeError) this.fail(`nesting deeper than ${this.maxDepth} levels`, 0, '');
    const e = error as { reasonCode?: string; loc?: { index?: number }; message?: string; pos?: number };
    const at = e.loc?.index ?? e.pos ?? 0;
    const own = e.reasonCode ? PARSER_REASONS[e.reasonCode] : undefined;
    const words = String(e.message ?? error).replace(/ \(\d+:\d+\)$/, '');
    this.fail(own ?? words.charAt(0).toLowerCase() + words.slice(1).replace(/\.$/, ''), at);
  }

  private isImportCall(node: Located & { callee?: Located }): boolean {
    return node.type === 'ImportExpression' || (node.type === 'CallExpression' && node.callee?.type === 'Import');
  }

  /** `Card`, `Types.Card`; generics and unions are not data files' business. */
  private typeName(
    id: Extract<VariableDeclaration['declarations'][number]['id'], { type: 'Identifier' }>,
  ): string | null {
    const annotation = id.typeAnnotation;
    if (!annotation || annotation.type !== 'TSTypeAnnotation') return null;
    const ref = annotation.typeAnnotation;
    if (ref.type !== 'TSTypeReference' || ref.typeParameters)
      this.failAt(ref, 'expected `=` after the type name (only a plain type name is accepted)');
    const parts: string[] = [];
    let name = ref.typeName;
    while (name.type === 'TSQualifiedName') {
      parts.unshift(name.right.name);
      name = name.left;
    }
    if (name.type !== 'Identifier') this.failAt(name, 'expected a type name after `:`');
    parts.unshift(name.name);
    return parts.join('.');
  }

  private value(node: Expression, depth: number): LiteralValue {
    if (depth >= this.maxDepth) this.failAt(node, `nesting deeper than ${this.maxDepth} levels`);
    switch (node.type) {
      case 'ObjectExpression':
        return this.object(node, depth + 1);
      case 'ArrayExpression':
        return this.array(node, depth + 1);
      case 'StringLiteral':
      case 'BooleanLiteral':
        return node.value;
      case 'TemplateLiteral':
        if (node.expressions.length)
          this.failAt(node.expressions[0]!, 'a template interpolation `${…}` is not allowed');
        return node.quasis[0]!.value.cooked ?? this.failAt(node, 'a bad escape in a template string');
      case 'NumericLiteral':
        return this.number(node, node.value);
      case 'NullLiteral':
        return null;
      case 'Identifier':
        return this.identifier(node);
      case 'UnaryExpression':
        if (node.operator === '-' && node.argument.type === 'NumericLiteral' && !node.argument.extra?.parenthesized)
          return -this.number(node.argument, node.argument.value);
        if (node.operator === '-') this.failAt(node, '`-` is only accepted before a number');
        if (node.operator === '+') this.failAt(node, 'expected a value (a unary `+` is not accepted)');
        if (node.operator === 'typeof' || node.operator === 'void' || node.operator === 'delete')
          this.failAt(node, `a \`${node.operator}\` operator`);
        return this.failAt(node, OPERATOR);
      case 'BinaryExpression':
        return this.concatenation(node, depth);
      case 'CallExpression':
      case 'OptionalCallExpression':
        return this.call(node);
      case 'MemberExpression':
      case 'OptionalMemberExpression':
        return this.failAt(node, `a member access \`${this.text(node).slice(0, 40)}\` is not allowed in a data file`);
      default:
        return this.failAt(node, CODE[node.type] ?? OPERATOR);
    }
  }

  /** `-12`, `3.5`, `.5`, `1e3`: hex, octal, binary and separators are not data files' business. */
  private number(node: Located, value: number): number {
    const raw = String(node.extra?.raw ?? '');
    if (/^0[^.eE]/.test(raw)) this.failAt(node, 'only decimal numbers are accepted (no hex, octal or binary)');
    if (raw.includes('_')) this.failAt(node, 'a number with separators is not accepted');
    return value;
  }

  private identifier(node: Extract<Expression, { type: 'Identifier' }>): LiteralValue {
    if (node.name === 'undefined') return undefined;
    const from = this.imports.get(node.name);
    if (from !== undefined) return new LiteralRef(node.name, from);
    return this.failAt(node, `\`${node.name}\` is not a literal nor an imported name`);
  }

  /** `"a" + "b" + 'c'`: strings only, each side a string (not a parenthesised sum). */
  private concatenation(node: Extract<Expression, { type: 'BinaryExpression' }>, depth: number): string {
    if (node.operator !== '+') this.failAt(node, OPERATOR);
    const stringy = (side: Located): boolean =>
      side.type === 'StringLiteral' || side.type === 'TemplateLiteral' || side.type === 'BinaryExpression';
    if (
      node.left.type === 'PrivateName' ||
      !stringy(node.left) ||
      !stringy(node.right) ||
      node.right.type === 'BinaryExpression'
    )
      this.failAt(node.right, '`+` is only accepted between two strings');
    const left = this.value(node.left, depth);
    const right = this.value(node.right, depth);
    if (typeof left !== 'string' || typeof right !== 'string')
      this.failAt(node.right, '`+` is only accepted between two strings');
    return left + right;
  }

  private call(node: Extract<Expression, { type: 'CallExpression' | 'OptionalCallExpression' }>): never {
    const callee = node.callee as Located & { name?: string };
    if (this.isImportCall(node)) this.failAt(node, 'an import() expression is not allowed in a data file');
    if (callee.type === 'ParenthesizedExpression' || callee.type === 'ArrowFunctionExpression')
      this.failAt(node, CODE.ParenthesizedExpression!);
    if (callee.type === 'Identifier' && CALLS[callee.name!]) this.failAt(node, CALLS[callee.name!]!);
    if (callee.type === 'Identifier' || callee.type === 'MemberExpression')
      this.failAt(node, `a function call \`${this.text(callee).slice(0, 40)}(…)\` is not allowed in a data file`);
    this.failAt(node, 'a function call is not allowed in a data file');
  }

  private object(node: ObjectExpression, depth: number): LiteralObject {
    if (node.extra?.parenthesized) this.failAt(node, CODE.ParenthesizedExpression!);
    if (depth >= this.maxDepth) this.failAt(node, `nesting deeper than ${this.maxDepth} levels`);
    const out: LiteralObject = {};
    for (const member of node.properties) {
      const key = this.key(member);
      if (Object.hasOwn(out, key)) this.failAt(member, `duplicate key ${JSON.stringify(key)}`);
      const value = this.value((member as Extract<Member, { type: 'ObjectProperty' }>).value as Expression, depth);
      // defineProperty: a "__proto__" key stays a plain key, and no prototype is ever touched.
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }

  private key(member: Member): string {
    if (member.type === 'SpreadElement') this.failAt(member, 'a spread `...` is not allowed in a data file');
    const name = this.text(member.key).slice(0, 40);
    if (member.type === 'ObjectMethod') {
      if (member.kind === 'get') this.failAt(member, `a getter \`${name}\` is not allowed in a data file`);
      if (member.kind === 'set') this.failAt(member, `a setter \`${name}\` is not allowed in a data file`);
      if (member.async) this.failAt(member, `an async method \`${name}()\` is not allowed in a data file`);
      if (member.generator) this.failAt(member, `a generator method \`${name}()\` is not allowed in a data file`);
      this.failAt(member, `a method \`${name}()\` is not allowed in a data file`);
    }
    if (member.computed) this.failAt(member, 'a computed key `[…]` is not allowed in a data file');
    if (member.shorthand) this.failAt(member, `a shorthand property \`${name}\` (write \`${name}: …\`)`);
    if (member.value.type === 'AssignmentPattern' || member.value.type.endsWith('Pattern'))
      this.failAt(member.value, OPERATOR);
    const key = member.key;
    if (key.type === 'Identifier') return key.name;
    if (key.type === 'StringLiteral') return key.value;
    if (key.type === 'NumericLiteral') return String(this.number(key, key.value));
    return this.failAt(key, 'a key must be a name or a quoted string');
  }

  private array(node: ArrayExpression, depth: number): LiteralValue[] {
    if (node.extra?.parenthesized) this.failAt(node, CODE.ParenthesizedExpression!);
    return node.elements.map((element: Element, i) => {
      if (element === null) this.fail(`an array hole \`[…,,…]\` (item ${i + 1})`, node.start ?? 0);
      if (element.type === 'SpreadElement') this.failAt(element, 'a spread `...` is not allowed in a data file');
      return this.value(element as Expression, depth);
    });
  }
}

/** Read one module's text. `file` only names it in errors. Throws {@link TcgdexLiteralError}. */
export function readLiteralModule(source: string, file: string, options: LiteralOptions = {}): LiteralModule {
  const maxBytes = options.maxBytes ?? MAX_LITERAL_BYTES;
  if (source.length > maxBytes)
    throw new TcgdexLiteralError(file, 1, 1, `file larger than ${maxBytes} bytes`, `${source.length} characters`);
  const reader = new Reader(source, file, options.maxDepth ?? MAX_LITERAL_DEPTH);
  try {
    return reader.module();
  } catch (error) {
    if (error instanceof TcgdexLiteralError) throw error;
    // Anything else the parser or the tree walk threw is this file's problem, said as this reader's error.
    return reader.fail(error instanceof RangeError ? 'nesting too deep' : `cannot be read: ${String(error)}`, 0, '');
  }
}

/** Read one module from disk (size checked before reading). Throws {@link TcgdexLiteralError}. */
export function readLiteralFile(path: string, options: LiteralOptions = {}): LiteralModule {
  const maxBytes = options.maxBytes ?? MAX_LITERAL_BYTES;
  let text: string;
  try {
    const size = statSync(path).size;
    if (size > maxBytes)
      throw new TcgdexLiteralError(path, 1, 1, `file larger than ${maxBytes} bytes`, `${size} bytes`);
    text = readRegularFile(path, maxBytes).toString('utf8'); // a FIFO would hang the import: refused unread
  } catch (error) {
    if (error instanceof TcgdexLiteralError) throw error;
    throw new TcgdexLiteralError(path, 1, 1, `cannot read the file: ${(error as Error).message}`, '');
  }
  return readLiteralModule(text, path, options);
}
