import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CONFIG_SCHEMA_FILE } from './config-json-schema.js';
import { error, out } from './output.js';
import { t } from './messages.js';
import { VERSION } from './version.js';

const PACKAGE = 'totem-deck';
const CONFIG = 'totem.config.json';
const WORKFLOW = '.github/workflows/totem.yml';
/** The schema from a local install when there is one (works offline), else the published package's copy. */
function schemaRef(): string {
  const local = `node_modules/${PACKAGE}/${CONFIG_SCHEMA_FILE}`;
  return existsSync(local) ? `./${local}` : `https://unpkg.com/${PACKAGE}@${VERSION}/${CONFIG_SCHEMA_FILE}`;
}

export function configText(): string {
  return `${JSON.stringify({ $schema: schemaRef(), rules: {}, ban: [], ignores: [] }, null, 2)}\n`;
}

/**
 * The workflow `init --ci` writes: it installs this very version of totem by name from the npm registry (no
 * action to publish, no owner to fill in), keeps the card store between runs, and annotates each problem.
 */
export function workflowText(): string {
  return `# Checks every decklist on each push and pull request with totem-deck ${VERSION} (written by totem init --ci).
name: decks
on:
  push:
  pull_request:
permissions:
  contents: read
jobs:
  totem:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
      - uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020 # v7.0.0
        with:
          node-version: 24
      - run: npm install -g ${PACKAGE}@${VERSION}
      - name: Where the card store lives, and this week for its cache key
        id: week
        run: |
          echo "TOTEM_CACHE_DIR=$RUNNER_TEMP/totem-cards" >> "$GITHUB_ENV"
          echo "week=$(date -u +%G-W%V)" >> "$GITHUB_OUTPUT"
      - uses: actions/cache/restore@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5
        id: cards
        with:
          path: \${{ env.TOTEM_CACHE_DIR }}
          key: totem-cards-\${{ runner.os }}-\${{ steps.week.outputs.week }}
          restore-keys: totem-cards-\${{ runner.os }}-
      # Only what is new is downloaded; when the API is down a restored store is kept.
      - run: totem cards sync
      # Saved before the check: a failing deck must not keep new cards out of the cache.
      - uses: actions/cache/save@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5
        if: steps.cards.outputs.cache-hit != 'true'
        with:
          path: \${{ env.TOTEM_CACHE_DIR }}
          key: totem-cards-\${{ runner.os }}-\${{ steps.week.outputs.week }}
      - run: totem check . --offline --format github
`;
}

/** `totem init [--ci]`: never overwrites; a file that exists is named and makes the exit code 2. */
export function runInit(options: { ci?: boolean }): number {
  const files: [string, () => string][] = [[CONFIG, configText]];
  if (options.ci) files.push([WORKFLOW, workflowText]);
  let refused = 0;
  for (const [path, text] of files) {
    if (existsSync(path)) {
      error(t('init-exists', { file: path }));
      refused++;
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text(), { flag: 'wx' });
    out(t('init-wrote', { file: path }));
  }
  if (!refused) out(t('init-next'));
  return refused ? 2 : 0;
}
