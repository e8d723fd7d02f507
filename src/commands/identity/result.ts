import type { Identity } from '../../model/facts.js';
import type { IdentityResult } from '../../model/results.js';

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
