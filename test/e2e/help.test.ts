import { describe, expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';

describe('top-level help', () => {
  it('`totem` with no arguments prints the help on stdout and exits 0', () => {
    const run = totem([], { data: false });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Usage: totem \[options\] \[command\]/);
  });

  it('--help lists --lang and --color, the exit codes and examples', () => {
    const run = totem(['--help'], { data: false });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--lang <lang>');
    expect(run.stdout).toContain('--color, --no-color');
    expect(run.stdout).toMatch(/Exit codes:\n {2}0 .*valid.*\n {2}1 .*invalid.*\n {2}2 .*usage or data problem/);
    expect(run.stdout).toContain('Examples:\n  totem check my-deck.txt');
  });

  it('in Spanish too', () => {
    const run = totem(['--help', '--lang', 'es'], { data: false });
    expect(run.stdout).toContain('Códigos de salida:');
    expect(run.stdout).toContain('totem check mi-mazo.txt');
  });
});

/** Every command and subcommand with its own help. */
const COMMANDS = [
  [],
  ['check'],
  ['cost'],
  ['identity'],
  ['fmt'],
  ['stats'],
  ['init'],
  ['rules'],
  ['cards'],
  ['cards', 'import'],
  ['cards', 'sync'],
  ['cards', 'find'],
  ['cards', 'info'],
];

/** `<card>`, `[paths...]`, `[options]`: the value names of a help text. */
const valueNames = (text: string): string[] => [...new Set(text.match(/[<[][\w-]+(?:\.\.\.)?[>\]]/g) ?? [])];

// Issue 24, item 13: commander's own words were English in Spanish help and errors.
describe("commander's words in Spanish", () => {
  it.each(COMMANDS.map((c) => [c.join(' ') || '(root)', c]))(
    '%s --help --lang es: no English word of commander',
    (_name, cmd) => {
      const es = totem([...cmd, '--help', '--lang', 'es'], { data: false });
      const en = totem([...cmd, '--help'], { data: false });
      expect(es.status).toBe(0);
      expect(es.stdout).toMatch(/^Uso: totem/);
      expect(es.stdout).not.toMatch(
        /\[options\]|\[command\]|\(default:|default: |choices:|Did you mean|display help|output the version|^(Usage|Options|Arguments|Commands):/m,
      );
      // Every value name but `<n>` has a Spanish word: none of the English help's is left.
      const english = valueNames(en.stdout).filter((v) => v !== '<n>');
      expect(english.length).toBeGreaterThan(0);
      expect(valueNames(es.stdout).filter((v) => english.includes(v))).toEqual([]);
    },
  );

  it('check --help --lang es: usage, value names, choices and defaults in Spanish', () => {
    const run = totem(['check', '--help', '--lang', 'es'], { data: false });
    expect(run.stdout).toMatch(/^Uso: totem check \[opciones\] \[rutas\.\.\.\]\n/);
    expect(run.stdout).toMatch(/^ {2}rutas {2,}mazos que comprobar \(por defecto: \[\]\)$/m);
    expect(run.stdout).toMatch(/^ {2}--totem <carta> {2,}el Tótem/m);
    expect(run.stdout).toMatch(
      /--format <formato> +formato de salida \(valores: "text", "json",\s+"github", "junit", "sarif"; por defecto: "text"\)/,
    );
    expect(run.stdout).toMatch(/^ {2}-h, --help +muestra la ayuda del comando$/m);
  });

  it("English help keeps commander's words", () => {
    const run = totem(['check', '--help'], { data: false });
    expect(run.stdout).toMatch(/^Usage: totem check \[options\] \[paths\.\.\.\]\n/);
    expect(run.stdout).toMatch(
      /--format <format> +output format \(choices: "text", "json", "github",\s+"junit", "sarif", default: "text"\)/,
    );
  });

  it('`totem --lang es` alone is the help in Spanish, exit 0 (was: "opción desconocida \'--lang\'", exit 2)', () => {
    for (const args of [['--lang', 'es'], ['--lang=es'], ['--lang', 'es', '--no-color']]) {
      const run = totem(args, { data: false });
      expect(run.status, args.join(' ')).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/^Uso: totem \[opciones\] \[comando\]\n/);
      expect(run.stdout).toMatch(/^ {2}help \[comando\] +muestra la ayuda del comando$/m);
    }
  });

  it.each([
    [['check', '--formt', 'json'], "totem: opción desconocida '--formt' (¿quisiste decir --format?)"],
    [['chek'], "totem: comando desconocido 'chek' (¿quisiste decir check?)"],
    [['cards', 'fnd', 'Pikachu'], "totem: comando desconocido 'fnd' (¿quisiste decir find?)"],
    [['cost'], "totem: falta el argumento obligatorio 'carta'"],
    // Told by commander's error code, so no English tail ("Expected 1 argument but got 2.") is left over.
    [['cards', 'find', 'a', 'b'], "totem: demasiados argumentos para 'find': espera 1 argumento y ha recibido 2."],
    [
      ['check', '--format', 'xml'],
      "totem: el valor 'xml' de la opción '--format <formato>' no es válido. Los valores permitidos son text, json, github, junit, sarif.",
    ],
  ])('%j --lang es: one Spanish error line, exit 2', (args, line) => {
    const run = totem([...args, '--lang', 'es'], { data: false });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`${line}\n(ejecuta con --help para ver el uso)\n`);
  });

  it('the same near miss in English', () => {
    const run = totem(['check', '--formt', 'json'], { data: false });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe("totem: unknown option '--formt' (Did you mean --format?)\n(run with --help for usage)\n");
  });

  it('a bad --network-budget is a Spanish usage error under --lang es', () => {
    const run = totem(['check', 'examples/decks/charizard-ex.txt', '--network-budget', 'soon', '--lang', 'es'], {
      data: false,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'totem: el presupuesto de red debe ser un número de segundos mayor que 0 y de como mucho 86400 (24 horas) (--network-budget, TOTEM_NETWORK_BUDGET), no "soon"\n',
    );
  });
});
