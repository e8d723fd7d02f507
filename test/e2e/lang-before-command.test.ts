import { describe, expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';

// `--lang` and the colour flags before the command's name, as a player writes `totem --lang es check mazo.txt`: the
// root took them for unknown options ("opción desconocida '--lang'", exit 2) whatever followed.
describe('--lang and the colour flags before the command', () => {
  it('are the run’s language and colour, as after it', () => {
    const run = totem(['--lang', 'es', '--no-color', 'cost', 'Charizard ex OBF 125', '--offline']);
    expect(run.stderr).not.toMatch(/desconocida|unknown/);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Coste de Invocación/);
  });

  it('a mistake after them is said in that language, with its own name', () => {
    const formt = totem(['--lang', 'es', 'cost', 'Charizard ex OBF 125', '--formt', 'json']);
    expect([formt.status, formt.stderr.split('\n')[0]]).toEqual([
      2,
      "totem: opción desconocida '--formt' (¿quisiste decir --format?)",
    ]);
    const chek = totem(['--lang', 'es', 'chek', 'deck.txt']);
    expect([chek.status, chek.stderr.split('\n')[0]]).toEqual([
      2,
      "totem: comando desconocido 'chek' (¿quisiste decir check?)",
    ]);
  });

  it('are listed once in the root help, where its closing text already names --lang', () => {
    const help = totem(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout.match(/--lang <lang>/g)).toHaveLength(1);
  });
});
