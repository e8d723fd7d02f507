import { UsageError } from '../../model/errors.js';
import { cardError } from '../../cards/messages.js';
import { redactUrl } from '../http.js';

// Apart from the client (api.ts, with its zod schemas): a run checks TOTEM_TCGDEX_URL as it starts, and loads the
// client only when a card is missing from the local data.

export const DEFAULT_TCGDEX_URL = 'https://api.tcgdex.net/v2';

/** The endpoint from TOTEM_TCGDEX_URL, else the public API. */
export function tcgdexUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.TOTEM_TCGDEX_URL?.trim();
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
