import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const A = resolve(ROOT, 'examples/decks/charizard-ex.txt');
/** A list whose share link (3,234 characters) is more than a QR code holds. */
const LONG = resolve(ROOT, 'examples/decks/pidgeot-ex-colorless.json');

/** A folder holding two copies of A, and the folder's path. */
function twoDecks(): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-one-file-'));
  mkdirSync(join(dir, 'decks'));
  copyFileSync(A, join(dir, 'decks', 'a.txt'));
  copyFileSync(A, join(dir, 'decks', 'b.txt'));
  return join(dir, 'decks');
}

describeWithData('diff and sheet answer the question asked (#44 item 5)', () => {
  const refusals: { name: string; args: (dir: string) => string[]; names: (dir: string) => string }[] = [
    { name: 'diff of a file and a folder', args: (dir) => ['diff', A, dir], names: (dir) => dir },
    {
      name: 'diff of a file and a glob naming two',
      args: (dir) => ['diff', A, `${dir}/*.txt`],
      names: (dir) => `${dir}/*.txt`,
    },
    { name: 'sheet of a folder', args: (dir) => ['sheet', dir], names: (dir) => dir },
    { name: 'sheet of a glob naming two', args: (dir) => ['sheet', `${dir}/*.txt`], names: (dir) => `${dir}/*.txt` },
  ];
  for (const r of refusals)
    it(`${r.name}: exit 2, naming the argument`, () => {
      const dir = twoDecks();
      const run = totem(r.args(dir));
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`${r.names(dir)}: `);
      expect(run.stderr).toMatch(/one file/);
      expect(run.stderr).not.toMatch(/internal error/);
    });

  it('a glob that names one file is that file', () => {
    const dir = twoDecks();
    const run = totem(['diff', `${dir}/a.*`, `${dir}/b.*`]);
    // (Only the card data's import may speak: the glob itself is neither refused nor warned about.)
    expect(run.stderr).not.toMatch(/refus|names|totem:/);
    expect(run.status).toBe(0);
  });

  it('Spanish refusal', () => {
    const run = totem(['diff', A, twoDecks(), '--lang', 'es']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/un archivo/);
  });

  it('sheet - reads the list from standard input: the same sheet, QR code and all, as the file gives', () => {
    const site = ['--site', 'https://example.test/totem/'];
    const run = totem(['sheet', '-', ...site], { input: readFileSync(A) });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('<h1>Charizard ex');
    const qr = (html: string): string | undefined => /<svg[^]*?<\/svg>/.exec(html)?.[0];
    expect(qr(run.stdout)).toBeDefined();
    expect(qr(run.stdout)).toBe(qr(totem(['sheet', A, ...site]).stdout));
  });

  it('a link too long for a QR code: says so, and prints the link as text', () => {
    const run = totem(['sheet', LONG, '--site', 'https://example.test/totem/']);
    expect(run.status === 0 || run.status === 1).toBe(true);
    expect(run.stdout).not.toContain('<svg');
    expect(run.stdout).not.toContain('Open this list on');
    expect(run.stdout).toMatch(/too long for a QR code/);
    const link = /https:\/\/example\.test\/totem\/\?lang=en#list=[A-Za-z0-9+\-$]+/.exec(run.stdout);
    expect(link?.[0].length).toBeGreaterThan(3000);
  });

  const sites: [string, number][] = [
    ['javascript:alert(1)', 2],
    ['data:text/html,<script>alert(1)</script>', 2],
    ['http://example.test/totem/', 2],
    ['ftp://example.test/', 2],
    ['not a url', 2],
    ['https://example.test/totem/', 0],
    ['http://localhost:8080/', 0],
    ['http://127.0.0.1:8080/totem/', 0],
    ['http://[::1]:8080/', 0],
  ];
  for (const [site, status] of sites)
    it(`--site ${site}: exit ${status}`, () => {
      const run = totem(['sheet', A, '--site', site]);
      expect(run.status).toBe(status);
      if (status === 2) {
        expect(run.stdout).toBe('');
        expect(run.stderr).toMatch(/--site/);
      } else expect(run.stdout).toContain(`Open this list on ${site.replace(/&/g, '&#38;')}`);
    });

  it('--site refusal in Spanish', () => {
    const run = totem(['sheet', A, '--site', 'javascript:alert(1)', '--lang', 'es']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--site.*https:/);
    expect(run.stderr).toMatch(/solo/);
  });
});
