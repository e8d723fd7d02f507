import type { Card } from '../model/card.js';
import type { CostFacts } from '../model/facts.js';
import { costFacts, type CostOptions } from '../derive/cost.js';
import { totemEligibility } from '../derive/eligibility.js';
import { notATotem, resolveCardArg } from './card-arg.js';
import type { CommandContext } from './context.js';

/** One version of a name with several: its newest printing, all its printings, and its facts. */
export interface CostVersion {
  card: Card;
  printings: Card[];
  facts: CostFacts;
  eligible: boolean;
}

/** `cost CARD`: the card's cost facts, the versions of a name to pick from, or why it can't be a Totem. */
export type CostResult =
  | { kind: 'cost'; card: Card; facts: CostFacts; eligible: true }
  | { kind: 'versions'; input: string; versions: CostVersion[] }
  | { kind: 'not-a-totem'; card: Card; reason: string };

/** Stage, Retreat Cost, Invocation Cost (and after Knock Outs), Prize cards of a Totem named by `input`. */
export async function costOf(ctx: CommandContext, input: string, options: CostOptions = {}): Promise<CostResult> {
  const resolved = await resolveCardArg(ctx.lookup, input);
  const normal = (s: string): number | null => ctx.lookup.normalStage(s);
  if (resolved.versions) {
    const versions = resolved.versions.map((group) => ({
      card: group[0]!,
      printings: group,
      facts: costFacts(group[0]!, normal, options),
      eligible: totemEligibility(group[0]!).eligible,
    }));
    return { kind: 'versions', input, versions };
  }
  // As `check` would say: a card that can't be a Totem has no Invocation Cost to speak of.
  const reason = await notATotem(resolved.card, ctx.locale);
  if (reason) return { kind: 'not-a-totem', card: resolved.card, reason };
  return { kind: 'cost', card: resolved.card, facts: costFacts(resolved.card, normal, options), eligible: true };
}

/** The exit code of a cost answer: a card that can't be a Totem is a "no" (1). */
export const costExitCode = (result: CostResult): number => (result.kind === 'not-a-totem' ? 1 : 0);
