import { spawnSync } from 'node:child_process';
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

/** A branch name as a workflow filter may hold it: no glob characters, nothing YAML would read otherwise. */
const PLAIN_BRANCH = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;

function git(args: string[]): string | null {
  const run = spawnSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 });
  return run.status === 0 ? run.stdout.trim() : null;
}

/**
 * The branch pushes are checked on: the remote's default branch (`origin/HEAD`, set by a clone), else the branch
 * checked out (a new repository is on its default branch), else `main`. A workflow cannot name "the default
 * branch" itself, so it is written in; docs/ci.md says to change it if it is wrong.
 */
export function defaultBranch(): string {
  const remote = git(['symbolic-ref', '--short', 'refs/remotes/origin/HEAD'])?.replace(/^origin\//, '');
  const branch = remote || git(['branch', '--show-current']);
  return branch && PLAIN_BRANCH.test(branch) ? branch : 'main';
}

/**
 * The workflow `init --ci` writes: it installs this very version of totem by name from the npm registry (no
 * action to publish, no owner to fill in) and annotates each problem. It runs on pushes to the default branch
 * and on pull requests — once per change, not a push run and a pull-request run for each commit of a PR. The
 * card pack shipped with totem answers for the cards it holds, so there is no `cards sync` (a download from the
 * card APIs on every run); the check asks an API only for a line the pack cannot answer (a set newer than the
 * pack). The checkout keeps no token in .git/config while npm's install scripts run.
 */
export function workflowText(branch = 'main'): string {
  return `# Checks every decklist on pushes to ${branch} and on pull requests with totem-deck ${VERSION} (written by totem init --ci).
name: decks
on:
  push:
    branches: [${JSON.stringify(branch)}]
  pull_request:
permissions:
  contents: read
jobs:
  totem:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
        with:
          persist-credentials: false
      - uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020 # v7.0.0
        with:
          node-version: 24
      - run: npm install -g ${PACKAGE}@${VERSION}
      # The card pack in the package answers; an API is asked only for cards of sets newer than the pack.
      - run: totem check . --format github
`;
}

/** `totem init [--ci]`: never overwrites; a file that exists is named and makes the exit code 2. */
export function runInit(options: { ci?: boolean }): number {
  const files: [string, () => string][] = [[CONFIG, configText]];
  if (options.ci) files.push([WORKFLOW, () => workflowText(defaultBranch())]);
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
