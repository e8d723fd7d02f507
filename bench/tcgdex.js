#!/usr/bin/env node
// `node bench/tcgdex.js`: requests and seconds for a cold 100-card deck from TCGdex alone, against the stand-in
// TCGdex server (test/helpers/fake-tcgdex.js) with injected latency per answer: one REST request per set and card,
// and one card list per other language for the names. Needs a built dist/ (npm run build) and the TCGdex snapshot (TOTEM_TCGDEX_DIR
// or ../shared/tcgdex-cards-database). Nothing leaves 127.0.0.1.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startFakeTcgdex } from '../test/helpers/fake-tcgdex.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Check one deck's cards into an empty store through the TCGdex remote.
 * Pass `checkout` (a read checkout) to skip reading the snapshot (~7 s). Returns the requests the
 * stand-in answered, the milliseconds, the cards stored and how many of the deck's lines resolved.
 */
export async function benchTcgdexColdDeck({
  tcgdexDir = process.env.TOTEM_TCGDEX_DIR ?? resolve(ROOT, '../shared/tcgdex-cards-database'),
  deckFile = join(ROOT, 'examples/decks/charizard-ex.txt'),
  latencyMs = 100,
  checkout,
} = {}) {
  const dist = (path) => import(pathToFileURL(join(ROOT, 'dist', path)).href);
  const { readTcgdexCheckout } = await dist('packer/tcgdex-checkout.js');
  const { TcgdexClient } = await dist('sources/tcgdex/api.js');
  const { TcgdexRemote } = await dist('sources/tcgdex/remote.js');
  const { CardLookup } = await dist('cards/lookup/lookup.js');
  const { CardCache } = await dist('cards/cache/overlay.js');
  const { parseTextDeck } = await dist('parse/text.js');
  const { refOf } = await dist('model/deck.js');

  const api = await startFakeTcgdex(checkout ?? readTcgdexCheckout(tcgdexDir));
  const refs = parseTextDeck(readFileSync(deckFile, 'utf8'), 'deck.txt').entries.map((e) => refOf(e));
  const work = mkdtempSync(join(tmpdir(), 'totem-bench-tcgdex-'));
  const results = {};
  try {
    api.latencyMs = latencyMs;
    for (const mode of ['rest']) {
      const store = new CardCache(join(mkdtempSync(join(work, `${mode}-`)), 'overlay'));
      const client = new TcgdexClient({ baseUrl: api.url });
      const lookup = new CardLookup(store, new TcgdexRemote(client, store));
      api.requests.length = 0;
      api.maxInFlight = 0;
      const started = performance.now();
      await lookup.prefetch(refs);
      const ms = performance.now() - started;
      results[mode] = {
        requests: api.requests.length,
        ms: Math.round(ms),
        maxInFlight: api.maxInFlight,
        cards: store.count(),
        found: refs.filter((r) => lookup.resolve(r).status === 'found').length,
        lines: refs.length,
      };
      store.close();
    }
  } finally {
    await api.close();
    rmSync(work, { recursive: true, force: true });
  }
  return { latencyMs, ...results };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchTcgdexColdDeck({ latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 100) });
  for (const mode of ['rest'])
    console.log(
      `TCGdex alone, cold 100-card deck, ${r.latencyMs} ms latency, ${mode}: ${r[mode].requests} requests, ${(r[mode].ms / 1000).toFixed(2)} s, ${r[mode].found}/${r[mode].lines} lines found, ${r[mode].cards} cards stored (at most ${r[mode].maxInFlight} requests in flight)`,
    );
}
