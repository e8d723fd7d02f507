// A local stand-in for the TCGdex API v2 on 127.0.0.1, shared by the tests and bench/tcgdex.js (plain JS so the
// bench can load it without a build). Types: fake-tcgdex.d.ts.
//
// It serves a read checkout of tcgdex/cards-database (`readTcgdexCheckout(dir)`, passed in: the tests read it
// from src/, the bench from dist/) in the API's shape (meta/definitions/api.d.ts, openapi.yaml): REST
// `/v2/{lang}/sets`, `/sets/{id}`, `/sets/{id}/{localId}`, `/cards`, `/cards/{id}` with the list filters
// (`key=eq:a|b`, `neq:`, `like:`, dotted keys such as `abbreviation.official`). Faults are injected per request;
// every request is recorded; the server stops by itself.
import { createServer } from 'node:http';

const LANGS = ['en', 'fr', 'es', 'es-mx', 'it', 'pt', 'de'];
const UPDATED = '2026-08-21T00:00:00+00:00';

const text = (value, lang) =>
  value === undefined || value === null || typeof value === 'string' ? value : value[lang];
const clean = (object) => JSON.parse(JSON.stringify(object));

/** The checkout in one language, as the TCGdex compiler would publish it. */
function compile(checkout, lang, pocket) {
  const sets = [];
  const cards = [];
  const cardsBySet = new Map();
  const series = new Map();
  const allSets = [...checkout.sets];
  const allCards = [...checkout.cards];
  if (pocket) {
    // A stand-in Pocket set (the reader skips the real ones): sync must leave it out.
    const serie = { id: 'tcgp', name: { en: 'Pokémon TCG Pocket' } };
    allSets.push({
      id: 'A1',
      data: { id: 'A1', name: { en: 'Genetic Apex' }, cardCount: { official: 2 }, releaseDate: '2024-10-30' },
      serie,
    });
    for (const localId of ['001', '002'])
      allCards.push({
        id: `A1-${localId}`,
        localId,
        setId: 'A1',
        data: {
          name: { en: `Pocket Bulbasaur ${localId}` },
          category: 'Pokemon',
          hp: 70,
          types: ['Grass'],
          stage: 'Basic',
        },
      });
  }
  const setEntries = new Map(allSets.map((s) => [s.id, s]));
  for (const card of allCards) {
    const name = text(card.data.name, lang);
    if (!name) continue;
    const list = cardsBySet.get(card.setId) ?? [];
    list.push(card);
    cardsBySet.set(card.setId, list);
  }
  const resumeOfSet = new Map();
  for (const entry of allSets) {
    const name = text(entry.data.name, lang);
    if (!name) continue;
    const members = cardsBySet.get(entry.id) ?? [];
    const serie = { id: entry.serie.id, name: text(entry.serie.name, lang) ?? entry.serie.id };
    if (!series.has(serie.id)) series.set(serie.id, serie);
    const release =
      typeof entry.data.releaseDate === 'string'
        ? entry.data.releaseDate
        : (text(entry.data.releaseDate, lang) ?? text(entry.data.releaseDate, 'en'));
    const cardCount = { total: members.length, official: entry.data.cardCount?.official ?? members.length };
    const official = entry.data.abbreviations?.official;
    const resume = { id: entry.id, name, cardCount };
    resumeOfSet.set(entry.id, resume);
    sets.push(
      clean({
        ...resume,
        serie,
        tcgOnline: entry.data.tcgOnline,
        releaseDate: release ?? '1970-01-01',
        legal: { standard: false, expanded: false },
        abbreviation: official ? { official, localized: entry.data.abbreviations?.[lang] ?? official } : undefined,
        cards: members.map((c) => ({ id: c.id, localId: c.localId, name: text(c.data.name, lang) })),
      }),
    );
  }
  for (const [setId, members] of cardsBySet) {
    const set = resumeOfSet.get(setId);
    if (!set) continue;
    for (const c of members) {
      const d = c.data;
      cards.push(
        clean({
          id: c.id,
          localId: c.localId,
          name: text(d.name, lang),
          category: d.category,
          illustrator: d.illustrator,
          rarity: d.rarity ?? 'None',
          set,
          dexId: d.dexId,
          hp: d.hp,
          types: d.types,
          evolveFrom: text(d.evolveFrom, lang),
          description: text(d.description, lang),
          level: d.level,
          stage: d.stage,
          suffix: d.suffix,
          item: d.item ? { name: text(d.item.name, lang), effect: text(d.item.effect, lang) } : undefined,
          abilities: d.abilities?.map((a) => ({
            type: a.type,
            name: text(a.name, lang),
            effect: text(a.effect, lang),
          })),
          attacks: d.attacks?.map((a) => ({
            cost: a.cost,
            name: text(a.name, lang),
            effect: text(a.effect, lang),
            damage: a.damage,
          })),
          weaknesses: d.weaknesses,
          resistances: d.resistances,
          retreat: d.retreat,
          effect: text(d.effect, lang),
          trainerType: d.trainerType,
          energyType: d.energyType,
          regulationMark: d.regulationMark,
          legal: { standard: false, expanded: false },
          updated: UPDATED,
        }),
      );
    }
  }
  const byId = new Map(cards.map((c) => [c.id.toLowerCase(), c]));
  const setById = new Map(sets.map((s) => [s.id.toLowerCase(), s]));
  void setEntries;
  return { sets, cards, byId, setById, series };
}

// ── the API's filter language (server/src/libs/QueryEngine/parsers.ts and filter.ts of tcgdex/cards-database) ──

const PREFIXES = ['like', 'not', 'notlike', 'eq', 'neq', 'gte', 'gt', 'lt', 'lte', 'null', 'notnull'];

function parseParam(value) {
  if (typeof value === 'number') return { $eq: value };
  const colon = value.indexOf(':');
  let op = 'like';
  let compared = value;
  if (colon >= 2 && PREFIXES.includes(value.slice(0, colon))) {
    op = value.slice(0, colon);
    compared = value.slice(colon + 1);
  }
  const one = (item) => {
    switch (op) {
      case 'not':
      case 'notlike':
        return { $not: { $inc: item } };
      case 'eq':
        return { $eq: item };
      case 'neq':
        return { $not: item };
      case 'gte':
        return { $gte: item };
      case 'gt':
        return { $gt: item };
      case 'lt':
        return { $lt: item };
      case 'lte':
        return { $lte: item };
      case 'null':
        return null;
      case 'notnull':
        return { $not: null };
      default:
        return { $inc: item };
    }
  };
  if (/^\d+\.?\d*$/.test(compared)) return one(Number.parseFloat(compared));
  const items = compared.split(compared.includes('|') ? '|' : ',');
  return items.length === 1 ? one(items[0]) : { $or: items.map(one) };
}

function get(item, key) {
  if (!key.includes('.')) return item[key];
  let pointer = item;
  for (const part of key.split('.')) {
    if (pointer === null || typeof pointer !== 'object' || !(part in pointer)) return undefined;
    pointer = pointer[part];
  }
  return pointer;
}

function matches(value, query) {
  if (query === null) return value === undefined || value === null;
  if (value === null || value === undefined) return false;
  if (typeof query !== 'object') {
    if (typeof query === 'string' && typeof value === 'string') return query.toLowerCase() === value.toLowerCase();
    return query === value;
  }
  if ('$inc' in query) {
    if (typeof value === 'number' && typeof query.$inc === 'number') return value === query.$inc;
    return String(value).toLowerCase().includes(String(query.$inc).toLowerCase());
  }
  if ('$eq' in query) return query.$eq === value;
  if ('$gt' in query) return typeof value === 'number' && value > query.$gt;
  if ('$lt' in query) return typeof value === 'number' && value < query.$lt;
  if ('$gte' in query) return typeof value === 'number' && value >= query.$gte;
  if ('$lte' in query) return typeof value === 'number' && value <= query.$lte;
  if ('$or' in query) return query.$or.some((q) => matches(value, q));
  if ('$not' in query) return !matches(value, query.$not);
  return false;
}

/** Filter a list by `{ key: "eq:a|b" }`, with a fast path for ids asked for exactly. */
function filterList(list, filters, byId) {
  const entries = Object.entries(filters ?? {}).filter(([k]) => !k.includes(':'));
  if (entries.length === 0) return list;
  if (
    entries.length === 1 &&
    entries[0][0] === 'id' &&
    byId &&
    typeof entries[0][1] === 'string' &&
    entries[0][1].startsWith('eq:')
  ) {
    const ids = entries[0][1].slice(3).split(entries[0][1].includes('|') ? '|' : ',');
    return [...new Set(ids)].map((id) => byId.get(id.toLowerCase())).filter((c) => c && ids.includes(c.id));
  }
  const queries = entries.map(([key, value]) => [key, parseParam(value)]);
  return list.filter((item) => queries.every(([key, q]) => matches(get(item, key), q)));
}

function paginate(list, params) {
  const page = Number(params['pagination:page'] ?? 0);
  if (!page) return list;
  const size = Number(params['pagination:itemsPerPage'] ?? 100);
  return list.slice((page - 1) * size, page * size);
}

/** Make an answer fail the client's schema while staying valid JSON. */
function breakShape(body) {
  if (Array.isArray(body)) return body.map((x) => ({ ...x, id: 42 }));
  if (body && typeof body === 'object' && 'cards' in body) return { ...body, cards: 'broken' };
  if (body && typeof body === 'object') return { ...body, category: 42 };
  return body;
}

/**
 * Start the stand-in on 127.0.0.1 (an ephemeral port) for a read checkout. It closes itself after `lifetimeMs`
 * (default 15 minutes) even if a test forgets to.
 */
export async function startFakeTcgdex(checkout, options = {}) {
  const pocket = options.pocket ?? true;
  const compiled = new Map();
  const views = (lang) => {
    if (!LANGS.includes(lang)) return null;
    if (!compiled.has(lang)) compiled.set(lang, compile(checkout, lang, pocket));
    return compiled.get(lang);
  };
  // Every language is compiled up front, so timings measure the client, not the stand-in's first use.
  for (const lang of LANGS) views(lang);
  const api = {
    url: '',
    requests: [],
    faults: [],
    mode: null,
    latencyMs: 0,
    inFlight: 0,
    maxInFlight: 0,
    close: async () => {},
  };
  const sockets = new Set();

  const send = (res, status, body, fault, headers = {}) => {
    let json = body;
    if (fault?.kind === 'schema' && status === 200) json = breakShape(body);
    let payload = JSON.stringify(json);
    if (fault?.kind === 'truncated') payload = payload.slice(0, Math.floor(payload.length / 2));
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(payload);
  };

  const handle = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const record = {
      method: req.method,
      path: decodeURIComponent(url.pathname),
      search: url.search,
      ms: 0,
    };
    const started = performance.now();
    res.on('finish', () => (record.ms = performance.now() - started));
    api.requests.push(record);
    const fault = api.faults.shift() ?? api.mode ?? undefined;
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'redirect') {
      res.writeHead(fault.status ?? 302, { location: fault.location });
      res.end();
      return;
    }
    if (fault?.kind === 'trickle') {
      // A byte every intervalMs: each read resets an idle timeout, so only a deadline ends it.
      res.writeHead(200, { 'content-type': 'application/json' });
      const started = Date.now();
      const timer = setInterval(() => {
        if (res.destroyed || Date.now() - started > fault.maxMs) {
          clearInterval(timer);
          res.end();
          return;
        }
        res.write(' ');
      }, fault.intervalMs);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (fault?.kind === 'empty') {
      // A server (or a proxy before it) that answers every request with nothing: [] for lists.
      res.writeHead(200, { 'content-type': fault.contentType ?? 'application/json' });
      res.end('[]');
      return;
    }
    if (fault?.kind === 'reset') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'status') {
      res.writeHead(fault.status, {
        'content-type': 'application/problem+json',
        ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
      });
      res.end(JSON.stringify({ type: 'https://tcgdex.dev/errors/fault', title: 'fault', status: fault.status }));
      return;
    }
    if (fault?.kind === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not json</html>');
      return;
    }
    if (fault?.kind === 'huge') {
      // A body that never ends on its own (no content-length): the client must stop reading it.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const chunk = ' '.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < (fault.bytes ?? 64 * 1024 * 1024) && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end(']');
      };
      pump();
      return;
    }

    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v2' || parts.length < 3) return send(res, 404, { error: 'Endpoint or id not found' }, fault);
    const [, lang, endpoint, id, sub] = parts;
    const v = views(lang);
    if (!v) return send(res, 404, { error: 'Language not found' }, fault);
    const params = Object.fromEntries(url.searchParams.entries());
    const filters = Object.fromEntries(Object.entries(params).filter(([k]) => !k.includes(':')));
    if (endpoint === 'sets' && id === undefined) {
      const list = paginate(filterList(v.sets, filters), params).map(({ id: sid, name, cardCount }) => ({
        id: sid,
        name,
        cardCount,
      }));
      return send(res, 200, list, fault);
    }
    if (endpoint === 'sets' && sub === undefined) {
      const set = v.setById.get(id.toLowerCase()) ?? v.sets.find((s) => s.name.toLowerCase() === id.toLowerCase());
      return set ? send(res, 200, set, fault) : send(res, 404, { error: 'Endpoint or id not found' }, fault);
    }
    if (endpoint === 'sets') {
      const card = v.cards.find(
        (c) => c.set.id.toLowerCase() === id.toLowerCase() && c.localId.toLowerCase() === sub.toLowerCase(),
      );
      return card ? send(res, 200, card, fault) : send(res, 404, { error: 'Endpoint or id not found' }, fault);
    }
    if (endpoint === 'cards' && id === undefined) {
      const list = paginate(filterList(v.cards, filters, v.byId), params).map((c) => ({
        id: c.id,
        localId: c.localId,
        name: c.name,
      }));
      return send(res, 200, list, fault);
    }
    if (endpoint === 'cards') {
      const card = v.byId.get(id.toLowerCase()) ?? v.cards.find((c) => c.name.toLowerCase() === id.toLowerCase());
      return card ? send(res, 200, card, fault) : send(res, 404, { error: 'Endpoint or id not found' }, fault);
    }
    return send(res, 404, { error: 'Endpoint or id not found' }, fault);
  };

  const server = createServer((req, res) => {
    api.inFlight++;
    api.maxInFlight = Math.max(api.maxInFlight, api.inFlight);
    let open = true;
    const done = () => {
      if (open) api.inFlight--;
      open = false;
    };
    res.on('finish', done);
    res.on('close', done);
    req.resume();
    req.on('end', () => {
      const run = () =>
        handle(req, res).catch((error) => {
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: String(error?.message ?? error) }));
        });
      if (api.latencyMs) setTimeout(run, api.latencyMs);
      else run();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${server.address().port}/v2`;
  let closed = false;
  api.close = () =>
    new Promise((resolve) => {
      if (closed) return resolve();
      closed = true;
      clearTimeout(lifetime);
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  const lifetime = setTimeout(() => void api.close(), options.lifetimeMs ?? 15 * 60_000);
  lifetime.unref();
  return api;
}

/** A base URL where nothing listens (a port that was just freed): connections are refused. */
export async function refusedUrl() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/v2`;
}
