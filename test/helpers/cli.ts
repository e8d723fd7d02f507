import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DATA_DIR, SHARED_CACHE } from './dataset.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BIN = resolve(ROOT, 'bin/totem.js');

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Spawn the built CLI with a clean environment: no colour, the shared store, the dataset when asked. */
export function totem(args: string[], options: { input?: string | Buffer; env?: Record<string, string | undefined>; cwd?: string; data?: boolean } = {}): Run {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH, HOME: process.env.HOME, TOTEM_CACHE_DIR: SHARED_CACHE, NO_COLOR: '1',
    // A dead local port: a test that forgets --offline fails fast instead of reaching the internet.
    TOTEM_API_URL: 'http://127.0.0.1:9/v2',
    ...(options.data === false ? {} : { TOTEM_DATA_DIR: DATA_DIR }),
    ...options.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const result = spawnSync(process.execPath, [BIN, ...args], { input: options.input, env: env as NodeJS.ProcessEnv, cwd: options.cwd ?? ROOT, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
