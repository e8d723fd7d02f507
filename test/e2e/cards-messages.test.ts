import { expect, it } from 'vitest';
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
});
