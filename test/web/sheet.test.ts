import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { decompressFromEncodedURIComponent } from 'lz-string';
import { ROOT, totem } from '../helpers/cli.js';
import { DATASET, describeWithData } from '../helpers/dataset.js';
import { describeNeeding } from '../helpers/optional.js';
import { CHROMIUM, CHROMIUM_BROWSER } from '../helpers/site.js';

const DECK = join(ROOT, 'examples/decks/charizard-ex.txt');
/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pages = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describeWithData('totem sheet', () => {
  it('a whole HTML page: Totem, identity, costs, the list by section with set codes, verdict, data date, QR', () => {
    const run = totem(['sheet', DECK, '--site', 'https://example.test/totem/']);
    expect(run.status).toBe(0);
    const html = run.stdout;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<h1>Charizard ex');
    expect(html).toMatch(/<dt>Invocation Cost<\/dt><dd>4 · after 1 Knock Out 5<\/dd>/);
    expect(html).toMatch(/<dt>Prize cards<\/dt><dd>2<\/dd>/);
    expect(html).toMatch(/<h2>Pokémon \(30\)<\/h2>/);
    expect(html).toMatch(/<span>Arven<\/span><span class="set">OBF 186<\/span>/);
    expect(html).toMatch(/Card data of \d{4}-\d{2}-\d{2}/);
    expect(html).toContain('<svg');
    const link = /Open this list on https:\/\/example\.test\/totem\//.test(html);
    expect(link).toBe(true);
  });

  it('the share link decodes to the list, and carries the language', async () => {
    const { shareLinkOf } = await import('../../src/commands/sheet/share-link.js');
    const list = readFileSync(DECK, 'utf8');
    const url = new URL(shareLinkOf('https://example.test/totem/', list, 'es')!);
    expect(url.searchParams.get('lang')).toBe('es');
    expect(decompressFromEncodedURIComponent(url.hash.slice('#list='.length))).toBe(list);
  });

  it('escapes everything: a file name and a line with markup', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-sheet-'));
    const file = join(dir, '<img src=x onerror=alert(1)>.txt');
    writeFileSync(file, `${readFileSync(DECK, 'utf8')}\n1 <script>alert(1)</script>\n`);
    const run = totem(['sheet', file]);
    expect(run.status).toBe(1);
    expect(run.stdout).not.toMatch(/<script>alert|<img src=x/);
    expect(run.stdout).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('Spanish', () => {
    const run = totem(['sheet', DECK, '--lang', 'es']);
    expect(run.stdout).toContain('<html lang="es">');
    expect(run.stdout).toMatch(/Coste de Invocación<\/dt><dd>4 · tras 1 Fuera de Combate 5/);
    expect(run.stdout).toMatch(/Datos de cartas del \d{4}/);
  });
});

describeNeeding([DATASET, CHROMIUM_BROWSER], 'totem sheet printed in chromium', () => {
  it('a checked 100-card list prints on one A4 page and one Letter page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-sheet-pdf-'));
    copyFileSync(DECK, join(dir, 'deck.txt'));
    const out = join(dir, 'sheet.html');
    expect(totem(['sheet', join(dir, 'deck.txt'), '-o', out]).status).toBe(0);
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const page = await browser.newPage();
      await page.setContent(readFileSync(out, 'utf8'));
      for (const format of ['A4', 'Letter'] as const) expect(pages(await page.pdf({ format }))).toBe(1);
      if (process.env.TOTEM_SHOTS) {
        await page.emulateMedia({ media: 'print' });
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.screenshot({ path: join(process.env.TOTEM_SHOTS, 'sheet-print-preview.png'), fullPage: true });
      }
    } finally {
      await browser.close();
    }
  }, 60_000);
});
