import { dataFile } from '../../model/data-files.js';
import type { Card, CardSet } from '../../model/card.js';
import { printingLabel } from '../../model/labels.js';
import type { CardRef } from '../../model/deck.js';
import type { Resolution } from '../../model/resolved.js';
import { byRecency, groupByFingerprint } from '../../model/versions.js';
import { nameKey, numberCore, numberKey } from '../../model/names.js';
import type { CardStore } from '../store/store.js';
import { closest } from './suggest.js';

/** Fetches what the store lacks (the API client); lookups stay synchronous over the store. */
export interface RemoteCards {
  fetchRefs(refs: CardRef[], lookup: CardLookup): Promise<void>;
  fetchNames(names: string[]): Promise<void>;
}

interface SetCodeTable {
  aliases: Record<string, string[]>;
}
interface SpeciesTable {
  stages: Record<string, number>;
}

/**
 * Which card a decklist line means (SPEC §2). All reads go through the store; `remote` (the API) fills the
 * store first when it cannot answer.
 */
export class CardLookup {
  private codeIndex: Map<string, string[]> | null = null;
  /** Decks repeat cards (basic Energy, staples): each distinct line is resolved once per process. */
  private memo = new Map<string, Resolution>();
  private codeIndexSets = -1;
  private names: string[] | null = null;

  /** Set after the API failed once: the rest of the run uses the store alone instead of failing again. */
  private remoteDown = false;
  /** Off while `resolve` runs without suggestions (they cost a scan of every name). */
  private suggesting = true;

  constructor(
    readonly store: CardStore,
    private readonly remote: RemoteCards | null = null,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  /**
   * Run an API call. When it fails and the store has cards, warn once and go on with the store (a typo then
   * shows as unknown-card, not as a network error); with an empty store there is nothing to go on with.
   */
  private async fromRemote(call: (remote: RemoteCards) => Promise<void>): Promise<void> {
    if (!this.remote || this.remoteDown) return;
    try {
      await call(this.remote);
    } catch (error) {
      const cards = this.store.count();
      if (cards === 0) throw error;
      this.remoteDown = true;
      this.warn(`${(error as Error).message}; checking with the ${cards} card${cards === 1 ? '' : 's'} in the store`);
    }
  }

  /** The API failed during this run: from then on, a card the store lacks could not be looked for. */
  get remoteFailed(): boolean {
    return this.remoteDown;
  }

  sets(): CardSet[] {
    return this.store.sets();
  }

  private codes(): Map<string, string[]> {
    // Rebuilt when the store learns new sets (the API client adds them before its first card query).
    if (this.codeIndex && this.codeIndexSets === this.store.sets().length) return this.codeIndex;
    this.codeIndexSets = this.store.sets().length;
    const index = new Map<string, string[]>();
    const add = (code: string, id: string): void => {
      const key = code.toUpperCase();
      const list = index.get(key) ?? [];
      if (!list.includes(id)) list.push(id);
      index.set(key, list);
    };
    const sets = this.store.sets();
    for (const set of sets) {
      if (set.code) add(set.code, set.id);
      add(set.id, set.id);
      // "LOR-TG 30": the Trainer Gallery subset shares its parent's code.
      if (set.code && /tg$/.test(set.id)) add(`${set.code}-TG`, set.id);
    }
    const known = new Set(sets.map((s) => s.id));
    for (const [code, ids] of Object.entries(dataFile<SetCodeTable>('set-codes.json').aliases)) {
      for (const id of ids) if (known.has(id)) add(code, id);
    }
    this.codeIndex = index;
    return index;
  }

  /** Set ids a written code can mean: its PTCGO code, a set id, a `-TG` code or an alias from `data/`. */
  setIdsFor(code: string): string[] {
    return this.codes().get(code.toUpperCase()) ?? [];
  }

  isSetCode(code: string): boolean {
    return this.setIdsFor(code).length > 0 || code.toUpperCase() === 'ENERGY';
  }

  private allNames(): string[] {
    this.names ??= this.store.nameKeys();
    return this.names;
  }

  suggestNames(name: string): string[] {
    if (!this.suggesting) return [];
    const key = nameKey(name);
    const keys = closest(key, this.allNames(), 3);
    return keys.map((k) => this.store.byName(k)[0]?.singletonName ?? k);
  }

  suggestCodes(code: string): string[] {
    if (!this.suggesting) return [];
    const published = new Set(
      this.store
        .sets()
        .map((s) => s.code)
        .filter((c): c is string => Boolean(c)),
    );
    return closest(code.toUpperCase(), published, 3);
  }

  /** Normal stage of a species by name: computed at import, else `data/species-stages.json`. */
  normalStage(species: string): number | null {
    const key = nameKey(species);
    const stored = this.store.speciesStage(key);
    if (stored) return stored.stage;
    const table = dataFile<SpeciesTable>('species-stages.json').stages;
    const override = table[species] ?? Object.entries(table).find(([k]) => nameKey(k) === key)?.[1];
    return override ?? null;
  }

  /** Ask the API (when there is one) for every ref the store can't answer, in as few requests as it can. */
  async prefetch(refs: CardRef[]): Promise<void> {
    if (!this.remote || this.remoteDown) return;
    const missing = refs.filter((ref) => this.resolve(ref, { suggest: false }).status === 'unknown');
    if (missing.length === 0) return;
    await this.fromRemote((remote) => remote.fetchRefs(missing, this));
    this.codeIndex = null;
    this.names = null;
    this.memo.clear();
  }

  async prefetchSpecies(names: string[]): Promise<void> {
    if (!this.remote || this.remoteDown) return;
    const missing = names.filter((n) => this.normalStage(n) === null);
    if (missing.length) await this.fromRemote((remote) => remote.fetchNames(missing));
    this.memo.clear();
  }

  /** With `suggest: false`, a card not found comes without suggestions (which cost a scan of every name). */
  resolve(ref: CardRef, options: { suggest?: boolean } = {}): Resolution {
    const suggest = options.suggest ?? true;
    const key = `${suggest ? '' : '-'}${ref.id ?? ''}\u0000${ref.set ?? ''}\u0000${ref.number ?? ''}\u0000${ref.name ?? ''}\u0000${ref.text ?? ''}`;
    let result = this.memo.get(key);
    if (!result) {
      this.suggesting = suggest;
      try {
        result = this.resolveUncached(ref);
      } finally {
        this.suggesting = true;
      }
      this.memo.set(key, result);
    }
    return result;
  }

  private resolveUncached(ref: CardRef): Resolution {
    if (ref.id) {
      const card = this.store.byId(ref.id);
      if (card) return this.checkName(ref, card, `id ${ref.id}`);
      if (ref.text && ref.text !== ref.id) {
        const asName = this.resolveName(ref.text);
        if (asName.status !== 'unknown') return asName;
      }
      const dash = ref.id.lastIndexOf('-');
      const suggestions =
        dash > 0 ? this.suggestCodes(ref.id.slice(0, dash)).map((c) => `${c} ${ref.id!.slice(dash + 1)}`) : [];
      return { status: 'unknown', reason: 'no-such-id', data: { id: ref.id }, suggestions };
    }
    if (ref.set && ref.number) return this.resolvePrinting(ref, ref.set, ref.number);
    if (ref.name) return this.resolveName(ref.name);
    return { status: 'unknown', reason: 'no-card-named', data: {}, suggestions: [] };
  }

  private checkName(ref: CardRef, card: Card, where: string): Resolution {
    if (!ref.name || namesMatch(ref.name, card)) return { status: 'found', card };
    return {
      status: 'unknown',
      reason: 'name-mismatch',
      data: { written: ref.name, printing: where, found: card.name },
      suggestions: [`${card.name} ${printingLabel(card)}`],
    };
  }

  private resolvePrinting(ref: CardRef, code: string, number: string): Resolution {
    if (code.toUpperCase() === 'ENERGY' && ref.name) {
      // PTCGL's old export writes basic Energy as "Basic {R} Energy Energy 2": the name decides.
      return this.resolveName(ref.name);
    }
    const setIds = this.setIdsFor(code);
    if (setIds.length === 0) {
      if (ref.text) {
        const asName = this.resolveName(ref.text);
        if (asName.status !== 'unknown') return asName;
      }
      const codes = this.suggestCodes(code);
      return {
        status: 'unknown',
        reason: 'not-a-set-code',
        data: { code },
        suggestions: codes.map((c) => `set code ${c}`),
      };
    }
    const key = numberKey(number);
    let candidates = setIds.flatMap((id) => this.store.bySetNumber(id, key));
    if (candidates.length === 0) candidates = setIds.flatMap((id) => this.store.bySetCore(id, numberCore(number)));
    if (candidates.length === 0) {
      // "1 Unown UF M"-style names can end like a printing; the whole text may still be a name.
      if (ref.text) {
        const asName = this.resolveName(ref.text);
        if (asName.status !== 'unknown') return asName;
      }
      const names = ref.name ? this.suggestNames(ref.name) : [];
      return {
        status: 'unknown',
        reason: 'no-such-number',
        data: { code: code.toUpperCase(), number },
        suggestions: names,
      };
    }
    if (!ref.name) {
      if (candidates.length === 1) return { status: 'found', card: candidates[0]! };
      return {
        status: 'ambiguous',
        reason: 'printing-names-several',
        data: { code, number, count: candidates.length },
        versions: candidates.map((c) => [c]),
      };
    }
    const matching = candidates.filter((c) => namesMatch(ref.name!, c));
    if (matching.length) return { status: 'found', card: matching[0]! };
    const found = candidates.map((c) => `${c.name} (${printingLabel(c)})`).join(', ');
    return {
      status: 'unknown',
      reason: 'name-mismatch',
      data: { written: ref.name, printing: `${code.toUpperCase()} ${number}`, found },
      suggestions: candidates.slice(0, 3).map((c) => `${c.name} ${printingLabel(c)}`),
    };
  }

  /** Name-only lines (SPEC §2): identical printings resolve; differing Pokémon are ambiguous. */
  resolveName(name: string): Resolution {
    const key = nameKey(name);
    let cards = this.store.byName(key);
    if (cards.length === 0) {
      return { status: 'unknown', reason: 'no-such-name', data: { name }, suggestions: this.suggestNames(name) };
    }
    const basics = cards.filter((c) => c.energyKind === 'basic');
    if (basics.length) cards = basics;
    const versions = groupByFingerprint(cards);
    if (versions.length === 1) return { status: 'found', card: versions[0]![0]! };
    const pokemon = versions.filter((v) => v[0]!.supertype === 'Pokémon');
    if (pokemon.length > 1 || (pokemon.length === 1 && versions.length === pokemon.length)) {
      return { status: 'ambiguous', reason: 'versions', data: { name, count: versions.length }, versions };
    }
    const newest = [...cards].sort(byRecency)[0]!;
    return {
      status: 'found',
      card: newest,
      note: { id: 'wording-differs', line: null, data: { name: newest.name, printing: printingLabel(newest) } },
    };
  }
}

export function namesMatch(lineName: string, card: Card): boolean {
  const key = nameKey(lineName);
  return key === card.nameKey || key === nameKey(card.singletonName);
}
