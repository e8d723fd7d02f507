import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { DATA_DIR, SHARED_OVERLAY, describeWithData } from '../helpers/dataset.js';
import { HAS_TCGDEX, TCGDEX_DIR } from '../helpers/tcgdex.js';
import { englishFragments, englishIn } from './catalog.js';

const fragments = englishFragments();

/** Spanish output: the command ran, and no English sentence of any catalog reached it. */
function spanish(args: string[], env: Record<string, string> = {}, data = true): string {
  const run = totem(args, { env, data });
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

  it('rule descriptions in json and sarif, and the reasons --verbose gives', () => {
    const run = (format: string): string =>
      totem(['check', 'examples/decks/charizard-ex.txt', '--lang', 'es', '--format', format]).stdout;
    // JSON strings are quoted, which the English check skips as the deck's own text: each one is checked alone.
    const json = JSON.parse(run('json')) as { rules: { id: string; description: string }[] };
    expect(json.rules.find((r) => r.id === 'totem-missing')?.description).toBe('no se ha declarado ningún Tótem');
    const sarif = JSON.parse(run('sarif')) as {
      runs: {
        tool: { driver: { rules: { shortDescription: { text: string }; fullDescription: { text: string } }[] } };
      }[];
    };
    const described = sarif.runs[0]!.tool.driver.rules;
    expect(described[0]!.shortDescription.text).toBe(
      'una línea que no es un encabezado, un comentario, una directiva ni una línea de carta',
    );
    for (const text of [
      ...json.rules.map((r) => r.description),
      ...described.flatMap((r) => [r.shortDescription.text, r.fullDescription.text]),
    ])
      expect(englishIn(text, fragments), text).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'totem-es-'));
    writeFileSync(join(dir, 'notes.txt'), 'some notes about the decks\n');
    writeFileSync(join(dir, 'package.json'), '{ "name": "decks" }\n');
    writeFileSync(join(dir, 'blob.txt'), Buffer.from([0, 1, 2, 0xff, 0xfe, 0]));
    copyFileSync('examples/decks/charizard-ex.txt', join(dir, 'charizard-ex.txt'));
    const verbose = spanish(['check', dir, '--verbose', '--lang', 'es']);
    expect(verbose).toMatch(/se omite .*notes\.txt: ningún encabezado de sección/);
    expect(verbose).toMatch(/se omite .*package\.json: JSON sin una lista/);
    expect(verbose).toMatch(/se omite .*blob\.txt: datos binarios/);
    const empty = mkdtempSync(join(tmpdir(), 'totem-es-'));
    writeFileSync(join(empty, 'notes.txt'), 'some notes\n');
    expect(spanish(['check', empty, '--lang', 'es'])).toMatch(
      /no hay archivos de mazo .*; 1 omitido por no ser una lista de mazo/,
    );
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

  it('card data errors, API errors and card-store warnings', () => {
    const temp = (): string => mkdtempSync(join(tmpdir(), 'totem-es-'));
    const missing = totem(['check', 'examples/decks', '--data-dir', '/nonexistent', '--lang', 'es']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(
      'totem: /nonexistent: no existe esa carpeta; una carpeta de datos es una copia de pokemon-tcg-data o tcgdex/cards-database\n',
    );
    spanish(['check', 'examples/decks', '--data-dir', '/nonexistent', '--lang', 'es']);
    expect(spanish(['check', 'examples/decks', '--data-dir', temp(), '--lang', 'es'])).toMatch(
      /no es una copia de pokemon-tcg-data/,
    );
    // A dataset folder with no card in it: the import is refused, and says why.
    const empty = temp();
    mkdirSync(join(empty, 'sets'));
    mkdirSync(join(empty, 'cards', 'en'), { recursive: true });
    writeFileSync(join(empty, 'sets', 'en.json'), '[]');
    const cache = { TOTEM_CACHE_DIR: temp() };
    expect(spanish(['cards', 'import', empty, '--lang', 'es'], cache, false)).toMatch(
      /no se ha podido leer ninguna carta.*\(ningún archivo de cartas\)/,
    );
    // The API is a dead port (the test helper's default) and the store is empty: exit 2, in Spanish.
    expect(spanish(['cards', 'sync', '--lang', 'es'], { TOTEM_CACHE_DIR: temp() }, false)).toMatch(
      /no se ha podido conectar con la API de Pokémon TCG en .*: conexión rechazada \(ECONNREFUSED\)/,
    );
    // A damaged set file in the overlay: set aside, with a Spanish warning.
    const foreign = temp();
    mkdirSync(join(foreign, 'overlay', 'sets'), { recursive: true });
    writeFileSync(join(foreign, 'overlay', 'sets', 'sv3.jsonl'), 'not a set file, just some text '.repeat(200));
    const moved = spanish(
      ['cards', 'find', 'Dreepy', '--offline', '--lang', 'es'],
      { TOTEM_CACHE_DIR: foreign },
      false,
    );
    expect(moved).toMatch(/en la caché de cartas estaba dañado o editado: se ha apartado como .*\.damaged-/);
    expect(moved).toMatch(/no hay datos de cartas/);
  });

  it('init, cards import and cards sync', () => {
    const temp = (): string => mkdtempSync(join(tmpdir(), 'totem-es-'));
    const repo = temp();
    const init = totem(['init', '--ci', '--lang', 'es'], { cwd: repo });
    expect(init.stdout).toBe(
      'escrito totem.config.json\nescrito .github/workflows/totem.yml\nsiguiente paso: totem check (todas las listas de mazo bajo esta carpeta)\n',
    );
    const again = totem(['init', '--lang', 'es'], { cwd: repo });
    expect(again.status).toBe(2);
    expect(again.stderr).toBe('totem: totem.config.json ya existe; totem init no lo sobrescribe\n');
    // A small dataset: one set and its cards (a set listed without its card file is a damaged checkout).
    const dataset = temp();
    mkdirSync(join(dataset, 'sets'));
    mkdirSync(join(dataset, 'cards', 'en'), { recursive: true });
    const sets = JSON.parse(readFileSync(join(DATA_DIR, 'sets', 'en.json'), 'utf8')) as { id: string }[];
    writeFileSync(join(dataset, 'sets', 'en.json'), JSON.stringify(sets.filter((s) => s.id === 'sv3')));
    copyFileSync(join(DATA_DIR, 'cards', 'en', 'sv3.json'), join(dataset, 'cards', 'en', 'sv3.json'));
    const cache = temp();
    expect(spanish(['cards', 'import', dataset, '--lang', 'es'], { TOTEM_CACHE_DIR: cache }, false)).toMatch(
      /^Importadas \d+ cartas de \d+ expansiones en \d+,\d s en .*datasets\/[0-9a-f]{16}-[0-9a-f]{16}$/m,
    );
    // The API is down (a dead port) and the overlay has cards (a CI cache): it keeps them, with a Spanish warning.
    cpSync(SHARED_OVERLAY, join(cache, 'overlay'), { recursive: true });
    expect(spanish(['cards', 'sync', '--lang', 'es'], { TOTEM_CACHE_DIR: cache }, false)).toMatch(
      /^totem: aviso: no se ha podido conectar con la API de Pokémon TCG en .*: conexión rechazada \(ECONNREFUSED\); la caché de cartas conserva sus \d+ cartas/m,
    );
  });

  // Issue 24, item 13: the rulebook's "la Energía Telepática cuenta como Psíquica" (was "cuenta como Psíquico").
  it('a Special Energy outside the identity: "cuenta como Psíquica (proporciona Energía Psíquica)"', () => {
    const input = 'Totem: 1\n1 Charizard ex OBF 125\nEnergy: 1\n1 Horror Psychic Energy RCL 172\n';
    const run = totem(['check', '-', '--extra-types', 'Water', '--format', 'json', '--lang', 'es'], { input });
    const problem = JSON.parse(run.stdout).decks[0].problems.find(
      (p: { rule: string }) => p.rule === 'special-energy-identity',
    );
    expect(problem).toMatchObject({ line: 4, messageId: 'typed' });
    expect(problem.message).toMatch(
      /^Horror Psychic Energy RCL 172 cuenta como Psíquica \(proporciona Energía Psíquica\), y falta Psíquico; /,
    );
    const en = totem(['check', '-', '--extra-types', 'Water', '--format', 'json'], { input });
    expect(JSON.parse(en.stdout).decks[0].problems.map((p: { message: string }) => p.message)).toContainEqual(
      expect.stringMatching(
        /^Horror Psychic Energy RCL 172 counts as Psychic \(provides Psychic Energy\), missing Psychic; /,
      ),
    );
  });

  it('LANG=es_ES.UTF-8 chooses Spanish, --lang en overrides it', () => {
    expect(totem(['cost', 'sv3-125'], { env: { LANG: 'es_ES.UTF-8' } }).stdout).toMatch(/Coste de Invocación/);
    expect(totem(['cost', 'sv3-125', '--lang', 'en'], { env: { LANG: 'es_ES.UTF-8' } }).stdout).toMatch(
      /Invocation Cost/,
    );
  });
});
