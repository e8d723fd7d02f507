import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { buildSite, describePage } from '../helpers/site.js';

// A message of the parse rule: in every script that carries the checking engine.
const ENGINE = 'is not a header, comment or card line';

describePage('the page ships its checking engine to workers once', () => {
  it('one worker script, shared by the check, fits, compare, the sample hand and share links', () => {
    buildSite();
    const assets = join(ROOT, 'web/dist/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const workers = scripts.filter((name) => /worker/.test(name) && !/^workbox/.test(name));
    expect(workers).toHaveLength(1);
    expect(readFileSync(join(assets, workers[0]!), 'utf8')).toContain(ENGINE);
    const withEngine = scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes(ENGINE));
    // The page's own script (it renders verdicts) and the one worker.
    expect(withEngine).toHaveLength(2);
  }, 180_000);
});
