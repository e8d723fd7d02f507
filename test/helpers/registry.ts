// A private npm registry for the publish tests: verdaccio on 127.0.0.1, its storage in a temp folder, no
// uplinks — nothing is fetched from or sent to the internet. It serves totem-deck as published by `npm publish`
// and the production dependencies as installed in node_modules/ (packed from there). No dependency runs an install
// script (nothing is compiled), so nothing else is downloaded.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as netServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './cli.js';

export interface Registry {
  url: string;
  /** An .npmrc with the registry and a token for it. */
  npmrc: string;
  /** Environment for npm: this registry only, no audit, no update check. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = netServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`verdaccio did not answer at ${url}`);
}

/** The production dependency folders installed in node_modules/ (what `npm install totem-deck` needs). */
function productionPackages(): { dir: string; pkg: Record<string, unknown> & { name: string; version: string } }[] {
  const listing = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: ROOT, encoding: 'utf8' });
  const dirs = listing.stdout.split('\n').filter((d) => d && d !== ROOT);
  const seen = new Set<string>();
  const out = [];
  for (const dir of dirs) {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const id = `${pkg.name}@${pkg.version}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ dir, pkg });
  }
  return out;
}

/** A package folder as a registry tarball (`package/…`), leaving out nested node_modules and build output. */
function packFolder(dir: string, into: string): Buffer {
  const file = join(into, `${createHash('sha1').update(dir).digest('hex')}.tgz`);
  const tar = spawnSync(
    'tar',
    ['czf', file, '--exclude=./node_modules', '--exclude=./build', '--transform', 's,^\\.,package,', '-C', dir, '.'],
    { encoding: 'utf8' },
  );
  if (tar.status !== 0) throw new Error(`tar ${dir}: ${tar.stderr}`);
  return readFileSync(file);
}

/** A request again when the server had closed the kept-alive connection it was sent on. */
async function retried(call: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** One version of a package into the registry, as `npm publish` sends it. */
async function put(url: string, token: string, pkg: { name: string; version: string }, tarball: Buffer): Promise<void> {
  const file = `${pkg.name.replace(/^@[^/]+\//, '')}-${pkg.version}.tgz`;
  const tarballUrl = `${url}/${pkg.name}/-/${file}`;
  const body = {
    _id: pkg.name,
    name: pkg.name,
    'dist-tags': { latest: pkg.version },
    versions: {
      [pkg.version]: {
        ...pkg,
        _id: `${pkg.name}@${pkg.version}`,
        dist: {
          tarball: tarballUrl,
          shasum: createHash('sha1').update(tarball).digest('hex'),
          integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
        },
      },
    },
    _attachments: {
      [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64'), length: tarball.length },
    },
  };
  const res = await retried(() =>
    fetch(`${url}/${pkg.name.replace('/', '%2f')}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );
  if (!res.ok) throw new Error(`publishing ${pkg.name}@${pkg.version}: ${res.status} ${await res.text()}`);
}

/** Start the registry with the production dependencies published; stop() ends every server and removes the folder. */
export async function startRegistry(): Promise<Registry> {
  const work = mkdtempSync(join(tmpdir(), 'totem-registry-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = join(work, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(work, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(work, 'htpasswd')}`,
      '    max_users: 10',
      // No uplinks: a package this registry lacks is an error, never a download.
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const child = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/verdaccio/bin/verdaccio'), '--config', config, '--listen', `127.0.0.1:${port}`],
    { stdio: 'ignore' },
  );
  const stop = async (): Promise<void> => {
    child.kill('SIGTERM');
    await new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/-/ping`, child);
    const user = await fetch(`${url}/-/user/org.couchdb.user:totem`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'totem', password: 'totem-test-password' }),
    });
    if (!user.ok) throw new Error(`verdaccio refused the test user: ${user.status} ${await user.text()}`);
    const { token } = (await user.json()) as { token: string };
    const packs = join(work, 'packs');
    mkdirSync(packs);
    for (const { dir, pkg } of productionPackages()) await put(url, token, pkg, packFolder(dir, packs));
    const npmrc = join(work, '.npmrc');
    writeFileSync(npmrc, `registry=${url}/\n//127.0.0.1:${port}/:_authToken=${token}\n`);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: work,
      npm_config_userconfig: npmrc,
      npm_config_registry: `${url}/`,
      npm_config_cache: join(work, 'npm-cache'),
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    };
    return { url, npmrc, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
