import { groupByFingerprint } from '../model/versions.js';
import type { Card } from '../model/card.js';
import { printingLabel, versionLabel } from '../model/labels.js';
import { nameKey } from '../model/names.js';
import { openCardSource, storePath } from '../cards/open.js';
import { openStore } from '../cards/store/store.js';
import { openPackDir, packDir } from '../cards/pack/node.js';
import { syncSources, type SyncResult } from '../cards/sync.js';
import { cardNotice } from '../cards/messages.js';
import { dataDirState, importDataDirs, importEstimate } from '../cards/import.js';
import { costFacts } from '../derive/cost.js';
import { totemEligibility } from '../derive/eligibility.js';
import { baseIdentity, describeSource } from '../derive/identity.js';
import { classifySpecialEnergy } from '../derive/special-energy.js';
import { clean } from '../format/sanitize.js';
import { printVersions } from './versions-table.js';
import { resolveCardArg } from './card-arg.js';
import { cardInfoJson } from './card-info-json.js';
import { out, progress, terminalTable, useColor, warn } from './output.js';
import { count, importProgress, importStartLine, seconds } from './import-progress.js';
import { cardText, cliLocale, t } from './messages.js';
import { nested } from '../model/message.js';
import { renderValue } from '../model/render-message.js';
import { stageValue } from '../model/reasons.js';

/** `totem cards import DIR…`: data dirs into the card store that checks without --data-dir read. */
export async function runImport(dirs: string[], options: { force?: boolean }): Promise<number> {
  const { store, warnings } = openStore(storePath());
  try {
    for (const w of warnings) warn(w);
    const states = dirs.map(dataDirState);
    // The result line on stdout is the "after"; stderr says what the wait is for.
    progress(importStartLine(dirs, store.count() === 0, importEstimate(states)), { rewrite: false, last: true });
    const report = await importDataDirs(store, states, { force: true, allowShrink: options.force });
    for (const issue of report.issues.slice(0, 20)) warn(t('import-skipped', { issue: clean(issue) }));
    if (report.issues.length > 20) warn(t('import-more', { count: report.issues.length - 20 }));
    out(
      t('imported', {
        cards: count(report.cards),
        sets: count(report.sets),
        seconds: seconds(report.ms),
        store: store.path,
      }),
    );
    return 0;
  } catch (error) {
    store.closeAfter(error);
    throw error;
  } finally {
    store.close();
  }
}

export async function runSync(): Promise<number> {
  const { store, warnings } = openStore(storePath());
  try {
    for (const w of warnings) warn(w);
    const { ApiError } = await import('../model/errors.js');
    // With the shipped card pack, only what it lacks (newer sets) is downloaded.
    const shipped = packDir();
    const pack = shipped ? await openPackDir(shipped) : null;
    const sources = await syncSources(store, pack, warn);
    const tty = Boolean(process.stderr.isTTY);
    let lastLine = 0;
    const onProgress = (done: number, total: number, set: string): void => {
      if (tty) {
        const width = 30;
        const filled = Math.round((done / total) * width);
        const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
        progress(`${t('sync-bar', { bar, done, total, set })}   `, {
          rewrite: true,
          last: done === total,
        });
      } else if (done === total || Date.now() - lastLine > 2000) {
        lastLine = Date.now();
        progress(t('sync-progress', { done, total, set }), { rewrite: false, last: done === total });
      }
    };
    const sync = async (i: number): Promise<SyncResult | null> =>
      sources[i]!.sync(onProgress).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (tty) process.stderr.write('\n');
        // The next API, when there is one; then the store (a CI cache) or the pack answers what it can.
        if (i + 1 < sources.length) {
          warn(cardNotice('api-down-asking', { error: error.text(cliLocale()), next: sources[i + 1]!.name }));
          return sync(i + 1);
        }
        if (store.count() === 0 && !pack) throw error;
        warn(t('sync-api-down', { error: error.text(cliLocale()), count: store.count(), store: store.path }));
        return null;
      });
    const result = await sync(0);
    if (!result) return 0;
    const { sets, skipped, cards } = result;
    out(
      t('synced', {
        sets: count(sets),
        skipped: count(skipped),
        cards: count(cards),
        count: count(store.count()),
        store: store.path,
      }),
    );
    return 0;
  } catch (error) {
    store.closeAfter(error);
    throw error;
  } finally {
    store.close();
  }
}

export interface CardsOptions {
  dataDir?: string[];
  offline?: boolean;
  format?: string;
  color?: boolean;
}

/** At most this many printings in a `cards find` table: more is no longer a list anyone reads. */
const FIND_LIMIT = 500;

/** `totem cards find QUERY`: matching printings, grouped into distinct versions (A, B, …) per name. */
export async function runFind(query: string, options: CardsOptions): Promise<number> {
  const locale = cliLocale();
  const source = await openCardSource({
    dataDirs: options.dataDir,
    offline: options.offline ?? true,
    onWarning: warn,
    onImport: importProgress(),
  });
  try {
    const cards = source.cards.search(nameKey(query), FIND_LIMIT);
    // Past the limit, say how many were left out: a table that just stops reads like the whole answer.
    const more = cards.length === FIND_LIMIT ? source.cards.searchCount(nameKey(query)) - FIND_LIMIT : 0;
    const moreLine = more > 0 ? t('find-more', { shown: more.toLocaleString(locale.lang) }) : '';
    const byName = new Map<string, Card[]>();
    for (const card of cards) {
      const list = byName.get(card.name);
      if (list) list.push(card);
      else byName.set(card.name, [card]);
    }
    const rows: { card: Card; version: string }[] = [];
    for (const printings of byName.values()) {
      const versions = groupByFingerprint(printings);
      // A letter per version when a name has several; "-" when every printing is the same card.
      versions.forEach((group, i) => {
        for (const card of group) rows.push({ card, version: versions.length > 1 ? versionLabel(i) : '-' });
      });
    }
    if (options.format === 'json') {
      out(
        JSON.stringify(
          rows.map((r) => ({
            id: r.card.id,
            name: r.card.name,
            set: r.card.setCode ?? r.card.setId,
            number: r.card.number,
            supertype: r.card.supertype,
            subtypes: r.card.subtypes,
            version: r.version,
            fingerprint: r.card.fingerprint,
          })),
          null,
          2,
        ),
      );
      // stdout stays one JSON array; the cut is said on stderr.
      if (moreLine) warn(moreLine);
      return 0;
    }
    if (!rows.length) {
      out(t('no-match', { query: clean(query) }));
      return 0;
    }
    const table = await terminalTable(useColor(options.color));
    const body = rows.map(({ card, version }) => [
      clean(cardText({ ...card, setCode: '', setId: '', number: '' })),
      card.setCode ?? card.setId,
      card.number,
      card.id,
      [renderValue(nested(`supertype-${card.supertype}`), locale), ...card.subtypes].join(' · '),
      version,
    ]);
    const versions = new Set(rows.map((r) => `${r.card.name}|${r.version}`)).size;
    out(
      `${table(
        ['col-name', 'col-set', 'col-number', 'col-id', 'col-kind', 'col-version'].map((id) => t(id)),
        body,
      )}\n${moreLine ? `${moreLine}\n` : ''}${t('find-summary', { printings: rows.length, versions })}`,
    );
    return 0;
  } finally {
    source.close();
  }
}

/** `totem cards info CARD`: one card's facts, as the rules see them. */
export async function runInfo(input: string, options: CardsOptions): Promise<number> {
  const locale = cliLocale();
  const source = await openCardSource({
    dataDirs: options.dataDir,
    offline: options.offline,
    onWarning: warn,
    onImport: importProgress(),
  });
  try {
    const resolved = await resolveCardArg(source.lookup, input);
    const normal = (s: string): number | null => source.lookup.normalStage(s);
    if (resolved.versions) {
      // A name with several versions: each one, as `cost` and `identity` list them, so the player can pick.
      const versions = resolved.versions;
      if (options.format === 'json') {
        const list = versions.map((group) => ({
          ...cardInfoJson(group[0]!, group.slice(1), normal),
          printings: group.map((p) => p.id),
        }));
        out(JSON.stringify({ versions: list }, null, 2));
        return 0;
      }
      await printVersions(
        input,
        versions,
        (group) => group,
        ['col-hp', 'col-kind'],
        (group) => [
          group[0]!.hp ?? '',
          [renderValue(nested(`supertype-${group[0]!.supertype}`), locale), ...group[0]!.subtypes].join(' · '),
        ],
        options.color,
      );
      return 0;
    }
    const card = resolved.card;
    const reprints = source.cards
      .byName(card.nameKey)
      .filter((c) => c.fingerprint === card.fingerprint && c.id !== card.id);
    if (options.format === 'json') {
      out(JSON.stringify(cardInfoJson(card, reprints, normal), null, 2));
      return 0;
    }
    const eligibility = totemEligibility(card);
    // The text rows in order; the words in the chosen language.
    const shown: Record<string, unknown> = {
      id: card.id,
      name: cardText({ ...card, setCode: '', setId: '', number: '' }),
      set: `${card.setName} (${card.setCode ?? card.setId})`,
      number: card.number,
      supertype: renderValue(nested(`supertype-${card.supertype}`), locale),
      subtypes: card.subtypes,
      hp: card.hp,
      types: card.types.map(locale.typeName),
      retreatCost: card.retreat,
      attacks: card.attacks.map((a) => `${a.name} [${a.cost.join(' ')}] ${a.damage}`.trim()),
      abilities: card.abilities.map((a) => `${a.kind}: ${a.name}`),
      totem: eligibility.eligible ? t('can-be-totem') : t('cannot-be-totem', { reason: eligibility.why }),
      names: Object.entries(card.names ?? {}).map(([lang, name]) => `${lang}: ${name}`),
      singletonName: card.singletonName,
      fingerprint: card.fingerprint,
      sameCardAs: reprints.map(printingLabel),
    };
    if (card.supertype === 'Pokémon') {
      const cost = costFacts(card, normal);
      shown.stage = `${cost.stage === null ? t('stage-unknown-short') : renderValue(stageValue(cost.stage), locale)} (${renderValue(cost.stageWhy, locale)})`;
      shown.invocationCost = cost.invocationCost;
      shown.prizeCards = cost.prizeCards;
      if (eligibility.eligible) {
        const sources = baseIdentity([card]).sources;
        shown.identity = sources.map((s) => describeSource(s, locale)).join(', ');
      }
    }
    if (card.energyKind === 'special') {
      const cls = classifySpecialEnergy(card);
      shown.energyClass =
        cls.kind === 'types'
          ? t('energy-class-types', { types: cls.types.map(locale.typeName).join(' + '), reason: cls.why })
          : t(cls.kind === 'colorless' ? 'energy-class-colorless' : 'energy-class-unknown', { reason: cls.why });
    }
    const lines = [clean(cardText(card))];
    for (const [k, v] of Object.entries(shown)) {
      const value = Array.isArray(v) ? v.join('; ') : String(v ?? '');
      if (value) lines.push(`  ${t(`info-${k}`).padEnd(20)}${clean(value)}`);
    }
    out(lines.join('\n'));
    return 0;
  } finally {
    source.close();
  }
}
