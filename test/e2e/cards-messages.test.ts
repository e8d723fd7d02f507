import { expect, it } from 'vitest';
import stringWidth from 'string-width';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

describeWithData('cards find and cards info: what a new user reads', () => {
  it('cards find with no match exits 1 (like grep) and says so', () => {
    const run = totem(['cards', 'find', 'zzqxnotacard']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('no card matches "zzqxnotacard"');
    const json = totem(['cards', 'find', 'zzqxnotacard', '--format', 'json']);
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ total: 0, printings: [] });
  });

  it('one printing is "1 printing, 1 distinct version" (singular), in English and Spanish', () => {
    const en = totem(['cards', 'find', 'Computer Search BCR 137']);
    const one = totem(['cards', 'find', 'Gold Potion']);
    expect(one.status).toBe(0);
    expect(one.stdout).toMatch(/\b1 printing, 1 distinct version \(/);
    expect(en.stdout).not.toMatch(/\b1 printings|\b1 distinct versions/);
    const es = totem(['cards', 'find', 'Gold Potion', '--lang', 'es']);
    expect(es.stdout).toMatch(/\b1 impresión, 1 versión distinta \(/);
  });

  it('cards info of a Trainer shows no Retreat Cost; a Pokémon does', () => {
    const trainer = totem(['cards', 'info', 'bw7-140']);
    expect(trainer.status).toBe(0);
    expect(trainer.stdout).not.toMatch(/Retreat Cost/);
    expect(totem(['cards', 'info', 'sv3-125']).stdout).toMatch(/Retreat Cost\s+2/);
  });

  // Issue 24, item 13: subtypes were shown as the card data spells them ("Item · Ancient") in Spanish output.
  it("--lang es: subtypes, attack costs and reasons in the rulebook's Spanish words", () => {
    const vessel = totem(['cards', 'info', 'Earthen Vessel PAR 163', '--lang', 'es']);
    expect(vessel.status).toBe(0);
    expect(vessel.stdout).toMatch(/^ {2}subtipos {12}Objeto; Antiguo$/m);
    expect(vessel.stdout).toMatch(/^ {2}categoría {11}Entrenador$/m);
    const sada = totem(['cards', 'find', 'Professor Sada', '--lang', 'es']);
    // The kind column wraps to fit 80 columns (issue 31 item 12): its words, a row each
    expect(sada.stdout.match(/│ Entrenador · +│/g)).toHaveLength(4);
    expect(sada.stdout.match(/│ Partidario · +│/g)).toHaveLength(4);
    const moon = totem(['cards', 'info', 'Roaring Moon TEF 109', '--lang', 'es']).stdout;
    expect(moon).toMatch(/^ {2}subtipos {12}Básico; Antiguo$/m);
    expect(moon).toMatch(/no puede ser Tótem: Roaring Moon no tiene Rule Box \(Antiguo no es una Rule Box\)/);
    expect(moon).toMatch(/^ {2}Fase {16}Básico \(Fase impresa: Básico\)$/m);
    const dragapult = totem(['cards', 'info', 'Dragapult ex TWM 130', '--lang', 'es']).stdout;
    expect(dragapult).toMatch(/^ {2}subtipos {12}Fase 2; Teracristal; ex$/m);
    expect(dragapult).toMatch(/Phantom Dive \[Fuego Psíquico\] 200/);
    const energy = totem(['cards', 'find', 'Psychic Energy', '--lang', 'es']).stdout;
    expect(energy).toMatch(/│ Energía · Básica +│/);
    expect(energy).toMatch(/│ Energía · Especial +│/);
    for (const text of [vessel.stdout, sada.stdout, moon, dragapult])
      expect(text).not.toMatch(
        /\b(Item|Ancient|Supporter|Basic|Special|Stage 2|Tera|Darkness|Colorless|Fire|Psychic \[)\b/,
      );
  });

  it('in English the subtypes stay as the card data spells them', () => {
    expect(totem(['cards', 'info', 'Earthen Vessel PAR 163']).stdout).toMatch(/^ {2}subtypes {12}Item; Ancient$/m);
    // the kind column may wrap to fit 80 columns: its words in their order, with nothing translated
    expect(totem(['cards', 'find', 'Professor Sada']).stdout).toMatch(
      /│ Trainer · Supporter +│ -[^\n]*\n│[^\n]*│ · Ancient +│/,
    );
  });

  // Issue 31 items 12 and 13: cards find fits an 80-column terminal and says what its "-" version mark means.
  it('cards find fits 80 columns (wide names wrap, printings and ids never) and explains "-"', () => {
    for (const [query, lang] of [
      ["Professor's Research", 'en'],
      ['Professor Sada', 'es'],
      ['Latios', 'en'],
      ['charizard ex', 'en'],
    ]) {
      const run = totem(['cards', 'find', query!, '--lang', lang!]);
      expect(run.status).toBe(0);
      // the table and the mark's line; the totals are prose, a whole line a terminal folds
      const table = run.stdout.split('\n').filter((l) => /^[│┌├└]/.test(l) || /^versi[oó]n -/.test(l));
      const widest = Math.max(...table.map((line) => stringWidth(line)));
      expect(widest, query).toBeLessThanOrEqual(80);
    }
    const latios = totem(['cards', 'find', 'Latios']).stdout;
    expect(latios).toMatch(/│ TEU 113 +│ sm9-113 +│/);
    expect(latios).toMatch(/^version -: the name has one version only/m);
    expect(totem(['cards', 'find', 'Latios', '--lang', 'es']).stdout).toMatch(/^versión -: el nombre tiene una sola/m);
  });
});
