import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { HAS_TCGDEX, TCGDEX_DIR } from '../helpers/tcgdex.js';
import { englishFragments, englishIn } from './catalog.js';

const fragments = englishFragments();

/** Spanish output: the command ran, and no English sentence of any catalog reached it. */
function spanish(args: string[], env: Record<string, string> = {}): string {
  const run = totem(args, { env });
  const text = run.stdout + run.stderr;
  expect(run.status, text).not.toBeNull();
  expect(englishIn(text, fragments), text).toEqual([]);
  return text;
}

describeWithData('every command with --lang es speaks Spanish only', () => {
  it('check in text, json, github, junit and sarif', () => {
    const text = spanish(['check', 'examples/decks', '--lang', 'es']);
    expect(text).toMatch(/Coste de Invocación/);
    expect(text).toMatch(/mazos no válidos|mazo no válido/);
    const json = JSON.parse(totem(['check', 'examples/decks', '--lang', 'es', '--format', 'json']).stdout);
    expect(json.lang).toBe('es');
    expect(json.decks[1].problems[0]).toMatchObject({ rule: 'type-identity', messageId: 'pokemon-outside' });
    expect(json.decks[1].problems[0].message).toMatch(/no está en la identidad de tipos/);
    for (const format of ['json', 'github', 'junit', 'sarif'])
      spanish(['check', 'examples/decks', '--lang', 'es', '--format', format]);
  });

  it('cost, identity, cards info, cards find and fmt', () => {
    expect(spanish(['cost', 'Charizard ex OBF 125', '--lang', 'es', '--kos', '1'])).toMatch(/Coste de Retirada/);
    spanish(['cost', 'sv3-125', '--lang', 'es', '--variant', 'tribute', '--returns', '1']);
    spanish(['cost', 'Pikachu', '--lang', 'es']);
    expect(spanish(['identity', 'Charizard ex OBF 125', '--lang', 'es'])).toMatch(/Oscuridad/);
    spanish(['identity', 'Dragapult ex TWM 130', '--lang', 'es', '--deck', 'examples/decks/dragapult-ex-invalid.txt']);
    spanish(['cards', 'info', 'Charizard ex OBF 125', '--lang', 'es']);
    spanish(['cards', 'info', 'PAL 172', '--lang', 'es']);
    if (HAS_TCGDEX)
      expect(
        spanish(['cards', 'info', 'PAL 172', '--lang', 'es', '--data-dir', DATA_DIR, '--data-dir', TCGDEX_DIR]),
      ).toMatch(/Órdenes de Jefes \(Ghetsis\) PAL 172/);
    spanish(['cards', 'find', 'Dreepy', '--lang', 'es']);
    // fmt keeps the deck's own comments, in whatever language their author wrote: only its own words must change.
    const fmt = totem(['fmt', 'examples/decks/charizard-ex.txt', '--lang', 'es']);
    const words = (fmt.stdout + fmt.stderr).replace(/^#.*\n/gm, '');
    expect(englishIn(words, fragments), words).toEqual([]);
    expect(words).toMatch(/Cartas totales: 100/);
  });

  it('exit-2 errors, commander errors and --help', () => {
    expect(totem(['cost', 'Nonexistentmon XYZ 999', '--lang', 'es']).status).toBe(2);
    spanish(['cost', 'Nonexistentmon XYZ 999', '--lang', 'es']);
    expect(spanish(['check', '--format', 'yaml', '--lang', 'es'])).toMatch(/no es válido/);
    spanish(['check', '--bogus', '--lang', 'es']);
    spanish(['cost', 'sv3-125', '--kos', 'many', '--lang', 'es']);
    spanish(['--help'], { LANG: 'es_ES.UTF-8' });
    for (const cmd of ['check', 'cost', 'identity', 'fmt', 'init', 'cards']) spanish([cmd, '--help', '--lang', 'es']);
    expect(spanish(['check', '--help', '--lang', 'es'])).toMatch(/Opciones:/);
  });

  it('LANG=es_ES.UTF-8 chooses Spanish, --lang en overrides it', () => {
    expect(totem(['cost', 'sv3-125'], { env: { LANG: 'es_ES.UTF-8' } }).stdout).toMatch(/Coste de Invocación/);
    expect(totem(['cost', 'sv3-125', '--lang', 'en'], { env: { LANG: 'es_ES.UTF-8' } }).stdout).toMatch(
      /Invocation Cost/,
    );
  });
});
