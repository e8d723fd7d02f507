import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DATA_DIR } from './dataset.js';

type Raw = Record<string, unknown> & { id: string; name: string; number: string };

/** What the next request gets instead of an answer. */
export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'truncated' }
  | { kind: 'schema' };

export interface FakeApi {
  url: string;
  requests: { path: string; q: string | null; apiKey: string | undefined }[];
  faults: Fault[];
  /** Added to every answer, to measure batching against latency. */
  latencyMs: number;
  close(): Promise<void>;
}

let cache: { sets: Raw[]; cards: Raw[] } | null = null;

/** The shared dataset in the API's shape: every card carries its set object. */
function dataset(): { sets: Raw[]; cards: Raw[] } {
  if (cache) return cache;
  const sets = JSON.parse(readFileSync(join(DATA_DIR, 'sets/en.json'), 'utf8')) as Raw[];
  const byId = new Map(sets.map((s) => [s.id, s]));
  const cards: Raw[] = [];
  for (const file of readdirSync(join(DATA_DIR, 'cards/en'))) {
    const setId = file.replace(/\.json$/, '');
    for (const c of JSON.parse(readFileSync(join(DATA_DIR, 'cards/en', file), 'utf8')) as Raw[]) cards.push({ ...c, set: byId.get(setId) });
  }
  cache = { sets, cards };
  return cache;
}

const unquote = (s: string): string => s.replace(/^"|"$/g, '');

/** The subset of the API's Lucene syntax the client sends: id:, name:, set.id:, number:, (…), OR. */
function matcher(q: string): (c: Raw) => boolean {
  const clauses = q.split(/\s+OR\s+/).map((clause) => {
    const terms = [...clause.replace(/^\(|\)$/g, '').matchAll(/([\w.]+):("[^"]*"|\S+)/g)].map((m) => [m[1]!, unquote(m[2]!).toLowerCase()] as const);
    return (c: Raw): boolean => terms.every(([field, value]) => {
      if (field === 'id') return c.id.toLowerCase() === value;
      if (field === 'name') return c.name.toLowerCase() === value;
      if (field === 'number') return c.number.toLowerCase() === value;
      if (field === 'set.id') return (c.set as Raw).id.toLowerCase() === value;
      return false;
    });
  });
  return (c) => clauses.some((m) => m(c));
}

/** A local stand-in for the Pokémon TCG API v2 on 127.0.0.1, with injectable faults. */
export async function startFakeApi(): Promise<FakeApi> {
  const api: FakeApi = { url: '', requests: [], faults: [], latencyMs: 0, close: async () => {} };
  const sockets = new Set<import('node:net').Socket>();
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams.get('q');
    api.requests.push({ path: url.pathname, q, apiKey: req.headers['x-api-key'] as string | undefined });
    const fault = api.faults.shift();
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'status') {
      res.writeHead(fault.status, { 'content-type': 'application/json', ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}) });
      res.end('{"error":{"message":"fault","code":' + fault.status + '}}');
      return;
    }
    if (fault?.kind === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not json</html>');
      return;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 250);
    const { sets, cards } = dataset();
    const all = url.pathname.endsWith('/sets') ? sets : q ? cards.filter(matcher(q)) : cards;
    let data: unknown[] = all.slice((page - 1) * pageSize, page * pageSize);
    if (fault?.kind === 'schema') data = data.map((c) => ({ ...(c as Raw), supertype: undefined, number: 42 }));
    const body = JSON.stringify({ data, page, pageSize, count: data.length, totalCount: all.length });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(fault?.kind === 'truncated' ? body.slice(0, Math.floor(body.length / 2)) : body);
  };
  const server: Server = createServer((req, res) => {
    if (api.latencyMs) setTimeout(() => handle(req, res), api.latencyMs);
    else handle(req, res);
  });
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  api.close = () => new Promise<void>((resolve) => {
    for (const s of sockets) s.destroy();
    server.close(() => resolve());
  });
  return api;
}
