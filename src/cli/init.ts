import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CONFIG_SCHEMA_FILE } from './config-json-schema.js';
import { error, out } from './output.js';
import { t } from './messages.js';
import { VERSION } from './version.js';

const PACKAGE = 'totem-deck';
const CONFIG = 'totem.config.json';
const WORKFLOW = '.github/workflows/totem.yml';
/** The action's moving major tag (see docs/ci.md). */
const ACTION_REF = 'v1';

/** `owner/repo` of totem itself, from package.json's repository, for `uses:` in the workflow. */
function actionRepo(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      repository?: string | { url?: string };
    };
    const url = typeof pkg.repository === 'string' ? pkg.repository : (pkg.repository?.url ?? '');
    const match = /github(?:\.com[/:]|:)([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url);
    if (match) return match[1]!;
  } catch {
    // Fall through to the placeholder.
  }
  return 'OWNER/totem';
}

/** The schema from a local install when there is one (works offline), else the published package's copy. */
function schemaRef(): string {
  const local = `node_modules/${PACKAGE}/${CONFIG_SCHEMA_FILE}`;
  return existsSync(local) ? `./${local}` : `https://unpkg.com/${PACKAGE}@${VERSION}/${CONFIG_SCHEMA_FILE}`;
}

export function configText(): string {
  return `${JSON.stringify({ $schema: schemaRef(), rules: {}, ban: [], ignores: [] }, null, 2)}\n`;
}

export function workflowText(): string {
  const repo = actionRepo();
  return `# Checks every decklist on each push and pull request: https://github.com/${repo}/blob/main/docs/ci.md
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
      - uses: ${repo}@${ACTION_REF}
        with:
          paths: .
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
