// `import { checkDeck } from 'totem-deck'` in Node: the browser-safe core, plus card data found as the CLI finds
// it (data dirs, the card store, the card APIs) when the caller brings none.
import { resolve } from 'node:path';
import { openSession, type Session } from '../commands/shared/session.js';
import { loadConfig } from '../commands/shared/files.js';
import { contextOf } from '../commands/context.js';
import { loadLocale } from '../model/i18n/locales.js';
import { VERSION } from '../commands/registry.js';
import { loadTable } from '../format/table.js';
import { formatReportOf } from './shared.js';
import type { z } from 'zod';
import type { LibrarySchemas } from './calls.js';
import {
  configOf,
  libraryCalls,
  type DeckOptions,
  type OpenCards,
  type CostOptions as CallCostOptions,
  type IdentityOptions as CallIdentityOptions,
} from './calls.js';

export * from './shared.js';

/** A report (or one deck's) in any of `totem check`'s formats, exactly as the CLI writes it without colours. */
export const formatReport = formatReportOf({ version: VERSION }, () => loadTable(false));

/** Where the cards come from, as `totem` takes it (`--offline`, `--data-dir`, `--config`). */
export type SourceOptions = z.input<LibrarySchemas['SOURCES']['node']>;

export type CheckDeckOptions = SourceOptions & DeckOptions;

type Sources = z.output<LibrarySchemas['SOURCES']['node']>;

async function configFrom(options: Sources) {
  const { config, cwd = process.cwd() } = options;
  if (config === false) return { config: await configOf(undefined) };
  if (typeof config === 'string') return { file: resolve(cwd, config) };
  if (config === undefined) return {};
  // Content given: its dataDir is relative to cwd, as a file's is to its folder.
  const { dataDir, ...house } = await configOf(config);
  const dataDirs = (dataDir as string[] | undefined)?.map((d) => resolve(cwd, d));
  return { config: { ...house, dataDirs } };
}

/**
 * Run `fn` over the cards: the caller's, or a session on totem's card data. The card data is opened once per
 * process and choice of data (data dirs, offline) and kept: a bot's thousandth call reads no index again.
 */
const withContext: OpenCards<Sources> = async (options, fn) => {
  const { file, config } = await configFrom(options);
  if (options.cards) {
    const house = config ?? (file ? await loadConfig(file) : await configOf(undefined));
    return fn(await contextOf(options.cards, options), house);
  }
  const session: Session = await openSession({
    dataDirs: options.dataDirs,
    offline: options.offline,
    configFile: file,
    config,
    dir: options.cwd ?? process.cwd(),
    locale: await loadLocale(options.lang ?? 'en'),
    // Never printed: a library's caller decides what to do with a warning.
    onWarning: options.onWarning ?? (() => {}),
    keep: true,
  });
  try {
    return await fn(session, session.config);
  } finally {
    session.close();
  }
};

export const { checkDeck, analyzeDeck, cost, identity, stats, findCards, totems, pod, diff, sample, exportDeck } =
  libraryCalls<SourceOptions, Sources>('node', withContext);

/** The options of `cost`: the card data as checkDeck finds it, and `totem cost`'s flags. */
export type CostOptions = SourceOptions & CallCostOptions;
/** The options of `identity`: the card data as checkDeck finds it, and `totem identity`'s flags. */
export type IdentityOptions = SourceOptions & CallIdentityOptions;
