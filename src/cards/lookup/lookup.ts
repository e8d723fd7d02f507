import { dataFile } from '../../model/data-files.js';
import { groupBy } from '../../model/compare.js';
import type { Card, CardSet } from '../../model/card.js';
import { cardValue, nameValue, printingLabel } from '../../model/labels.js';
import type { CardRef } from '../../model/deck.js';
import type { Note, Resolution } from '../../model/resolved.js';
import { byRecency, groupByFingerprint } from '../../model/versions.js';
import { nameKey, numberCore, numberKey, writtenEnergyType } from '../../model/names.js';
import { holdsSetsWhole, isLazy, type CardIndex } from '../card-index.js';
import { SetCodes } from './set-codes.js';
import { CardPack } from '../pack/reader.js';
import { LayeredIndex } from '../layered-index.js';
import { looseKey, namesMatch, spelledName } from '../../model/spellings.js';
import { boundedDistance, closest } from '../../model/suggest.js';
import { hasNameIn, unreadLanguage } from '../../model/unread-script.js';
import { list, nested, type MessageData, type MessageValue } from '../../model/message.js';
import { errorWords, type Notice } from '../../model/notice.js';
import { cardNotice } from '../../model/card-messages.js';

const PRINTED_CODE = /^\d*[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)?(?::[A-Z]{1,3})?$/;

const announced = (code: string) =>
  dataFile<{ sets: { code: string; name: string; releaseDate: string }[] }>('announced-sets.json').sets.find(
    (s) => s.code === code.toUpperCase(),
  );

/** Fetches what the store lacks (the API client); lookups stay synchronous over the store. */
export interface RemoteCards {
  /**
   * Fill the store with the cards of these refs. Throws when the source failed; a source of several APIs (the
   * chain) may instead answer what it could and return the refs that an API which failed should have answered.
   */
  fetchRefs(refs: CardRef[], lookup: CardLookup): Promise<CardRef[] | void>;
  /**
   * After an answer that did not fail: is this source's silence about the ref a verdict (it knows the ref's set)?
   * A source without this method vouches for every ref it answered.
   */
  covers?(ref: CardRef, lookup: CardLookup): boolean;
  /** The sources that failed during this run, for the "could not verify" message. */
  failedSources?(): Notice[];
  fetchNames(names: string[]): Promise<void>;
  /** The id a card with this source's id is stored under (`sv03-125` → `sv3-125`), when it differs. */
  storedIdOf?(id: string): string | undefined;
  /** Get ready to answer `storedIdOf` for these refs (a source that loads its clients on first need loads them). */
  prepare?(refs: readonly CardRef[]): Promise<void>;
}

/**
 * What lookups derive from an index's names, kept with the names array it was built from: an index returns the
 * same array while its names are the same (see `CardIndex.nameKeys`), so the lookups over one opened card data —
 * one per library call — share it instead of building it again.
 */
interface NameTables {
  loose: Map<string, string[]> | null;
  /** The names closest to a name key (did-you-mean), at most NEAR_NAME_SEARCHES of them kept. */
  near: Map<string, string[]>;
}
const NAME_TABLES = new WeakMap<readonly string[], NameTables>();
/** The near-name searches (each reads every name) one lookup makes at the most, and the answers kept per data. */
const NEAR_NAME_SEARCHES = 1000;
// What lines resolved to, per opened totem pack (alone or over the overlay; not a page's, loaded set by set) that no
// remote fills: shared by its lookups (a library call's) as a CLI run's decks share one; 50,000 lines at most.
const MEMOS = new WeakMap<CardIndex, Map<string, Resolution>>();

/**
 * Which card a decklist line means. All reads go through a `CardIndex` (the pack, the store, or both layered);
 * `remote` (the API) fills the store first when it cannot answer.
 */
export class CardLookup<Index extends CardIndex = CardIndex> {
  private readonly codes: SetCodes;
  /** Decks repeat cards (basic Energy, staples): each distinct line is resolved once per process. */
  private readonly memo: Map<string, Resolution>;
  private searches = 0;

  /** Set after the API failed once: the rest of the run uses the store alone instead of failing again. */
  private remoteDown = false;
  /** Refs that a source which failed should have answered: not found is then no verdict (see `couldNotVerify`). */
  private readonly unanswered = new Set<string>();
  /** Off while `resolve` runs without suggestions (they cost a scan of every name). */
  private suggesting = true;

  constructor(
    /** The cards read: named `store` for the callers that knew only the store. */
    readonly store: Index,
    private readonly remote: RemoteCards | null = null,
    private readonly warn: (notice: Notice) => void = () => {},
    /**
     * The error to throw when the remote failed and there is no card at all to go on with (the failure said as
     * "no card data", with what to do); null or absent: the remote's own error.
     */
    private readonly noCardData: (error: unknown) => Error | null = () => null,
  ) {
    this.codes = new SetCodes(store);
    // Not over a lazily loaded pack (the page's, alone or layered): a pass before its sets arrive resolves less.
    const keep = !remote && !isLazy(store) && (store instanceof CardPack || store instanceof LayeredIndex);
    this.memo = keep ? (MEMOS.get(store) ?? MEMOS.set(store, new Map()).get(store)!) : new Map();
  }

  /** A lookup over the same cards and remote that remembers nothing yet (the served pack's next pass). */
  fresh(warn = this.warn): CardLookup {
    return new CardLookup(this.store, this.remote, warn, this.noCardData);
  }

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
      if (cards === 0) throw this.noCardData(error) ?? error;
      this.remoteDown = true;
      this.warn(cardNotice('api-down-store', { error: errorWords(error), count: cards }));
    }
  }

  /**
   * Is "not found" for this ref no verdict? True when the source that should have answered it failed (unreachable,
   * timed out, answered garbage or an empty answer where it must have data), or the whole remote was down. A ref
   * the store or a complete answer settled is never unverified: a typo stays `unknown-card`.
   */
  couldNotVerify(ref: CardRef): boolean {
    return this.remoteDown || this.unanswered.has(refKey(ref));
  }

  /**
   * Is this unknown line unverified (no verdict) rather than the list's error? Only when a source that should have
   * answered it failed and newer data could answer it (`mayBeNewer`).
   */
  isUnverified(ref: CardRef, result: Resolution): boolean {
    // Offline, a set newer than the card data (a code no slip of a known one) waits for the network as well.
    if (result.status === 'unknown' && result.data.newer && !this.remote) return true;
    return this.couldNotVerify(ref) && this.mayBeNewer(ref, result);
  }

  /**
   * Could card data newer than the local one answer this unknown line? A set the local data lacks, a code it does
   * not know, or a name with nothing near it in a pack; never a printing of a set the pack holds whole, a name that
   * is not the printing's card, or a typo the pack can judge ("Profesor's Research"). The pack-age hint and the
   * unverified state are for these lines only.
   */
  mayBeNewer(ref: CardRef, result: Resolution): boolean {
    if (result.status !== 'unknown' || this.answersLocally(ref)) return false;
    // No card data names cards in an unread script: newer data would not read the name either.
    if (['name-mismatch', 'no-card-named', 'unread-script'].includes(result.reason)) return false;
    if (result.reason === 'no-such-name') return !this.hasNearName(ref.name ?? ref.text ?? '');
    return true;
  }

  /**
   * Does the local data (a pack, holding its sets whole) have a name near this one? Each search reads every name,
   * so a run searches each name once and at most NEAR_NAME_SEARCHES names: past that, a line is taken as one newer
   * data might answer — unverified during an outage, never a verdict — and a file of 100,000 unknown names costs
   * seconds, not minutes.
   */
  private hasNearName(name: string): boolean {
    return holdsSetsWhole(this.store) && Boolean(name) && Boolean(this.nearNames(nameKey(name), true)?.length);
  }

  /** The names closest to a name key; bounded: undefined past this lookup's NEAR_NAME_SEARCHES searches. */
  private nearNames(key: string, bounded = false): string[] | undefined {
    const names = this.store.nameKeys();
    const tables = tablesOf(names);
    let near = tables.near.get(key);
    if (near || (bounded && this.searches >= NEAR_NAME_SEARCHES)) return near;
    if (bounded) this.searches++;
    near = closest(key, names, 3);
    if (tables.near.size < NEAR_NAME_SEARCHES) tables.near.set(key, near);
    return near;
  }

  failedSources(): Notice[] {
    return this.remote?.failedSources?.() ?? (this.remoteDown ? [cardNotice('api-pokemontcg')] : []);
  }

  /**
   * A set the card data lacks, in words: its name and date when announced (`data/announced-sets.json`); an
   * unannounced code only offline (with the APIs down, the failure is the news).
   */
  private newerSet(code: string): { newer?: MessageValue } {
    const set = announced(code);
    // An unannounced code counts only as a printed set code is written (SVI, PR-SV, 30C:CC): "Base Set 4" or
    // "Nonexistent Card 5" name no newer set, and stay unknown-card errors with their suggestions.
    if (!set && (this.remote || !PRINTED_CODE.test(code))) return {};
    // The newest set of the data that answers for its sets (the pack), not one the overlay holds a few cards of.
    const store = this.store;
    const newest = store
      .sets()
      .filter((s) => !holdsSetsWhole(store) || store.knowsSet(s.id))
      .reduce<CardSet | null>((a, b) => (a && a.releaseDate >= b.releaseDate ? a : b), null);
    const words = set ? nested('announced-set', set) : nested('set-code', { code: code.toUpperCase() });
    // A served pack is a page's: its player reloads the page for newer card data, there is no command to run.
    const id = isLazy(store) ? 'newer-set-page' : 'newer-set';
    return { newer: nested(id, { set: words, newest: newest ? `${newest.name}, ${newest.releaseDate}` : '' }) };
  }

  /** Set ids a written code can mean: its PTCGO code, a set id, a subset code or an alias from `data/`. */
  setIdsFor(code: string): string[] {
    return this.codes.idsFor(code);
  }

  /** Names close to a written one, each shown in the report's language when the card data has it. */
  suggestNames(name: string): MessageValue[] {
    if (!this.suggesting) return [];
    return (this.nearNames(nameKey(name)) ?? []).map((k) => {
      const card = this.store.byName(k)[0];
      return card ? nameValue(card.singletonName, card.names) : k;
    });
  }

  suggestCodes(code: string): string[] {
    return this.suggesting ? this.codes.suggest(code) : [];
  }

  normalStage(species: string): number | null {
    return normalStageIn(this.store, species);
  }

  /**
   * Read the sets these lines need from an index that loads lazily (the pack in a browser): resolve, load what
   * the lookups missed, again until nothing more is wanted. Each pass loads at least one set, so it ends.
   */
  async preload(refs: CardRef[]): Promise<void> {
    const index = this.store;
    if (!isLazy(index)) return;
    for (;;) {
      for (const ref of refs) this.resolve(ref, { suggest: false });
      if (index.wantedSets().length === 0) return;
      await index.loadWanted();
      this.refresh();
    }
  }

  /**
   * Does the local data answer for this line whatever it says? It names a printing (set code and number, or an
   * id) of a set that the local data holds whole (the pack): a number missing there is no card, not a card to
   * fetch, and no outage makes it unverified.
   */
  answersLocally(ref: CardRef): boolean {
    const index = this.store;
    if (!holdsSetsWhole(index)) return false;
    if (ref.set && ref.number) return this.setIdsFor(ref.set).some((id) => index.knowsSet(id));
    const dash = ref.id?.lastIndexOf('-') ?? -1;
    return dash > 0 && index.knowsSet(ref.id!.slice(0, dash));
  }

  /** Ask the API (when there is one) for every ref the store can't answer, in as few requests as it can. */
  async prefetch(refs: CardRef[]): Promise<void> {
    await this.remote?.prepare?.(refs);
    await this.preload(refs);
    if (!this.remote || this.remoteDown) return;
    const missing = refs.filter(
      (ref) => this.resolve(ref, { suggest: false }).status === 'unknown' && !this.answersLocally(ref),
    );
    if (missing.length === 0) return;
    await this.fromRemote(async (remote) => {
      for (const ref of (await remote.fetchRefs(missing, this)) ?? []) this.unanswered.add(refKey(ref));
    });
    this.refresh();
  }

  /** Forget what was resolved: the store has learnt cards since (a remote filled it; its new lists, new tables). */
  refresh(): void {
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
    const key = refKey(ref);
    // Suggestions only fill a line not found: a card found without them (a check's prefetch) is found with them; a
    // line not found has its answer with them and its answer without (a deck's 21st unknown line gets none).
    let result = this.memo.get(key);
    if (!suggest && (!result || result.status === 'unknown')) result = this.memo.get(`-${key}`);
    if (!result) {
      this.suggesting = suggest;
      try {
        result = this.resolveUncached(ref);
      } finally {
        this.suggesting = true;
      }
      if (this.memo.size >= 50_000) this.memo.clear();
      this.memo.set(suggest || result.status !== 'unknown' ? key : `-${key}`, result);
    }
    return result;
  }

  private resolveUncached(ref: CardRef): Resolution {
    if (ref.id) return this.resolveId(ref, ref.id);
    if (ref.set && ref.number) return this.resolvePrinting(ref, ref.set, ref.number);
    if (ref.name) return this.resolveName(ref.name, { set: ref.set, number: ref.number });
    return unknown('no-card-named', {});
  }

  private resolveId(ref: CardRef, id: string): Resolution {
    // A TCGdex id (`sv03-125`) is an alias once a data dir was imported; cards fetched online are found by the
    // id the set table gives them.
    const stored = this.remote?.storedIdOf?.(id);
    const card = this.store.byId(id) ?? (stored ? this.store.byId(stored) : undefined);
    const resolved = card ? this.checkName(ref, card, `id ${id}`) : this.retryAsName(ref);
    if (resolved) return resolved;
    const dash = id.lastIndexOf('-');
    const suggestions = dash > 0 ? this.suggestCodes(id.slice(0, dash)).map((c) => `${c} ${id.slice(dash + 1)}`) : [];
    return unknown('no-such-id', { id }, suggestions);
  }

  private checkName(ref: CardRef, card: Card, where: string): Resolution {
    if (!ref.name || namesMatch(ref.name, card)) return found(card);
    const read = this.spelling(ref.name, [card], where);
    if (read) return read;
    const suggestions = [...this.printingsOfName(ref.name, [card.setId], 2), cardValue(card)];
    return nameMismatch(ref.name, where, nameValue(card.name, card.names), suggestions);
  }

  /**
   * Printings of the written name to suggest when the line's set and number name none of its cards: first in the
   * line's set (a wrong number), then elsewhere (a wrong set), newest first, one per version.
   */
  private printingsOfName(name: string, setIds: string[], limit: number): MessageValue[] {
    if (!this.suggesting) return [];
    const cards = this.cardsNamed(name);
    const inSet = cards.filter((c) => setIds.includes(c.setId));
    const ordered = [...inSet, ...[...cards].sort(byRecency).filter((c) => !setIds.includes(c.setId))];
    return [...groupBy(ordered, (c) => c.fingerprint).values()].slice(0, limit).map((v) => cardValue(v[0]!));
  }

  /**
   * When the set or number names no printing: the whole text may still be a name ("1 Unown UF M"), and a basic
   * Energy is that basic Energy whatever printing the line gives it (clients number basic Energy their own way).
   */
  private retryAsName(ref: CardRef): Resolution | null {
    if (ref.text) {
      const asName = this.resolveName(ref.text);
      if (asName.status !== 'unknown') return asName;
    }
    const card = ref.name ? this.basicEnergy(ref.name) : null;
    return card ? found(card, 'basic-energy', { written: ref.text ?? ref.name!, card: cardValue(card) }) : null;
  }

  /** The basic Energy a name means by its type alone ("Fire", "Basic {R} Energy"), as the line "Fire Energy" finds it. */
  private basicEnergy(name: string): Card | null {
    const type = writtenEnergyType(name);
    const result = type ? this.resolveName(`${type} Energy`) : null;
    return result?.status === 'found' ? result.card : null;
  }

  private resolvePrinting(ref: CardRef, code: string, number: string): Resolution {
    if (code.toUpperCase() === 'ENERGY' && ref.name) {
      // Basic Energy numbered by the client, not by a set: PTCGL's old "Basic {R} Energy Energy 2", Limitless'
      // "Fire Energy 2" (read as name "Fire", code "Energy"). The name decides.
      const card = this.basicEnergy(ref.name);
      return card ? found(card) : this.resolveName(ref.name);
    }
    const setIds = this.setIdsFor(code);
    const printing = `${code.toUpperCase()} ${number}`;
    const alt = this.codes.altCardName(code, number);
    if (setIds.length === 0 && alt) return this.resolveAlt(ref, printing, alt);
    if (setIds.length === 0) {
      const retried = this.retryAsName(ref);
      if (retried) return retried;
      // "Iron Hands 070/182": the "code" was the name's last word, the number a printed number.
      if (ref.name) {
        const named = this.resolveName(`${ref.name} ${code}`, { number });
        if (named.status !== 'unknown') return named;
      }
      if (ref.name && this.codes.readsByName(code)) return this.resolveByName(ref.name, `${code} ${number}`);
      // A slip: a code one edit from a known one whose card at that number has the line's name. A served pack
      // (the page) would have to fetch every near set to tell: there a code is unknown unless it is announced.
      const slip = isLazy(this.store)
        ? !announced(code)
        : this.codes
            .suggest(code)
            .some((c) => this.printings(c, this.setIdsFor(c), number).some((card) => namesMatch(ref.name ?? '', card)));
      const codes = this.suggestCodes(code).map((c) => `set code ${c}`);
      return unknown('not-a-set-code', { code, ...(slip ? {} : this.newerSet(code)) }, codes);
    }
    const candidates = this.printings(code, setIds, number);
    if (candidates.length === 0) {
      const read =
        this.retryAsName(ref) ??
        (ref.name && (this.otherReading(ref.name, code, number) ?? this.otherPrinting(ref.name, code, setIds, number)));
      if (read) return read;
      const printings = ref.name ? this.printingsOfName(ref.name, setIds, 3) : [];
      const names = printings.length ? printings : ref.name ? this.suggestNames(ref.name) : [];
      // A set only the overlay has (a few of its cards fetched) is no verdict on its numbers: offline, newer.
      const newer = holdsSetsWhole(this.store) && !this.answersLocally(ref) ? this.newerSet(code) : {};
      return unknown('no-such-number', { code: code.toUpperCase(), number, ...newer }, names);
    }
    if (!ref.name) {
      if (candidates.length === 1) return found(candidates[0]!);
      return {
        status: 'ambiguous',
        reason: 'printing-names-several',
        data: { code, number, count: candidates.length },
        versions: candidates.map((c) => [c]),
      };
    }
    const match = candidates.find((c) => namesMatch(ref.name!, c));
    if (match) return found(match);
    const read =
      this.otherPrinting(ref.name, code, setIds, number) ??
      (this.codes.isSetNameOnly(code) ? this.retryAsName(ref) : null) ??
      this.spelling(ref.name, candidates, printing);
    if (read) return read;
    const named = list(candidates.map((c) => nameValue(c.name, c.names)));
    const suggestions = [...this.printingsOfName(ref.name, setIds, 2), ...candidates.slice(0, 3).map(cardValue)];
    return nameMismatch(ref.name, printing, named, suggestions.slice(0, 4));
  }

  /**
   * The written name's card under another reading of the same code and number, when the set's own number names no
   * card of that name: the series' promo written with the main set's code ("Zorua SUM 83" is the promo SM83), or
   * a set id written with a space and no number ("Energy Recycler SV 10" is set sv10).
   */
  private otherPrinting(name: string, code: string, setIds: string[], number: string): Resolution | null {
    const promo = this.seriesPromo(setIds);
    const card = promo && this.store.bySetCore(promo.id, numberCore(number)).find((c) => namesMatch(name, c));
    if (card)
      return found(card, 'promo-printing', { printing: `${code.toUpperCase()} ${number}`, card: cardValue(card) });
    if (!/^\d{1,2}$/.test(number)) return null;
    const setIdsWithSpace = this.setIdsFor(`${code}${number}`);
    if (setIdsWithSpace.length === 0) return null;
    const named = this.cardsNamed(name).filter((c) => setIdsWithSpace.includes(c.setId));
    return named.length ? this.resolveName(name, { set: `${code}${number}` }) : null;
  }

  /** The Black Star Promo set of the series a set belongs to (SUM → SM Black Star Promos), if there is one. */
  private seriesPromo(setIds: string[]): CardSet | null {
    const sets = this.store.sets();
    const own = sets.filter((s) => setIds.includes(s.id));
    if (own.length !== 1 || /promo/i.test(own[0]!.name)) return null;
    return sets.find((s) => s.series === own[0]!.series && /black star promos/i.test(s.name)) ?? null;
  }

  /**
   * The one spelling rule of every form that names a printing (set code and number, PTCGO, pokemontcg or TCGdex
   * id): a name in a script the card data has no names in, or a small slip, is read as the printing, with a note.
   */
  private spelling(name: string, candidates: Card[], printing: string): Resolution | null {
    return this.unreadName(name, candidates, printing) ?? this.nameSlip(name, candidates, printing);
  }

  /**
   * A name in a script the card data has no names in ("梦幻 V CRZ 60"): the set code and number decide, and a note
   * says the name was not checked. Never for a name in a language the card data knows: that one must match.
   */
  private unreadName(name: string, candidates: Card[], printing: string): Resolution | null {
    const language = unreadLanguage(name);
    if (!language || candidates.some((c) => hasNameIn(c, language))) return null;
    if (groupByFingerprint(candidates).length !== 1) return null;
    const card = candidates[0]!;
    const data = { written: name, printing, language: nested(`language-${language}`), card: cardValue(card) };
    return found(card, 'name-not-checked', data);
  }

  /**
   * A code that some lists use for another set too (`otherReadings` of `data/set-codes.json`: "齐鲁莉安 SSP 271"
   * is the Sword & Shield promo SWSH271, Surging Sparks having no 271): asked only when the code's own set has no
   * card at the number. The name must match, or be in a script the card data has no names in.
   */
  private otherReading(name: string, code: string, number: string): Resolution | null {
    const cards = this.codes.otherReadings(code).flatMap((id) => this.printings(id, [id], number));
    if (cards.length === 0) return null;
    const match = cards.find((c) => namesMatch(name, c));
    return match ? found(match) : this.unreadName(name, cards, `${code.toUpperCase()} ${number}`);
  }

  /**
   * A small slip in the name of a printing that is certain ("Investigacion de Profesor SVI 189" is
   * "Investigación de Profesores"): the set and number name one card, the written name names no card at all, and
   * it is that card's name in one of its languages with accents dropped and at most two letters wrong (one in a
   * short name). Another card's name ("Mew CRZ 60" where CRZ 60 is Mew V) stays an error.
   */
  private nameSlip(name: string, candidates: Card[], printing: string): Resolution | null {
    if (groupByFingerprint(candidates).length !== 1 || this.cardsNamed(name).length) return null;
    const written = foldedKey(name);
    const max = written.length >= 12 ? 2 : written.length >= 6 ? 1 : 0;
    if (max === 0) return null;
    const card = candidates[0]!;
    const names = [card.name, card.singletonName, ...Object.values(card.names ?? {})];
    const near = names.find((n) => boundedDistance(written, foldedKey(n), max) <= max);
    if (near === undefined) return null;
    const data = { written: name, printing, card: cardValue(card), name: near };
    return found(card, 'name-slip', data);
  }

  /** The printings a code and number name: as written, in a client's continued numbering, or a promo's bare number. */
  private printings(code: string, setIds: string[], number: string): Card[] {
    const key = numberKey(number);
    const exact = setIds.flatMap((id) => this.store.bySetNumber(id, key));
    if (exact.length) return exact;
    const continued = this.codes.continued(code, number);
    if (continued) {
      const cards = this.store.bySetNumber(continued.setId, continued.number);
      if (cards.length) return cards;
    }
    // "PR-SW 139" = SWSH139. Only for a code that names one set: a code shared by a set and its subsets (SHF, HIF,
    // BRS) with a bare number means the set's own number, never a subset card that happens to end in it.
    if (setIds.length === 1) return this.store.bySetCore(setIds[0]!, numberCore(number));
    return [];
  }

  /** A client's own number known to stand for one card (`data/set-codes.json` altNumbers): the name must be it. */
  private resolveAlt(ref: CardRef, printing: string, known: string): Resolution {
    const result = this.resolveName(known);
    if (result.status !== 'found') return ref.name ? this.resolveByName(ref.name, printing) : result;
    const card = result.card;
    const type = ref.name ? writtenEnergyType(ref.name) : null;
    if (!ref.name || namesMatch(ref.name, card) || (type && type === writtenEnergyType(known))) return found(card);
    return nameMismatch(ref.name, printing, nameValue(card.name, card.names), [cardValue(card)]);
  }

  /** A code whose numbers are a client's own (SVALT): found by the name, with a note that the printing was not. */
  private resolveByName(name: string, printing: string): Resolution {
    const result = this.resolveName(name);
    if (result.status !== 'found' || result.note) return result;
    return found(result.card, 'read-by-name', { printing, card: cardValue(result.card) });
  }

  /** Cards whose name is the written one: exactly, then as spelled in `data/name-spellings.json`, then loosely. */
  private cardsNamed(name: string): Card[] {
    const exact = this.store.byName(nameKey(name));
    if (exact.length) return exact;
    const spelled = spelledName(name);
    if (spelled) {
      const cards = this.store.byName(spelled);
      if (cards.length) return cards;
    }
    // HGSS Prime cards are named without the word ("Lanturn Prime" is the Prime Lanturn).
    const prime = /^(.*\S)\s+prime$/i.exec(name.trim());
    if (prime) {
      const cards = this.cardsNamed(prime[1]!).filter((c) => c.subtypes.includes('Prime'));
      if (cards.length) return cards;
    }
    const names = this.store.nameKeys();
    const tables = tablesOf(names);
    tables.loose ??= groupBy(names, looseKey);
    const keys = tables.loose.get(looseKey(name)) ?? [];
    // Two names that differ only in punctuation (Charizard ex, Charizard-EX) are different cards: no guess.
    return keys.length === 1 ? this.store.byName(keys[0]!) : [];
  }

  /**
   * Name-only lines: identical printings resolve; differing Pokémon are ambiguous. A set code or a printed number
   * on the line ("Charmander (OBF)", "gimmighoul 088/182") narrows the printings when it can; an attack or
   * Ability in brackets ("Marshadow (Reset Hole)") picks the version that has it.
   */
  resolveName(name: string, hint: { set?: string; number?: string } = {}): Resolution {
    let cards = this.cardsNamed(name);
    if (cards.length === 0) {
      // "10 Lightning", "11x Dark": old lists name basic Energy by its type alone.
      // Not "<type> Energy" itself: basicEnergy looks that name up, and it is missing (no recursion).
      const type = writtenEnergyType(name);
      const card = type && nameKey(name) !== nameKey(`${type} Energy`) ? this.basicEnergy(name) : null;
      if (card) return found(card, 'basic-energy', { written: name, card: cardValue(card) });
      // No Latin name is near a name in a script the card data has none in: say what will be read instead.
      const language = unreadLanguage(name);
      if (language) return unknown('unread-script', { name, language: nested(`language-${language}`) });
      return unknown('no-such-name', { name }, this.suggestNames(name));
    }
    cards = narrow(cards, hint.set ? (c) => this.setIdsFor(hint.set!).includes(c.setId) : null);
    cards = narrow(cards, hint.number ? (c) => numberKey(c.number) === numberKey(hint.number!) : null);
    const basics = cards.filter((c) => c.energyKind === 'basic');
    if (basics.length) cards = basics;
    let versions = groupByFingerprint(cards);
    if (versions.length === 1) return found(versions[0]![0]!);
    const pokemon = versions.filter((v) => v[0]!.supertype === 'Pokémon');
    if (pokemon.length > 1 || (pokemon.length === 1 && versions.length === pokemon.length)) {
      const move = /\(([^()]+)\)\s*$/.exec(name)?.[1];
      const withMove = move ? versions.filter((v) => hasMove(v[0]!, move)) : [];
      if (withMove.length === 1) return found(withMove[0]![0]!);
      versions = withMove.length > 1 ? withMove : versions;
      return { status: 'ambiguous', reason: 'versions', data: { name, count: versions.length }, versions };
    }
    const newest = [...cards].sort(byRecency)[0]!;
    return found(newest, 'wording-differs', { name: newest.name, printing: printingLabel(newest) });
  }
}

function tablesOf(names: readonly string[]): NameTables {
  let tables = NAME_TABLES.get(names);
  if (!tables) NAME_TABLES.set(names, (tables = { loose: null, near: new Map() }));
  return tables;
}

/** A name's loose key without accents: "Investigación" = "investigacion". */
function foldedKey(name: string): string {
  return looseKey(name).normalize('NFD').replace(/\p{M}/gu, '');
}

function refKey(ref: CardRef): string {
  return `${ref.id ?? ''}\u0000${ref.set ?? ''}\u0000${ref.number ?? ''}\u0000${ref.name ?? ''}\u0000${ref.text ?? ''}`;
}

/** The cards that pass a hint, or all of them when none does (a hint never empties a name's printings). */
function narrow(cards: Card[], keep: ((card: Card) => boolean) | null): Card[] {
  if (!keep) return cards;
  const kept = cards.filter(keep);
  return kept.length ? kept : cards;
}

/** Does the card have this attack or Ability? Each written word may be cut short: "Reset Hole" = "Resetting Hole". */
function hasMove(card: Card, move: string): boolean {
  const words = (text: string): string[] =>
    nameKey(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const written = words(move);
  return [...card.attacks, ...card.abilities].some((m) => {
    const actual = words(m.name);
    return actual.length === written.length && written.every((w, i) => actual[i]!.startsWith(w));
  });
}

function found(card: Card, id?: Note['id'], data: MessageData = {}): Resolution {
  return id ? { status: 'found', card, note: { id, line: null, data } } : { status: 'found', card };
}

type Unknown = Extract<Resolution, { status: 'unknown' }>;

function unknown(reason: Unknown['reason'], data: MessageData, suggestions: MessageValue[] = []): Unknown {
  return { status: 'unknown', reason, data, suggestions };
}

function nameMismatch(written: string, printing: string, found: MessageValue, suggestions: MessageValue[]): Resolution {
  return unknown('name-mismatch', { written, printing, found }, suggestions);
}

/** Shared by the lookup and the pack builder (the search index's Totem facts). */
export function normalStageIn(store: Pick<CardIndex, 'speciesStage'>, species: string): number | null {
  const key = nameKey(species);
  const stored = store.speciesStage(key);
  if (stored) return stored.stage;
  const table = dataFile<{ stages: Record<string, number> }>('species-stages.json').stages;
  const override = table[species] ?? Object.entries(table).find(([k]) => nameKey(k) === key)?.[1];
  return override ?? null;
}
