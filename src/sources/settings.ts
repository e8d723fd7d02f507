import { UsageError } from '../model/errors.js';
import { cardError } from '../model/card-messages.js';
import { redactUrl } from './http.js';
import { nested, type MessageValue } from '../model/message.js';

// Apart from the clients (with their SDK and zod schemas): a run checks the APIs' settings as it starts — a usage
// error whether or not a card is missing — and loads the clients only when a card is missing from the local data.
// The session reads the variables (src/commands/card-env.ts); this module only judges them.

/** The card APIs' settings as the environment gives them (`tcgdexUrl` `off`: the Pokémon TCG API alone). */
export interface ApiSettings {
  apiUrl?: string;
  apiKey?: string;
  tcgdexUrl?: string;
  /** Seconds. */
  networkBudget?: string;
}

export type CheckedApis = ReturnType<typeof checkApiSettings>;

/** The settings checked (`tcgdex` null: TCGdex is not asked, TOTEM_TCGDEX_URL=off), with the run's network budget. */
export function checkApiSettings(settings: ApiSettings) {
  const budget = new NetworkBudget(networkBudgetMs(settings.networkBudget));
  return {
    pokemontcg: { baseUrl: settings.apiUrl, apiKey: settings.apiKey, budget },
    tcgdex: settings.tcgdexUrl === 'off' ? null : { baseUrl: tcgdexUrlOf(settings.tcgdexUrl), budget },
  };
}

export const DEFAULT_TCGDEX_URL = 'https://api.tcgdex.net/v2';

/** The endpoint TOTEM_TCGDEX_URL names, else the public API. */
export function tcgdexUrlOf(setting: string | undefined): string {
  const value = setting?.trim();
  if (!value) return DEFAULT_TCGDEX_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw cardError(UsageError, 'tcgdex-url-not-url', { url: redactUrl(value) });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw cardError(UsageError, 'tcgdex-url-protocol', { protocol: url.protocol });
  return value;
}

export const DEFAULT_NETWORK_BUDGET_MS = 20_000;

/**
 * One overall network budget per run, shared by every client the run makes: when it is spent, no request starts
 * and the one in flight is cut, so a run of trickling or throttling APIs answers within the budget from what it
 * has (the cards it could not verify said so) instead of waiting minutes.
 */
export class NetworkBudget {
  readonly deadline: number;
  constructor(readonly ms: number) {
    this.deadline = Date.now() + ms;
  }
  spent(): boolean {
    return this.deadline <= Date.now();
  }
  /** Why a request was not made or was cut: this budget is spent (after what went wrong before). */
  spentDetail(before: MessageValue = ''): MessageValue {
    const after = before === '' ? '' : nested('api-budget-after', { detail: before });
    return nested('api-budget', { seconds: `${Number((this.ms / 1000).toFixed(1))} s`, after });
  }
}

/** The budget of a run: `--network-budget` / TOTEM_NETWORK_BUDGET in seconds (0 < s ≤ 86400), else 20 s. */
export function networkBudgetMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_NETWORK_BUDGET_MS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400)
    throw cardError(UsageError, 'network-budget', { value: value.slice(0, 40) });
  return Math.round(seconds * 1000);
}

/** The Pokémon TCG API goes offline on this date (pokemon-tcg-data's README; its successor, Scrydex, is paid). */
export const POKEMONTCG_API_END = '2027-03-01';

/** Is the Pokémon TCG API asked? Until its end date; from then only when TOTEM_API_URL or a key is set explicitly. */
export function pokemonTcgApiAsked(api: { baseUrl?: string; apiKey?: string }, today: Date = new Date()): boolean {
  return Boolean(api.baseUrl || api.apiKey) || today.toISOString().slice(0, 10) < POKEMONTCG_API_END;
}
