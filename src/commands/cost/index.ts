import type { CostResult } from '../../model/results.js';
import { costFacts, type CostOptions } from '../../derive/cost.js';
import { totemEligibility } from '../../derive/eligibility.js';
import { notATotem, resolveCardArg } from '../shared/card-arg.js';
import type { CommandContext } from '../context.js';
import type { CommandModule } from '../shared/command.js';
import { formatCostText } from '../../format/cost.js';
import type { Card } from '../../model/card.js';
import type { CostFacts } from '../../model/facts.js';
import { cardJson } from '../../format/command-context.js';

/** Stage, Retreat Cost, Invocation Cost (and after Knock Outs), Prize cards of a Totem named by `input`. */
export async function costOf(ctx: CommandContext, input: string, options: CostOptions = {}): Promise<CostResult> {
  const resolved = await resolveCardArg(ctx.lookup, input);
  const normal = (s: string): number | null => ctx.lookup.normalStage(s);
  if (resolved.versions) {
    const versions = resolved.versions.map((group) => ({
      card: group[0]!,
      printings: group,
      facts: costFacts(group[0]!, normal, options),
      eligible: totemEligibility(group[0]!, options.variant).eligible,
    }));
    return { kind: 'versions', input, versions };
  }
  // As `check` would say (under the same variant): a card that can't be a Totem has no cost to speak of.
  const reason = await notATotem(resolved.card, ctx.locale, options.variant);
  if (reason) return { kind: 'not-a-totem', card: resolved.card, reason };
  return { kind: 'cost', card: resolved.card, facts: costFacts(resolved.card, normal, options), eligible: true };
}

/** The exit code of a cost answer: a card that can't be a Totem is a "no" (1). */
export const costExitCode = (result: CostResult): number => (result.kind === 'not-a-totem' ? 1 : 0);

function costJson(card: Card, facts: CostFacts | null, eligible: boolean) {
  const head = { card: cardJson(card), eligible };
  if (!facts) return head;
  return {
    ...head,
    stage: facts.stage,
    stageValue: facts.stageValue,
    stageReason: facts.stageReason,
    retreatCost: facts.retreatCost,
    invocationCost: facts.invocationCost,
    kos: facts.kos,
    prizeCards: facts.prizeCards,
    notes: facts.notes,
    ...(facts.tribute ? { tributeCost: facts.tribute.tributeCost, tribute: facts.tribute } : {}),
  };
}

/** `totem cost --format json`, as an object: the library's `cost` answer. */
export function costAnswer(result: CostResult) {
  if (result.kind === 'versions') {
    const versions = result.versions.map((v) => ({
      ...costJson(v.card, v.facts, v.eligible),
      printings: v.printings.map((p) => p.id),
    }));
    return { versions };
  }
  if (result.kind === 'not-a-totem') return { ...costJson(result.card, null, false), reason: result.reason };
  return costJson(result.card, result.facts, true);
}

export type CostAnswer = ReturnType<typeof costAnswer>;

export const command: CommandModule<CostOptions, CostResult, CostAnswer> = {
  run: async (run) => {
    const { kos, variant, returns } = run.flags;
    return costOf(await run.session(), run.args[0] as string, { kos, variant, returns });
  },
  answer: costAnswer,
  text: formatCostText,
  table: (result) => result.kind === 'versions',
  exitCode: costExitCode,
};
