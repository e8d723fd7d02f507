import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { buildSite, describePage } from '../helpers/site.js';

// Code of the checking engine, each in every script that carries it: a message of the parse rule, and the pack
// reader's word for a damaged set file.
const ENGINE = ['is not a header, comment or card line', 'a card line is not as long as its header says'];

describePage('the page ships its checking engine once', () => {
  it('one worker script, shared by the check, fits, compare, the sample hand and share links; the page none', () => {
    buildSite();
    const assets = join(ROOT, 'web/dist/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const workers = scripts.filter((name) => /worker/.test(name) && !/^workbox/.test(name));
    expect(workers).toHaveLength(1);
    for (const code of ENGINE) {
      const withEngine = scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes(code));
      // The worker alone: the page's own script takes words and types from the library, and asks the worker.
      expect(withEngine).toEqual(workers);
    }
  }, 180_000);
});
