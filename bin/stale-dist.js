// In a git checkout, dist/ is built from src/ by `npm run build`; after a pull or an edit it can lag behind, and
// the CLI would then run yesterday's code without a word. Warn (stderr, never stdout) when any src/ file is newer
// than the dist/ file built from it. An installed package has no .git, no tsconfig.json and no src/*.ts beside
// dist/: nothing to compare, no warning.
'use strict';
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');

/** The src/ files newer than their build output (at most `limit`), relative to `root`. */
function staleSources(root, limit = 3) {
  if (!existsSync(join(root, '.git')) || !existsSync(join(root, 'tsconfig.json'))) return [];
  const src = join(root, 'src');
  if (!existsSync(src)) return [];
  const stale = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (stale.length >= limit) return;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts')) {
        const built = join(root, 'dist', relative(src, path)).replace(/\.ts$/, '.js');
        if (!existsSync(built) || statSync(built).mtimeMs < statSync(path).mtimeMs) stale.push(relative(root, path));
      }
    }
  };
  walk(src);
  return stale;
}

function warnIfStale(root) {
  try {
    const stale = staleSources(root);
    if (stale.length) {
      process.stderr.write(
        `totem: warning: dist/ is older than src/ (${stale.join(', ')}${stale.length >= 3 ? ', …' : ''}); run npm run build\n`,
      );
    }
  } catch {
    // A check for developers must never stop the CLI.
  }
}

module.exports = { staleSources, warnIfStale };
