import type { PokemonType } from '../../model/card.js';
import type { ParsedDeck } from '../../model/deck.js';
import type { IdentityResult } from '../../model/results.js';
import type { GameVariant } from '../../model/variant.js';
import { cardLabel } from '../../model/labels.js';
import { UsageError, errorOf } from '../../model/errors.js';
import { versionsValue } from '../../model/versions.js';
import { declaredIdentity } from '../../derive/identity.js';
import { notATotem, resolveCardArg } from '../shared/card-arg.js';
import type { CommandContext } from '../context.js';
import type { CommandModule } from '../shared/command.js';
import { deckVariant } from '../../check/house-config.js';
import { extraTypesOption } from '../shared/options.js';
import { formatIdentityText } from '../../format/identity.js';
import { resolveParsedDeck, runRules } from '../../check/run.js';
import { RULE_IDS } from '../../rules/index.js';
import type { Identity } from '../../model/facts.js';

/** The rules a Totem's identity decides; `identity --deck` runs these alone. */
const IDENTITY_RULES = ['type-identity', 'special-energy-identity', 'extra-types'];

export interface IdentityOptions {
  extraTypes?: PokemonType[] | null;
  /** `--deck`: the deck to test against this Totem, read only when the card is one. */
  deck?: { name: string; read: () => Promise<ParsedDeck> };
  /** The rules of the game (`--variant`): in the tribute variant any Pokémon is a Totem. */
  variant?: GameVariant;
}

/** The types a Totem allows, where each comes from, its extra slots; with a deck, what that deck would break. */
export async function identityOf(
  ctx: CommandContext,
  input: string,
  options: IdentityOptions = {},
): Promise<IdentityResult> {
  const resolved = await resolveCardArg(ctx.lookup, input);
  if (resolved.versions) {
    // A name with several versions: each version's identity, so the player can pick.
    if (options.deck)
      throw errorOf(UsageError, 'name-one-version', {
        input,
        count: resolved.versions.length,
        versions: versionsValue(resolved.versions),
      });
    const versions = resolved.versions.map((group) => ({
      card: group[0]!,
      printings: group,
      identity: declaredIdentity([group[0]!], null),
    }));
    return { kind: 'versions', input, versions };
  }
  const totem = resolved.card;
  const variant = options.variant ?? 'standard';
  const reason = await notATotem(totem, ctx.locale, variant);
  if (reason) return { kind: 'not-a-totem', card: totem, reason };
  const declared = options.extraTypes ?? null;
  if (!options.deck)
    return { kind: 'identity', card: totem, identity: declaredIdentity([totem], declared), deck: null };
  // The deck what-if runs the reader and the rules (imported statically: the CLI bundle and the library load them
  // anyway, so a dynamic import split nothing off and the page's build warned about it).
  const parsed = await options.deck.read();
  // What-if: this card is the Totem; the deck's own Totem section joins the other cards.
  const asDeck = {
    ...parsed,
    entries: parsed.entries.map((e) => (e.section === 'totem' ? { ...e, section: null } : e)),
    totemRef: null,
  };
  const totemText = {
    name: totem.name,
    set: totem.setCode ?? totem.setId,
    number: totem.number,
    text: cardLabel(totem),
  };
  const { deck, facts } = await resolveParsedDeck(asDeck, ctx.lookup, {
    totem: { card: totemText, line: null },
    extraTypes: declared,
    variant,
  });
  const off = Object.fromEntries(
    RULE_IDS.filter((id) => !IDENTITY_RULES.includes(id)).map((id) => [id, 'off' as const]),
  );
  const breaks = runRules(deck, facts, { bans: [], variant }, off, ctx.locale);
  return { kind: 'identity', card: totem, identity: facts.identity!, deck: { name: options.deck.name, breaks } };
}

/** The exit code of an identity answer: not a Totem, or a deck that breaks a rule, is a "no" (1). */
export function identityExitCode(result: IdentityResult): number {
  if (result.kind === 'not-a-totem') return 1;
  return result.kind === 'identity' && result.deck?.breaks.some((p) => p.severity === 'error') ? 1 : 0;
}

interface IdentityFlags {
  extraTypes?: string;
  deck?: string;
  variant?: GameVariant;
}

function identityJson({ types, extraSlots, extraTypes, sources }: Identity) {
  return { types, extraSlots, extraTypes, sources };
}

/** `totem identity --format json`, as an object: the library's `identity` answer. */
export function identityAnswer(result: IdentityResult) {
  if (result.kind === 'not-a-totem') return { eligible: false, reason: result.reason };
  if (result.kind === 'versions') {
    const versions = result.versions.map((v) => ({
      card: { id: v.card.id, name: v.card.name },
      printings: v.printings.map((p) => p.id),
      ...identityJson(v.identity),
    }));
    return { versions };
  }
  const json = identityJson(result.identity);
  return result.deck ? { ...json, breaks: result.deck.breaks } : json;
}

export type IdentityAnswer = ReturnType<typeof identityAnswer>;

export const command: CommandModule<IdentityFlags, IdentityResult, IdentityAnswer> = {
  run: async (run) => {
    const file = run.flags.deck;
    const deck = file ? { name: file, read: async () => (await run.read(file)).parsed } : undefined;
    const extraTypes = extraTypesOption(run.flags.extraTypes);
    // The variant of the deck's config (or this folder's), as `check` takes it; the flag wins.
    const variant = deckVariant(run.flags.variant, await run.config(file));
    return identityOf(await run.session(), run.args[0] as string, { extraTypes, deck, variant });
  },
  answer: identityAnswer,
  text: formatIdentityText,
  table: (result) => result.kind === 'versions',
  exitCode: identityExitCode,
};
