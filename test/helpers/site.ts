import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { ROOT } from './cli.js';
import { DATASET, SHARED_PACK } from './dataset.js';
import { describeNeeding, type Need } from './optional.js';
import { TCGDEX } from './tcgdex.js';

/** Debian's chromium (`apt-get install chromium`); CHROMIUM_PATH names another build. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium, as a need of the browser tests. */
export const CHROMIUM_BROWSER: Need = {
  missing: existsSync(CHROMIUM) ? null : `no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
};

/**
 * `describe` for tests of the game-night page: they need chromium and the card pack built from both datasets;
 * without them the block is skipped with a notice (CI installs chromium and has the datasets, so there it runs).
 */
export const describePage = (name: string, fn: () => void): void =>
  describeNeeding([CHROMIUM_BROWSER, DATASET, TCGDEX], name, fn);

/** The card pack the site is built from: the one the global setup builds from both datasets for the tests. */
export const PACK_DIR = SHARED_PACK;

/** Build the site from that pack, as `npm run web:build` does. */
export function buildSite(): void {
  if (!existsSync(join(PACK_DIR, 'index.json')))
    throw new Error(`no card pack at ${PACK_DIR}: the global setup builds it when both datasets are there`);
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const run = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TOTEM_PACK_DIR: PACK_DIR },
  });
  if (run.status !== 0) throw new Error(`vite build failed:\n${run.stdout}\n${run.stderr}`);
}

export interface Site {
  url: string;
  /** Bytes the server has written (headers and bodies, compressed as sent) since the last `resetBytes`. */
  bytes(): number;
  resetBytes(): void;
  close(): Promise<void>;
}

/** `npm run web:preview`, in process: web/dist on 127.0.0.1 at a free port, with a count of the bytes sent. */
export async function serveSite(): Promise<Site> {
  const { preview } = await import('vite');
  // The config names the pack folder it serves from TOTEM_PACK_DIR, which the tests set to `off` elsewhere.
  const saved = process.env.TOTEM_PACK_DIR;
  process.env.TOTEM_PACK_DIR = PACK_DIR;
  let server: PreviewServer;
  try {
    server = await preview({
      configFile: join(ROOT, 'web/vite.config.ts'),
      logLevel: 'warn',
      preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
    });
  } finally {
    if (saved === undefined) delete process.env.TOTEM_PACK_DIR;
    else process.env.TOTEM_PACK_DIR = saved;
  }
  const sockets = new Set<Socket>();
  let base = 0;
  let closedBytes = 0;
  server.httpServer.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      closedBytes += socket.bytesWritten;
      sockets.delete(socket);
    });
  });
  const total = () => closedBytes + [...sockets].reduce((n, s) => n + s.bytesWritten, 0);
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the preview server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    bytes: () => total() - base,
    resetBytes: () => {
      base = total();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await server.close();
    },
  };
}

/**
 * For a `describe` block of page tests: the site built and served, and Chromium launched, before its tests; both
 * closed after them. Read `opened.site` and `opened.browser` inside the tests (they are set in beforeAll).
 */
export function openSiteInChromium(): { site: Site; browser: Browser } {
  const opened = {} as { site: Site; browser: Browser };
  beforeAll(async () => {
    buildSite();
    opened.site = await serveSite();
    // No test touches the internet: the page asks TCGdex for a line its pack lacks, so every host but the local
    // site and stand-ins resolves to nothing (a test answers for TCGdex with `context.route`).
    opened.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    });
  }, 300_000);
  afterAll(async () => {
    await opened.browser?.close();
    await opened.site?.close();
  });
  return opened;
}
