import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { renderMessage } from '../../model/render-message.js';
import { CONFIG_SCHEMA_FILE } from '../../check/config-schema.js';
import { VERSION as version } from '../../check/version.js';
import type { CommandModule, Run } from '../shared/command.js';
import { INIT_WORDS } from './words.js';

const PACKAGE = 'totem-deck';
const CONFIG = 'totem.config.json';
const WORKFLOW = '.github/workflows/totem.yml';
/** The schema from a local install when there is one (works offline), else the published package's copy. */
function schemaRef(version: string): string {
  const local = `node_modules/${PACKAGE}/${CONFIG_SCHEMA_FILE}`;
  return existsSync(local) ? `./${local}` : `https://unpkg.com/${PACKAGE}@${version}/${CONFIG_SCHEMA_FILE}`;
}

function configText(version: string): string {
  return `${JSON.stringify({ $schema: schemaRef(version), rules: {}, ban: [], ignores: [] }, null, 2)}\n`;
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
function defaultBranch(): string {
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
export function workflowText(version: string, branch = 'main'): string {
  return `# Checks every decklist on pushes to ${branch} and on pull requests with totem-deck ${version} (written by totem init --ci).
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
      - run: npm install -g ${PACKAGE}@${version}
      # The card pack in the package answers; an API is asked only for cards of sets newer than the pack.
      - run: totem check . --format github
`;
}

interface InitResult {
  wrote: string[];
  exitCode: number;
}

/** `totem init [--ci]`: never overwrites; a file that exists is named (on stderr) and makes the exit code 2. */
async function init(run: Run<{ ci?: boolean }>): Promise<InitResult> {
  const files: [string, () => string][] = [[CONFIG, () => configText(version)]];
  if (run.flags.ci) files.push([WORKFLOW, () => workflowText(version, defaultBranch())]);
  const wrote: string[] = [];
  for (const [path, text] of files) {
    if (existsSync(path)) {
      run.say(renderMessage(INIT_WORDS, 'cli', 'init-exists', { file: path }, run.locale), true);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text(), { flag: 'wx' });
    wrote.push(path);
  }
  return { wrote, exitCode: wrote.length < files.length ? 2 : 0 };
}

export const command: CommandModule<{ ci?: boolean }, InitResult> = {
  run: init,
  json: () => '',
  text: (result, context) =>
    [
      ...result.wrote.map((file) => context.t('init-wrote', { file })),
      ...(result.exitCode ? [] : [context.t('init-next')]),
    ].join('\n'),
  exitCode: (result) => result.exitCode,
};
