import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import { DATA_DIR, SHARED_CACHE } from './dataset.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BIN = resolve(ROOT, 'bin/totem.js');

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

type Options = {
  input?: string | Buffer;
  env?: Record<string, string | undefined>;
  cwd?: string;
  data?: boolean;
  /**
   * A full disk, as far as the CLI can tell: no file it writes may grow past this many KiB (`ulimit -f`, with
   * SIGXFSZ ignored so a write past it fails instead of killing the process).
   */
  fileSizeLimitKb?: number;
  /**
   * A wide deadline for a huge input, in ms (seconds, never a ratio): the run is killed past it and its status is
   * null, so a test bounds the work without timing it. Two minutes unless a test names another.
   */
  deadlineMs?: number;
};

/** The command line that runs the CLI, under a file-size limit when one is asked for. */
function command(args: string[], options: Options): [string, string[]] {
  if (options.fileSizeLimitKb === undefined) return [process.execPath, [BIN, ...args]];
  const script = 'trap "" XFSZ; ulimit -f "$0"; exec "$@"';
  return ['bash', ['-c', script, String(options.fileSizeLimitKb), process.execPath, BIN, ...args]];
}

function environment(options: Options): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TOTEM_CACHE_DIR: SHARED_CACHE,
    NO_COLOR: '1',
    // A dead local port: a test that forgets --offline fails fast instead of reaching the internet.
    TOTEM_API_URL: 'http://127.0.0.1:9/v2',
    // Tests of the Pokémon TCG API path see it alone; the TCGdex tests name their stand-in.
    TOTEM_TCGDEX_URL: 'off',
    // No card pack unless a test names one (test/e2e/pack.test.ts): the other tests pin the sources they test.
    TOTEM_PACK_DIR: 'off',
    ...(options.data === false ? {} : { TOTEM_DATA_DIR: DATA_DIR }),
    ...options.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  return env as NodeJS.ProcessEnv;
}

/** Spawn the built CLI with a clean environment: no colour, the shared store, the dataset when asked. */
export function totem(args: string[], options: Options = {}): Run {
  const [file, argv] = command(args, options);
  const result = spawnSync(file, argv, {
    input: options.input,
    env: environment(options),
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    timeout: options.deadlineMs ?? 120_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** stderr without the two lines a run that imports card data first prints (a fresh cache, a changed dataset). */
export function withoutImportLines(stderr: string): string {
  return stderr.replace(
    /^(?:importing card data from .* …|imported [\d,]+ cards in .* s|card data ready in .*)\n/gm,
    '',
  );
}

/** Wait for a child process and collect what it printed. */
function collect(child: ChildProcessWithoutNullStreams, input?: string | Buffer): Promise<Run> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** The same, without blocking this process: for tests whose fake API server runs in it. */
export function totemAsync(args: string[], options: Options = {}): Promise<Run> {
  const [file, argv] = command(args, options);
  const child = spawn(file, argv, { env: environment(options), cwd: options.cwd ?? ROOT });
  return collect(child, options.input);
}

/** Run an ES module snippet in a fresh node process (for faults that need several processes at once). */
export function nodeScript(source: string, args: string[]): Promise<Run> {
  return collect(spawn(process.execPath, ['--input-type=module', '-e', source, ...args], { cwd: ROOT }));
}
