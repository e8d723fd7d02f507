import { dirname, resolve } from 'node:path';
import { dataDirsFromEnv, openCardSource, type CardSource } from '../cards/open.js';
import type { ImportEvent } from '../cards/cache/data-dirs.js';
import type { Notice } from '../model/notice.js';
import type { Locale } from '../model/render-message.js';
import { EMPTY_CONFIG, loadConfig, type HouseConfig } from './config.js';
import { findConfig } from './config-file.js';
import type { CommandContext } from './context.js';

/** What every command that reads cards is told, from its flags (the CLI) or its options (the library). */
export interface SessionOptions {
  /** `--data-dir`: beats `dataDir` in the config, which beats TOTEM_DATA_DIR. */
  dataDirs?: string[];
  offline?: boolean;
  /** `--config FILE`: this config for every deck, instead of each folder's nearest totem.config.json. */
  configFile?: string;
  /** A config already read (the library's `config` object): used for every deck, no file is looked for. */
  config?: HouseConfig;
  /** Where to look for totem.config.json when no file is named (the first deck's folder, or the working one). */
  dir: string;
  /** The language of everything the commands put into words: passed, never read from a global. */
  locale: Locale;
  onWarning?: (notice: Notice) => void;
  onImport?: (event: ImportEvent) => void;
}

/** An open card source and the config the run reads; `close()` when the command is done. */
export interface Session extends CommandContext {
  source: CardSource;
  /** The config of `dir` (or the one named): the one that chose the card data. */
  config: HouseConfig;
  /** The config that applies to a deck at `file` ('-': standard input, the working folder's). */
  configFor(file: string): Promise<HouseConfig>;
  close(): void;
}

/** The data dirs of a run: the flag, else the config's `dataDir`, else TOTEM_DATA_DIR (one order, every command). */
export function chooseDataDirs(flag: string[] | undefined, config: HouseConfig): string[] {
  if (flag?.length) return flag;
  if (config.dataDirs?.length) return config.dataDirs;
  return dataDirsFromEnv();
}

/** Each folder's config, read once; a named config wins everywhere. */
export function configResolver(configFile: string | undefined): (file: string) => Promise<HouseConfig> {
  const explicit = configFile ? loadConfig(configFile) : null;
  const byDir = new Map<string, Promise<HouseConfig>>();
  return (file) => {
    if (explicit) return explicit;
    const dir = file === '-' ? process.cwd() : dirname(resolve(file));
    let config = byDir.get(dir);
    if (!config) {
      const found = findConfig(dir);
      config = found ? loadConfig(found) : Promise.resolve(EMPTY_CONFIG);
      byDir.set(dir, config);
    }
    return config;
  };
}

/** Open the card source once for a command: the same resolution of flags, config and environment for all. */
export async function openSession(options: SessionOptions): Promise<Session> {
  const given = options.config;
  const configFor = given ? () => Promise.resolve(given) : configResolver(options.configFile);
  const config = options.configFile ? await configFor('-') : await configFor(resolve(options.dir, 'deck'));
  const source = await openCardSource({
    dataDirs: chooseDataDirs(options.dataDirs, config),
    offline: options.offline,
    onWarning: options.onWarning,
    onImport: options.onImport,
  });
  return {
    source,
    lookup: source.lookup,
    locale: options.locale,
    config,
    configFor,
    close: () => source.close(),
  };
}
