import { dataFile } from '../model/data-files.js';
import { RULE_IDS } from '../rules/index.js';
import type { BanEntry, RuleContext } from '../model/rule.js';
import { UsageError, errorOf } from '../model/errors.js';
import type { WatchEntry } from '../model/pod.js';
import type { GameVariant } from '../model/variant.js';

export type RuleSetting = 'off' | 'warn' | 'error';

export interface HouseConfig {
  path: string | null;
  rules: Record<string, RuleSetting>;
  /** The house's own bans. */
  bans: BanEntry[];
  /** Data dirs, resolved against the config file's folder. */
  dataDirs?: string[];
  /** The playgroup's watch list (`totem pod`): none unless the config names some. */
  watch?: WatchEntry[];
  /** The rules of the game its decks are played by (`"variant"`); `--variant` wins over it; absent, standard. */
  variant?: GameVariant;
  /** `"sameNameRulings": false`: the official same-name rulings do not apply. */
  sameNameRulings?: boolean;
}

export const EMPTY_CONFIG: HouseConfig = { path: null, rules: {}, bans: [] };

/**
 * A house config from its JSON (`name`: the file, or what the caller calls it): validated, any problem a
 * UsageError naming it and the field. `dataDir` is left as written: only a reader with a file system resolves it.
 */
export async function houseConfig(raw: unknown, name: string): Promise<HouseConfig & { dataDir?: string[] }> {
  const { configSchema, describeZodError } = await import('./config-schema.js');
  // Rule ids are checked on the JSON as written: a record parser drops "__proto__" without a word.
  const rules = (raw as { rules?: unknown } | null)?.rules;
  const ids = rules && typeof rules === 'object' && !Array.isArray(rules) ? Object.keys(rules) : [];
  const id = ids.find((r) => !RULE_IDS.includes(r));
  if (id !== undefined) throw errorOf(UsageError, 'unknown-rule', { file: name, id, known: RULE_IDS.join(', ') });
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(`${name}: ${describeZodError(parsed.error)}`);
  const config = parsed.data;
  const bans: BanEntry[] = (config.ban ?? []).map((b) =>
    typeof b === 'string' ? { name: b, source: name } : { ...b, source: name },
  );
  const dataDir = config.dataDir ? (Array.isArray(config.dataDir) ? config.dataDir : [config.dataDir]) : undefined;
  return {
    path: name,
    rules: config.rules ?? {},
    bans,
    dataDir,
    watch: config.watch ?? [],
    ...(config.variant ? { variant: config.variant } : {}),
    ...(config.sameNameRulings === false ? { sameNameRulings: false } : {}),
  };
}

/** The rules a deck is checked under: the flag (or the library's option), else its config's, else standard. */
export function deckVariant(asked: GameVariant | undefined, config: HouseConfig): GameVariant {
  return asked ?? config.variant ?? 'standard';
}

const banlists = new WeakMap<HouseConfig, BanEntry[]>();

/**
 * What the rules read of a house config (and the variant asked for): every command that judges a card uses it. Its
 * bans are the format's (`data/banlist.json`) plus the house's: one list per config, whatever the number of decks,
 * so the `banned` rule indexes it once.
 */
export function ruleContext(config: HouseConfig, variant?: GameVariant): RuleContext {
  let bans = banlists.get(config);
  if (!bans) {
    const official = dataFile<{ cards: Omit<BanEntry, 'source'>[] }>('banlist.json').cards;
    bans = [...official.map((b) => ({ ...b, source: 'Totem banlist' })), ...config.bans];
    banlists.set(config, bans);
  }
  return {
    bans,
    variant: deckVariant(variant, config),
    ...(config.sameNameRulings === false ? { sameNameRulings: false } : {}),
  };
}
