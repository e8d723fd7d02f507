// A local stand-in for the Pokémon TCG API v2, shared by the tests and `npm run bench` (plain JS so the bench
// can load it without a build). Types: fake-api.d.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const caches = new Map();

/** The dataset in the API's shape: every card carries its set object. */
function dataset(dataDir) {
  if (caches.has(dataDir)) return caches.get(dataDir);
  const sets = JSON.parse(readFileSync(join(dataDir, 'sets/en.json'), 'utf8'));
  const byId = new Map(sets.map((s) => [s.id, s]));
  const cards = [];
  for (const file of readdirSync(join(dataDir, 'cards/en'))) {
    const setId = file.replace(/\.json$/, '');
    for (const c of JSON.parse(readFileSync(join(dataDir, 'cards/en', file), 'utf8')))
      cards.push({ ...c, set: byId.get(setId) });
  }
  const data = { sets, cards };
  caches.set(dataDir, data);
  return data;
}

/**
 * A value as the real API reads it, quoted or not: `\x` is a literal x, and an unescaped `*` or `?` is a
 * wildcard — even inside quotes, which is how `name:"*"` matches every card.
 */
function pattern(raw) {
  const inner = raw.startsWith('"') && raw.endsWith('"') && raw.length > 1 ? raw.slice(1, -1) : raw;
  const literal = (ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let source = '';
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i];
    if (ch === '\\' && i + 1 < inner.length) source += literal(inner[++i]);
    else if (ch === '*') source += '.*';
    else if (ch === '?') source += '.';
    else source += literal(ch);
  }
  return new RegExp(`^${source}$`, 'is');
}

/** The subset of the API's Lucene syntax the client sends: id:, name:, set.id:, number:, (…), OR. */
function matcher(q) {
  const clauses = q.split(/\s+OR\s+/).map((clause) => {
    const terms = [...clause.replace(/^\(|\)$/g, '').matchAll(/([\w.]+):("(?:[^"\\]|\\.)*"|\S+)/g)].map((m) => [
      m[1],
      pattern(m[2]),
    ]);
    return (c) =>
      terms.every(([field, value]) => {
        if (field === 'id') return value.test(c.id);
        if (field === 'name') return value.test(c.name);
        if (field === 'number') return value.test(c.number);
        if (field === 'set.id') return value.test(c.set.id);
        return false;
      });
  });
  return (c) => clauses.some((m) => m(c));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 200 whose body never ends in time: a byte every `intervalMs`, for at most `maxMs` (then it ends). */
async function trickle(res, fault) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"data":[');
  const until = Date.now() + fault.maxMs;
  while (Date.now() < until && !res.destroyed) {
    res.write(' ');
    await sleep(fault.intervalMs);
  }
  res.end('],"totalCount":0}');
}

/** A 200 whose body goes on and on: `maxBytes` of it at most, or until the client hangs up. */
async function endless(res, fault, api) {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  res.write('{"data":[');
  while (api.bytesSent < fault.maxBytes && !res.destroyed) {
    api.bytesSent += chunk.length;
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
  }
  res.end('],"totalCount":0}');
}

/** A local stand-in for the Pokémon TCG API v2 on 127.0.0.1, serving `dataDir`, with injectable faults. */
export async function startFakeApi(dataDir) {
  const api = {
    url: '',
    requests: [],
    faults: [],
    mode: null,
    latencyMs: 0,
    setCount: null,
    imageBase: null,
    inFlight: 0,
    maxInFlight: 0,
    bytesSent: 0,
    close: async () => {},
  };
  const sockets = new Set();
  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams.get('q');
    api.requests.push({ path: url.pathname, q, apiKey: req.headers['x-api-key'] });
    const fault = api.faults.shift() ?? api.mode ?? undefined;
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'redirect') {
      res.writeHead(fault.status ?? 302, { location: fault.location });
      res.end();
      return;
    }
    if (fault?.kind === 'trickle') return void trickle(res, fault);
    if (fault?.kind === 'endless') return void endless(res, fault, api);
    if (fault?.kind === 'status') {
      res.writeHead(fault.status, {
        'content-type': 'application/json',
        ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
      });
      res.end('{"error":{"message":"fault","code":' + fault.status + '}}');
      return;
    }
    if (fault?.kind === 'empty') {
      // `{"data": []}` as a proxy's page or a broken server sends it: no totals, often not even JSON's type.
      res.writeHead(200, { 'content-type': fault.contentType ?? 'text/html' });
      res.end('{"data": []}');
      return;
    }
    if (fault?.kind === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not json</html>');
      return;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 250);
    const { sets, cards } = dataset(dataDir);
    const served = api.setCount === null ? sets : sets.slice(0, api.setCount);
    const all = url.pathname.endsWith('/sets') ? served : q ? cards.filter(matcher(q)) : cards;
    let data = all.slice((page - 1) * pageSize, page * pageSize);
    if (fault?.kind === 'schema') data = data.map((c) => ({ ...c, supertype: undefined, number: 42 }));
    if (api.imageBase)
      data = data.map((c) => ({
        ...c,
        images: { small: `${api.imageBase}/${c.id}.png`, large: `${api.imageBase}/${c.id}_hires.png` },
      }));
    const body = JSON.stringify({ data, page, pageSize, count: data.length, totalCount: all.length });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(fault?.kind === 'truncated' ? body.slice(0, Math.floor(body.length / 2)) : body);
  };
  const server = createServer((req, res) => {
    api.inFlight++;
    api.maxInFlight = Math.max(api.maxInFlight, api.inFlight);
    res.on('close', () => api.inFlight--);
    if (api.latencyMs) setTimeout(() => handle(req, res), api.latencyMs);
    else handle(req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${server.address().port}/v2`;
  api.close = () =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return api;
}
