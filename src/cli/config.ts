import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import type { RuleSetting } from '../check/engine.js';
import { dataFile } from '../model/data-files.js';
import { RULE_IDS } from '../rules/index.js';
import type { BanEntry } from '../model/rule.js';
import { UsageError, errorOf } from '../model/errors.js';
import { findConfig } from './config-file.js';

export interface HouseConfig {
  path: string | null;
  rules: Record<string, RuleSetting>;
  /** The house's own bans. */
  bans: BanEntry[];
  /** Data dirs, resolved against the config file's folder. */
  dataDirs?: string[];
}

export const EMPTY_CONFIG: HouseConfig = { path: null, rules: {}, bans: [] };

/** Read and validate a house config; any problem is a UsageError naming the file and the field. */
export async function loadConfig(path: string): Promise<HouseConfig> {
  const { configSchema, describeZodError } = await import('./config-schema.js');
  let raw: unknown;
  try {
    // A byte order mark (Windows editors write one) is not part of the JSON; decklists accept one too.
    raw = JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UsageError(`${path}: ${(error as Error).message}`);
  }
  // Rule ids are checked on the JSON as written: a record parser drops "__proto__" without a word.
  const rules = (raw as { rules?: unknown } | null)?.rules;
  if (rules && typeof rules === 'object' && !Array.isArray(rules)) {
    for (const id of Object.keys(rules)) {
      if (!RULE_IDS.includes(id))
        throw errorOf(UsageError, 'unknown-rule', { file: path, id, known: RULE_IDS.join(', ') });
    }
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(`${path}: ${describeZodError(parsed.error)}`);
  const config = parsed.data;
  const bans: BanEntry[] = (config.ban ?? []).map((b) =>
    typeof b === 'string' ? { name: b, source: path } : { ...b, source: path },
  );
  return {
    path,
    rules: config.rules ?? {},
    bans,
    dataDirs: config.dataDir
      ? (Array.isArray(config.dataDir) ? config.dataDir : [config.dataDir]).map((d) => resolve(dirname(path), d))
      : undefined,
  };
}

interface Banlist {
  cards: { name?: string; id?: string; reason?: string }[];
}

const banlists = new WeakMap<HouseConfig, BanEntry[]>();

/**
 * The format's banlist from `data/banlist.json`, plus the house's: one list per config, whatever the number of
 * decks, so the `banned` rule indexes it once.
 */
export function allBans(config: HouseConfig): BanEntry[] {
  let list = banlists.get(config);
  if (!list) {
    const official = dataFile<Banlist>('banlist.json').cards.map((b) => ({ ...b, source: 'Totem banlist' }));
    list = [...official, ...config.bans];
    banlists.set(config, list);
  }
  return list;
}

/**
 * The house rules of each deck, found by its folder: `--config` for every deck when given, else the nearest
 * totem.config.json up to the repository root, read once per folder (`check` and `stats` alike).
 */
export function configFinder(explicit: HouseConfig | null = null): (file: string) => Promise<HouseConfig> {
  const configs = new Map<string, HouseConfig>();
  return async (file) => {
    if (explicit) return explicit;
    const dir = file === '-' ? process.cwd() : dirname(resolve(file));
    if (!configs.has(dir)) {
      const found = findConfig(dir);
      configs.set(dir, found ? await loadConfig(found) : EMPTY_CONFIG);
    }
    return configs.get(dir)!;
  };
}
