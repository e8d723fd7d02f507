import { resolve } from 'node:path';
import { identityExitCode, identityOf } from '../commands/identity.js';
import { deckVariant } from '../commands/house-config.js';
import type { GameVariant } from '../model/variant.js';
import { formatIdentityJson, formatIdentityText } from '../format/identity.js';
import { formatContext } from './format-context.js';
import { extraTypesOption } from './options.js';
import { out } from './output.js';
import { withPartialHint } from './partial-store.js';
import { cliSession, type DataFlags } from './session.js';

export interface IdentityCliOptions extends DataFlags {
  extraTypes?: string;
  deck?: string;
  variant?: GameVariant;
  format: string;
  color?: boolean;
}

/** `totem identity CARD`: allowed types and where each comes from; with --deck, what that deck would break. */
export async function runIdentity(input: string, options: IdentityCliOptions): Promise<number> {
  const session = await cliSession(options);
  try {
    const file = options.deck;
    const deck = file
      ? { name: file, read: async () => (await import('./read-deck.js')).readDeck(file, file) }
      : undefined;
    const extraTypes = extraTypesOption(options.extraTypes);
    // The variant of the deck's config (or this folder's), as `check` takes it; the flag wins.
    const config = await session.configFor(resolve(file ?? 'deck'));
    const variant = deckVariant(options.variant, config);
    const result = await withPartialHint(
      async () => session,
      () => identityOf(session, input, { extraTypes, deck, variant }),
    );
    out(
      options.format === 'json'
        ? formatIdentityJson(result)
        : formatIdentityText(result, await formatContext(options.color, result.kind === 'versions')),
    );
    return identityExitCode(result);
  } finally {
    session.close();
  }
}
