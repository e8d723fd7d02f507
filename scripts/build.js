// `npm run build` and `prepack`: dist/ from src/ with TypeScript, from scratch, so that a file moved or deleted
// in src/ leaves nothing behind in dist/ (and so in the published package).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function build() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
  // tsc's diagnostics go to stderr: stdout of `npm pack` is the tarball's name, which tools such as pre-commit read.
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: root, stdio: ['inherit', 2, 2] });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = build();
