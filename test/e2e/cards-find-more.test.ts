import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';

/** What a query matches in the test store, counted here apart from the command: printings and distinct versions. */
function truth(query: string): { total: number; versions: number } {
  const all = realLookup().store.search(query, Number.MAX_SAFE_INTEGER);
  return { total: all.length, versions: new Set(all.map((c) => `${c.name}|${c.fingerprint}`)).size };
}

/** Table rows (the header not counted): a wrapped row takes several lines, but only its first has an id. */
const rows = (stdout: string): number =>
  stdout.split('\n').filter((l) => l.startsWith('│') && l.split('│')[3]?.trim()).length - 1;
const lastLines = (stdout: string, n: number): string[] => stdout.trimEnd().split('\n').slice(-n);

describeWithData('cards find past its 500 rows', () => {
  it('reports the true totals of a capped search, says it is capped and how to see more or narrow', () => {
    const { total, versions } = truth('a');
    expect(total).toBeGreaterThan(1000);
    const run = totem(['cards', 'find', 'a']);
    expect(run.status).toBe(0);
    expect(rows(run.stdout)).toBe(500);
    expect(lastLines(run.stdout, 2)).toEqual([
      `only the first 500 of ${total.toLocaleString('en')} printings are listed: narrow the search (more of the name), or list more with --limit (--limit ${total} lists them all)`,
      `${total.toLocaleString('en')} printings, ${versions.toLocaleString('en')} distinct versions (same letter = same card: reprints and alternate arts)`,
    ]);
    const es = totem(['cards', 'find', 'a', '--lang', 'es']);
    expect(lastLines(es.stdout, 2)).toEqual([
      `solo se listan las primeras 500 de ${total.toLocaleString('es')} impresiones: afina la búsqueda (más letras del nombre) o lista más con --limit (--limit ${total} las lista todas)`,
      `${total.toLocaleString('es')} impresiones, ${versions.toLocaleString('es')} versiones distintas (misma letra = misma carta: reimpresiones y artes alternativos)`,
    ]);
  });

  it('--limit lists fewer or more printings; the totals stay the true ones', () => {
    const { total, versions } = truth('pikachu');
    expect(total).toBeGreaterThan(20);
    const ten = totem(['cards', 'find', 'pikachu', '--limit', '10']);
    expect(ten.status).toBe(0);
    expect(rows(ten.stdout)).toBe(10);
    expect(lastLines(ten.stdout, 2)[0]).toMatch(new RegExp(`^only the first 10 of ${total} printings are listed: `));
    expect(lastLines(ten.stdout, 1)[0]).toMatch(new RegExp(`^${total} printings, ${versions} distinct versions \\(`));
    const all = totem(['cards', 'find', 'pikachu', '--limit', String(total)]);
    expect(rows(all.stdout)).toBe(total);
    expect(all.stdout).not.toMatch(/are listed/);
    for (const bad of ['0', '-3', 'x', '2.5']) {
      const run = totem(['cards', 'find', 'pikachu', '--limit', bad]);
      expect(run.status, bad).toBe(2);
      expect(run.stderr).toContain(`--limit takes a whole number from 1 to 100000, not "${bad}"`);
    }
  });

  it('JSON says the true totals and that it is capped; the listed printings are one array', () => {
    const { total, versions } = truth('a');
    const run = totem(['cards', 'find', 'a', '--format', 'json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as Record<string, unknown> & { printings: unknown[] };
    expect(json).toMatchObject({ query: 'a', total, versions, listed: 500, limit: 500, capped: true });
    expect(json.printings).toHaveLength(500);
    expect(json.printings[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      set: expect.any(String),
      number: expect.any(String),
      supertype: expect.any(String),
      subtypes: expect.any(Array),
      version: expect.any(String),
      fingerprint: expect.any(String),
    });
    expect(run.stderr).toMatch(/^totem: warning: only the first 500 of [\d,]+ printings are listed: narrow the search/);
  });

  it('says nothing of a cap when everything fits', () => {
    const run = totem(['cards', 'find', 'dreepy']);
    expect(run.stdout).not.toMatch(/are listed/);
    expect(lastLines(run.stdout, 1)[0]).toMatch(/^6 printings, 4 distinct versions \(/);
    const json = JSON.parse(totem(['cards', 'find', 'dreepy', '--format', 'json']).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ query: 'dreepy', total: 6, versions: 4, listed: 6, limit: 500, capped: false });
  });
});
