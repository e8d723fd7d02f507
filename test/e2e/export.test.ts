import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const DECK = resolve(ROOT, 'examples/decks/charizard-ex.txt');
const TOTEM = 'Charizard ex OBF 125';

const tmp = (name: string, text: string): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'totem-export-')), name);
  writeFileSync(file, text);
  return file;
};

/** `fmt` of a list (with --totem for an export, which has no Totem section), its comments left out. */
function canonical(file: string, ...args: string[]): string {
  const run = totem(['fmt', file, '--offline', ...args]);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.replace(/^(#.*\n)+\n/, '');
}

describeWithData('totem export', () => {
  for (const to of ['ptcgl', 'limitless', 'ptcg-sim'])
    it(`--to ${to}: PTCG Live text, the Totem in the Pokémon section; fmt --totem reads it back to the same list`, () => {
      const run = totem(['export', DECK, '--to', to, '--offline']);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^Pokémon: 31\n1 Charizard ex OBF 125\n/);
      expect(run.stdout).toMatch(/^Trainer: 40$/m);
      expect(run.stdout).toMatch(/^Energy: 29\n20 Basic \{R\} Energy SVE 2$/m);
      expect(run.stdout).toMatch(/\nTotal Cards: 100\n$/);
      expect(canonical(tmp('deck.txt', run.stdout), '--totem', TOTEM)).toBe(canonical(DECK));
      const check = totem(['check', tmp('deck.txt', run.stdout), '--totem', TOTEM, '--offline']);
      expect(check.status, check.stdout).toBe(0);
    });

  it('--to tts: a deck of the 99 and the Totem apart; its cards read back to the list', () => {
    const run = totem(['export', DECK, '--to', 'tts', '--offline']);
    expect(run.status, run.stderr).toBe(0);
    type Card = { Nickname: string; Description: string; CustomDeck: Record<string, { FaceURL: string }> };
    const saved = JSON.parse(run.stdout) as { ObjectStates: [{ ContainedObjects: Card[] }, Card] };
    const [deck, totemCard] = saved.ObjectStates;
    expect(deck.ContainedObjects).toHaveLength(99);
    expect(`${totemCard.Nickname} ${totemCard.Description}`).toBe(TOTEM);
    // A picture where the card data has TCGdex's image path (a card pack; the test's data may have none).
    expect(Object.values(totemCard.CustomDeck)[0]!.FaceURL).toMatch(
      /^(https:\/\/assets\.tcgdex\.net\/en\/.+\/high\.png)?$/,
    );
    const lines = [totemCard, ...deck.ContainedObjects].map((c) => `1 ${c.Nickname} ${c.Description}`);
    expect(canonical(tmp('tts.txt', lines.join('\n')), '--totem', TOTEM)).toBe(canonical(DECK));
  });

  it('--to totem-zone -o FILE: a printable page of the Totem (both LEGEND halves), names HTML-escaped', () => {
    const legend = readFileSync(resolve(ROOT, 'examples/decks/kyogre-groudon-legend.txt'), 'utf8');
    const out = join(mkdtempSync(join(tmpdir(), 'totem-export-')), 'zone.html');
    const run = totem(['export', tmp('<b>deck.txt', legend), '--to', 'totem-zone', '-o', out, '--offline']);
    expect(run.status, run.stderr).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html.match(/<figure>/g)).toHaveLength(2);
    expect(html).toContain('Kyogre &#38; Groudon LEGEND');
    expect(html).toContain('&#60;b&#62;deck.txt');
    expect(html).not.toContain('<b>');
  });

  it('a line no card was found for is written as it is, its control characters stripped', () => {
    const text = readFileSync(DECK, 'utf8').replace('1 Maschiff PAL 141', '1 Mystery\u001b[31m Mon');
    const run = totem(['export', tmp('deck.txt', text), '--offline']);
    expect(run.stdout).toContain('1 Mystery Mon\n');
    expect(run.stdout).not.toContain('\u001b');
  });
});
