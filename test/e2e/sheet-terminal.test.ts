import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { DATASET } from '../helpers/dataset.js';
import { describeNeeding } from '../helpers/optional.js';
import { onTerminal, SCRIPT } from '../helpers/terminal.js';

// Issue 43, item 8: `totem sheet DECK` on a terminal writes `<deck>.html` beside the deck instead of 230 kB of HTML
// on the screen; piped or redirected, the HTML is still the output.
describeNeeding([SCRIPT, DATASET], 'sheet on a terminal', () => {
  it('writes <deck>.html beside the deck and says so; from standard input it names -o instead', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-sheet-tty-'));
    copyFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), join(dir, 'deck.txt'));
    // Piped, the output is the sheet, and nothing is written beside the deck.
    const piped = totem(['sheet', 'deck.txt', '--offline'], { cwd: dir });
    expect([piped.status, piped.stdout.slice(0, 15), existsSync(join(dir, 'deck.html'))]).toEqual([
      0,
      '<!doctype html>',
      false,
    ]);
    expect(onTerminal(['sheet', 'deck.txt', '--offline'], dir)).toBe('wrote deck.html\nexit 0\n');
    expect(readFileSync(join(dir, 'deck.html'), 'utf8')).toMatch(/^<!doctype html>/);
    const stdin = onTerminal(['sheet', '-', '--offline'], dir, join(dir, 'deck.txt'));
    expect(stdin).toMatch(/a sheet is an HTML page, not terminal text: name its file with -o sheet\.html/);
    expect(stdin).toMatch(/exit 2\n$/);
  });
});
