import type { CardLookup, RemoteCards } from '../../cards/lookup/lookup.js';
import type { CardRef } from '../../model/deck.js';
import type { Card, CardSet } from '../../model/card.js';
import type { CardCache } from '../../cards/cache/overlay.js';
import { dataFile } from '../../model/data-files.js';
import { BASIC_ENERGY_TYPES } from '../../model/card.js';
import { nameKey, numberCore, numberKey } from '../../model/names.js';
import { normalizeCard, normalizeSet } from '../normalize.js';
import { computeSpeciesStages } from '../../model/species.js';
import type { TcgdexCardEntry } from './schema.js';
import { defaultTcgdexSetLinks, ptcgCardId } from './set-map.js';
import {
  buildTcgdexContext,
  canonicalName,
  POCKET_SERIES_ID,
  TCGDEX_LANGUAGES,
  tcgdexCardToRaw,
  tcgdexSetToRaw,
  type TcgdexLanguage,
} from './to-raw.js';
import { tcgdexError, type TcgdexApiError, type TcgdexClient } from './api.js';
import { chunks } from '../http.js';
import { syncSets, type SyncProgress } from '../sync-sets.js';
import type { Notice } from '../../model/notice.js';
import { cardNotice, clause } from '../../model/card-messages.js';
import type { ApiCard, ApiSet } from './api-schema.js';

/** The `source` of what this remote stores. */
export const TCGDEX_API_SOURCE = 'tcgdex-api';

export type LocalizedNames = Partial<Record<TcgdexLanguage, string>>;

export interface TcgdexRemoteOptions {
  /** Languages whose card names are fetched beside English (one card-list request per language). */
  languages?: readonly TcgdexLanguage[];
  /** Called after each store write with the names of the cards written, by stored id. */
  onNames?: (names: ReadonlyMap<string, LocalizedNames>) => void;
  /** Sets downloaded at once by `sync`. */
  syncConcurrency?: number;
  /** TCGdex set ids `sync` leaves out: the sets the card pack holds whole. */
  skipSets?: ReadonlySet<string>;
}

type StoredIdentity = Record<'id' | 'setId' | 'number', string>;

/** A TCGdex set a written code or stored set id may mean; `stored` is the store's set id when known. */
interface Target {
  tcgdex: string;
  stored: string | null;
}

/** A line with a set and a number: which TCGdex sets to look in, and the number (or exact stored id) to match. */
interface Printing {
  targets: Target[];
  number: string;
  storedId?: string;
}

/** Scarlet & Violet (sv01): a PTCGL code every copy of TCGdex answers for. */
const CANARY_CODE = 'SVI';

/** Subsets TCGdex gives a code of their own (BRS:TG) where pokemon-tcg-data numbers them TG01 … in a set. */
const SUBSET_PREFIX = /^(TG|GG|SV|CC)\d/i;

/** The TCGdex set of a TCGdex card id ("sv03-125" → "sv03"; set ids may hold dashes, local ids don't). */
function setOfCardId(id: string, localId?: string): string {
  if (localId && id.endsWith(`-${localId}`)) return id.slice(0, -(localId.length + 1));
  return id.slice(0, id.lastIndexOf('-'));
}

/** A single value would be split on commas (or read as a number) by the API's filter parser: give it twice. */
const filterValues = (values: string[]): string[] => (values.length === 1 ? [values[0]!, values[0]!] : values);

/** How a name may be spelled in TCGdex ("Mewtwo-EX" is "Mewtwo EX" there, "Fire Energy" "Basic Fire Energy"). */
function nameVariants(name: string): string[] {
  const out = new Set([name.trim()]);
  out.add(name.trim().replace(/-(EX|GX)\b/g, ' $1'));
  out.add(name.trim().replace(/'/g, '’'));
  const basic = /^(\w+) energy$/.exec(nameKey(name));
  const type = BASIC_ENERGY_TYPES.find((t) => t.toLowerCase() === basic?.[1]);
  if (type) out.add(`${type} Energy`);
  return [...out].filter((v) => v && !v.includes('|'));
}

/** What the remote keeps its answers in: the overlay (Node), or a page's store (src/lib/browser-online.ts). */
export type RemoteStore = Pick<CardCache, 'sets' | 'byId' | 'byName' | 'putCards'> & Parameters<typeof syncSets>[0];

/**
 * Fills the store from the TCGdex API (the RemoteCards half of the lookup), as a second source beside
 * pokemon-tcg-data: a card is stored under its pokemon-tcg-data id when its set maps (`sv03-125` → `sv3-125`),
 * else under its TCGdex id, and a card the store already has is never fetched nor replaced.
 *
 * Requests for a deck: ⌈log2(n+1)⌉ set-list requests for n codes the store doesn't know (`setsForCodes`);
 * one per set involved (its code and card list), one per card (English), and one card-list request per other
 * language for the names (`id=eq:…`).
 */
export class TcgdexRemote implements RemoteCards {
  private readonly links = defaultTcgdexSetLinks();
  /** Stored (pokemon-tcg-data) set id → the TCGdex sets whose cards land there. */
  private readonly reverse = new Map<string, string[]>();
  /** Stored set id → the TCGdex set that is that set (not a subset of it). */
  private readonly primary = new Map<string, string>();
  /** TCGdex set → its PTCGL code, as learnt from the API. */
  private readonly codes = new Map<string, string>();
  /** TCGdex set → what the API said of it (null: no such set). */
  private readonly infos = new Map<string, ApiSet | null>();
  private readonly languages: readonly TcgdexLanguage[];

  constructor(
    private readonly client: TcgdexClient,
    private readonly store: RemoteStore,
    private readonly warn: (notice: Notice) => void = () => {},
    private readonly options: TcgdexRemoteOptions = {},
  ) {
    this.languages = options.languages ?? TCGDEX_LANGUAGES.filter((l) => l !== 'en');
    const add = (stored: string, tcgdex: string): void => {
      const list = this.reverse.get(stored) ?? [];
      if (!list.includes(tcgdex)) list.push(tcgdex);
      this.reverse.set(stored, list);
    };
    for (const link of this.links.values()) {
      if (link.ptcg) {
        add(link.ptcg, link.tcgdex);
        if (!link.subsetOf && !this.primary.has(link.ptcg)) this.primary.set(link.ptcg, link.tcgdex);
      }
      for (const set of Object.values(link.byNumber)) add(set, link.tcgdex);
      for (const id of Object.values(link.ids)) add(id.slice(0, id.indexOf('-')), link.tcgdex);
    }
  }

  /** A TCGdex id in a decklist (`sv03-125`) → the id the card is stored under (`sv3-125`). */
  storedIdOf(id: string): string | undefined {
    const dash = id.lastIndexOf('-');
    return dash > 0 ? this.storedIdentity(id.slice(0, dash), id.slice(dash + 1)).id : undefined;
  }

  /**
   * Where a TCGdex printing is stored: under its pokemon-tcg-data id when its set maps (`sv03`, `125` → `sv3-125`
   * in set `sv3`, number `125`), else under its TCGdex id (`me03-001` in set `me03`, number `001`). The lookup can
   * use it to find a card written with its TCGdex id.
   */
  storedIdentity(tcgdexSet: string, localId: string): StoredIdentity {
    const id = ptcgCardId(tcgdexSet, localId, this.links);
    if (!id) return { id: `${tcgdexSet}-${localId}`, setId: tcgdexSet, number: localId };
    const dash = id.indexOf('-');
    const number = id.slice(dash + 1);
    // cel25c-15_A1: the printed number is 15.
    return {
      id,
      setId: id.slice(0, dash),
      number: this.links.get(tcgdexSet)?.ids[localId] ? number.split('_', 1)[0]! : number,
    };
  }

  /** TCGdex sets behind store set ids: mapped sets through the table, TCGdex-only sets as themselves. */
  private targetsFor(storeIds: readonly string[]): Target[] {
    return storeIds.flatMap((stored) => (this.reverse.get(stored) ?? [stored]).map((tcgdex) => ({ tcgdex, stored })));
  }

  /** An answer that cannot be complete (empty where TCGdex must have data): a failure of the source. */
  private incomplete(endpoint: string, detail: ReturnType<typeof clause>): TcgdexApiError {
    return tcgdexError('tcgdex-failed', { url: this.client.baseUrl, endpoint, detail });
  }

  /**
   * TCGdex sets by PTCGL code (`abbreviation.official`, exact). With n codes, request b asks for the codes whose
   * (index + 1) has bit b set; a set's code index + 1 is then the sum of 2^b over the answers that hold it (a set
   * has one code, so no two codes share a set). ⌈log2(n+1)⌉ requests instead of n.
   */
  async setsForCodes(codes: readonly string[]): Promise<Map<string, string[]>> {
    const asked = [...new Set(codes.map((c) => c.trim().toUpperCase()))].filter((c) => c && !/[|,]/.test(c));
    const out = new Map<string, string[]>();
    if (asked.length === 0) return out;
    // A code every TCGdex has rides along: an answer without it is empty or cut, not "no such set code" (an
    // outage is never a verdict).
    const list = asked.includes(CANARY_CODE) ? asked : [...asked, CANARY_CODE];
    const bits = Math.ceil(Math.log2(list.length + 1));
    const answers = await Promise.all(
      Array.from({ length: bits }, (_, b) => {
        const asked = list.filter((_, i) => ((i + 1) >> b) & 1);
        return this.client.sets([{ key: 'abbreviation.official', op: 'eq', values: filterValues(asked) }]);
      }),
    );
    const signature = new Map<string, number>();
    answers.forEach((sets, b) => {
      for (const s of sets) signature.set(s.id, (signature.get(s.id) ?? 0) | (1 << b));
    });
    for (const [id, sig] of signature) {
      const code = list[sig - 1];
      if (!code) continue;
      out.set(code, [...(out.get(code) ?? []), id]);
      this.codes.set(id, code);
    }
    if (!out.has(CANARY_CODE)) throw this.incomplete('/en/sets', clause('tcgdex-no-canary'));
    if (!asked.includes(CANARY_CODE)) out.delete(CANARY_CODE);
    return out;
  }

  /** Write a code just learnt into the store's records of these sets that have none. */
  private giveCodes(tcgdexSets: readonly string[]): void {
    const records = new Map(this.store.sets().map((s) => [s.id, s]));
    const upgraded: CardSet[] = [];
    for (const tcgdex of tcgdexSets) {
      const code = this.codes.get(tcgdex)?.split(':', 1)[0];
      const link = this.links.get(tcgdex);
      const stored = link ? (link.subsetOf ? null : link.ptcg) : tcgdex;
      const record = stored ? records.get(stored) : undefined;
      if (code && record && !record.code) upgraded.push({ ...record, code });
    }
    if (upgraded.length) this.store.putCards([], upgraded, TCGDEX_API_SOURCE);
  }

  /** What TCGdex says of these sets, with their codes and card lists: one request per set not asked yet. */
  private async loadSets(ids: Iterable<string>): Promise<void> {
    await Promise.all([...new Set(ids)].filter((id) => !this.infos.has(id)).map((id) => this.loadSet(id)));
  }

  private async loadSet(id: string): Promise<ApiSet | null> {
    const set = await this.client.set(id);
    if (!set && this.links.has(id)) throw this.incomplete(`/en/sets/${id}`, clause('tcgdex-known-set-missing'));
    const code = set?.abbreviation?.official;
    if (code) this.codes.set(id, code);
    this.infos.set(id, set);
    return set;
  }

  /** The store's record of a set, from the TCGdex set that is it (or the one a card came from). */
  private setRecord(storedSetId: string, fromTcgdex: string): CardSet | undefined {
    const source = this.primary.get(storedSetId) ?? fromTcgdex;
    const info = this.infos.get(source) ?? this.infos.get(fromTcgdex);
    if (!info) return undefined;
    // "BRS:TG" is TCGdex's code for the Trainer Gallery of BRS; the lookup finds "BRS-TG" from the set id.
    const code = this.codes.get(info.id)?.split(':', 1)[0];
    const { raw } = tcgdexSetToRaw({
      id: info.id,
      data: { ...info, name: { en: info.name }, abbreviations: { official: code } },
      serie: { id: info.serie.id, name: { en: info.serie.name ?? info.serie.id } },
    });
    return normalizeSet({ ...raw, id: storedSetId }).set;
  }

  /** TCGdex ids of the cards named so (any spelling TCGdex may use), from the card list filter. */
  private async idsNamed(names: readonly string[]): Promise<{ id: string; localId: string }[]> {
    const keys = new Set(names.map((n) => nameKey(n)));
    const variants = [...new Set(names.flatMap(nameVariants))];
    // "N": a contains-filter would list most cards; short names are asked for exactly.
    const short = variants.filter((v) => v.length <= 3);
    const long = variants.filter((v) => v.length > 3);
    const requests = [
      ...chunks(short, 1500).map((values) => ({ op: 'eq' as const, values })),
      ...chunks(long, 1500).map((values) => ({ op: 'like' as const, values })),
    ];
    const answers = await Promise.all(
      requests.map((r) => this.client.cards([{ key: 'name', op: r.op, values: filterValues(r.values) }])),
    );
    const out = new Map<string, { id: string; localId: string }>();
    for (const c of answers.flat())
      if (keys.has(nameKey(c.name)) || keys.has(nameKey(canonicalName(c.name)))) out.set(c.id, c);
    return [...out.values()];
  }

  /**
   * Full English cards, one request each (in parallel up to the client's in-flight cap), with their names in the
   * other languages from one card-list request per language and URL-sized chunk of ids.
   */
  private async fetchCards(ids: readonly string[]): Promise<ApiCard[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const names = new Map<string, LocalizedNames>();
    const [answers] = await Promise.all([
      Promise.all(unique.map(async (id) => ({ id, answer: await this.client.card(id) }))),
      ...this.languages.flatMap((lang) =>
        chunks(unique, 1500).map(async (chunk) => {
          for (const c of await this.client.cards([{ key: 'id', op: 'eq', values: filterValues(chunk) }], lang))
            if (c.name.trim()) names.set(c.id, { ...names.get(c.id), [lang]: c.name.trim() });
        }),
      ),
    ]);
    const out: ApiCard[] = [];
    for (const { id, answer } of answers) {
      if (!answer) continue;
      if ('invalid' in answer) this.warn(cardNotice('skipped-tcgdex-card', { id, issues: answer.invalid }));
      else out.push({ ...answer, name: { ...names.get(id), ...answer.name } });
    }
    return out;
  }

  /**
   * Map fetched cards to the card model and store those the store lacks (with the set records they need, loaded
   * first when unknown). Pocket cards are dropped.
   */
  private async storeFetched(fetched: readonly ApiCard[], report: 'each' | 'count' = 'each'): Promise<Card[]> {
    const sets = new Map(this.store.sets().map((s) => [s.id, s]));
    // Set details are needed for a set record the store lacks (with its PTCGL code), and for the series.
    const needed = new Set<string>();
    for (const card of fetched) {
      const set = card.set.id;
      const stored = this.storedIdentity(set, card.localId).setId;
      if (!sets.has(stored)) needed.add(this.primary.get(stored) ?? set).add(set);
      else if (!card.set.serie) needed.add(set);
    }
    await this.loadSets(needed);
    const newSets = new Map<string, CardSet>();
    const pending: { entry: TcgdexCardEntry; serieId: string; stored: StoredIdentity }[] = [];
    const seen = new Set<string>();
    for (const card of fetched) {
      const setId = card.set.id;
      const serieId = card.set.serie?.id ?? this.infos.get(setId)?.serie.id ?? '';
      if (serieId === POCKET_SERIES_ID) continue;
      const stored = this.storedIdentity(setId, card.localId);
      if (seen.has(stored.id) || this.store.byId(stored.id)) continue;
      seen.add(stored.id);
      const known = sets.get(stored.setId);
      if (!known || (!known.code && this.codes.has(this.primary.get(stored.setId) ?? setId))) {
        const record = this.setRecord(stored.setId, setId);
        if (record && (!known || record.code)) {
          sets.set(record.id, record);
          newSets.set(record.id, record);
        }
      }
      const entry = { id: `${setId}-${card.localId}`, localId: card.localId, setId, file: '', data: card };
      pending.push({ entry, serieId, stored });
    }
    const context = buildTcgdexContext(pending.map((p) => p.entry));
    const cards: Card[] = [];
    const names = new Map<string, LocalizedNames>();
    let warned = 0;
    for (const p of pending) {
      const mapped = tcgdexCardToRaw(p.entry, { serieId: p.serieId, context });
      const raw = { ...mapped.raw, id: p.stored.id, number: p.stored.number, set: { id: p.stored.setId } };
      const { card, issues } = normalizeCard(raw, (id) => sets.get(id));
      const all = [...mapped.issues, ...issues];
      if (!card) {
        this.warn(cardNotice('skipped-tcgdex-card', { id: p.entry.id, issues: all.join('; ') }));
        continue;
      }
      if (all.length) {
        warned++;
        if (report === 'each')
          this.warn(cardNotice('tcgdex-card-issues', { id: card.id, entry: p.entry.id, issues: all.join('; ') }));
      }
      cards.push(card);
      if (Object.keys(mapped.names).length) names.set(card.id, mapped.names);
    }
    if (report === 'count' && warned) this.warn(cardNotice('tcgdex-warned', { count: warned }));
    this.store.putCards(cards, [...newSets.values()], TCGDEX_API_SOURCE);
    if (names.size) this.options.onNames?.(names);
    return cards;
  }

  /** Drop TCGdex cards whose stored id the store already has. */
  private lacking(cards: readonly { id: string; localId?: string }[]): string[] {
    return cards
      .filter((c) => {
        const set = setOfCardId(c.id, c.localId);
        const localId = c.localId ?? c.id.slice(set.length + 1);
        return !this.store.byId(this.storedIdentity(set, localId).id);
      })
      .map((c) => c.id);
  }

  async fetchRefs(refs: CardRef[], lookup: CardLookup): Promise<void> {
    const exact = new Set<string>();
    const printings: Printing[] = [];
    const names = new Set<string>();
    /** Lines whose set code the store doesn't know, with the codes TCGdex may give their set (BRS, BRS:TG). */
    const unknown: { ref: CardRef; codes: string[] }[] = [];
    const aliases = dataFile<{ aliases: Record<string, string[]> }>('set-codes.json').aliases;
    for (const ref of refs) {
      if (ref.id) {
        const dash = ref.id.lastIndexOf('-');
        if (dash <= 0) continue;
        const set = ref.id.slice(0, dash);
        const number = ref.id.slice(dash + 1);
        // A TCGdex id (sv03-125), a pokemon-tcg-data id (sv3-125), or both spellings at once (svp, base1 …).
        if (this.links.has(set) || !this.reverse.has(set)) exact.add(ref.id);
        if (this.reverse.has(set)) printings.push({ targets: this.targetsFor([set]), number, storedId: ref.id });
      } else if (ref.set && ref.number) {
        const code = ref.set.toUpperCase();
        if (code === 'ENERGY') {
          if (ref.name) names.add(ref.name);
          continue;
        }
        let targets = this.targetsFor(lookup.setIdsFor(code));
        if (targets.length === 0) targets = this.targetsFor(aliases[code] ?? []);
        if (targets.length) printings.push({ targets, number: ref.number });
        else {
          const prefix = SUBSET_PREFIX.exec(ref.number)?.[1]?.toUpperCase();
          unknown.push({ ref, codes: prefix ? [code, `${code}:${prefix}`] : [code] });
        }
      } else if (ref.name) names.add(ref.name);
    }

    if (unknown.length) {
      const found = await this.setsForCodes(unknown.flatMap((u) => u.codes));
      this.giveCodes([...found.values()].flat());
      for (const { ref, codes } of unknown) {
        const sets = codes.flatMap((code) => found.get(code) ?? []);
        if (sets.length)
          printings.push({ targets: sets.map((tcgdex) => ({ tcgdex, stored: null })), number: ref.number! });
        else if (ref.text) names.add(ref.text);
      }
    }

    await this.loadSets(printings.flatMap((p) => p.targets.map((t) => t.tcgdex)));
    for (const p of printings) for (const id of this.matchPrinting(p)) exact.add(id);

    if (names.size) for (const c of await this.idsNamed([...names])) exact.add(c.id);

    const ids = this.lacking([...exact].map((id) => ({ id })));
    if (ids.length) await this.storeFetched(await this.fetchCards(ids));
  }

  /** TCGdex card ids a printing means: stored number equal after zero-unpadding, else equal without a prefix. */
  private matchPrinting(p: Printing): string[] {
    const hits: string[] = [];
    const cores: string[] = [];
    const key = numberKey(p.number);
    const core = numberCore(p.number);
    for (const t of p.targets) {
      for (const { localId } of this.infos.get(t.tcgdex)?.cards ?? []) {
        const stored = this.storedIdentity(t.tcgdex, localId);
        if (t.stored && stored.setId !== t.stored) continue;
        const id = `${t.tcgdex}-${localId}`;
        if (p.storedId) {
          if (stored.id === p.storedId) hits.push(id);
        } else if (numberKey(stored.number) === key) hits.push(id);
        else if (numberCore(stored.number) === core) cores.push(id);
      }
    }
    return hits.length ? hits : cores;
  }

  async fetchNames(names: string[]): Promise<void> {
    const found = await this.idsNamed(names);
    const stored = await this.storeFetched(await this.fetchCards(this.lacking(found)));
    const byId = new Map(stored.map((c) => [c.id, c]));
    for (const name of names) for (const c of this.store.byName(nameKey(name))) byId.set(c.id, c);
    const stages = computeSpeciesStages([...byId.values()]);
    this.store.putSpecies(stages);
  }

  /** Download every set and card TCGdex has (Pocket excluded) that the store lacks: see syncSets. */
  async sync(progress: SyncProgress) {
    const list = await this.client.sets([{ key: 'serie.id', op: 'neq', values: [POCKET_SERIES_ID] }]);
    return syncSets(this.store, {
      prefix: 'tcgdex.sync.',
      ids: list.map((s) => s.id),
      concurrency: this.options.syncConcurrency ?? 2,
      progress,
      skip: (id) => this.options.skipSets?.has(id) ?? false,
      syncSet: (id) => this.syncSet(id),
    });
  }

  private async syncSet(id: string): Promise<number> {
    const info = await this.loadSet(id);
    if (!info || info.serie.id === POCKET_SERIES_ID) return 0;
    const ids = this.lacking(info.cards.map(({ localId }) => ({ id: `${id}-${localId}`, localId })));
    const stored = await this.storeFetched(await this.fetchCards(ids), 'count');
    return stored.length;
  }
}
