import { isAceSpec } from '../../derive/ace-spec.js';
import { hasRuleBox, type Card } from '../../model/card.js';
import { errorOf, UsageError } from '../../model/errors.js';
import { singletonKey } from '../../model/names.js';
import {
  MAX_POD_DECKS,
  type PodDeck,
  type PodLimits,
  type PodResult,
  type WatchEntry,
  type WatchHit,
} from '../../model/pod.js';
import type { DeckReport } from '../../model/report.js';
import { allCards, type ResolvedDeck } from '../../model/resolved.js';
import { podOdds } from '../../stats/stats-of-deck.js';
import type { CheckedDeck } from '../../check/run.js';
import {
  checkListInput,
  listInput,
  listOptionsOf,
  type ListFlags,
  type ListInput,
  type ListOptions,
  type ListRun,
} from '../shared/list-input.js';
import type { CommandContext } from '../context.js';
import type { CommandModule } from '../shared/command.js';
import { formatPodText } from '../../format/pod.js';
import { POD_MESSAGES } from '../../model/pod-messages.js';

const pokemon = (card: Card): boolean => card.supertype === 'Pokémon';

/** Each kind the limit rules count, and whether a card is of it. */
const LIMITS: Record<keyof PodLimits, (card: Card) => boolean> = {
  ruleBox: hasRuleBox,
  aceSpec: isAceSpec,
  radiant: (card) => pokemon(card) && card.subtypes.includes('Radiant'),
  prismStar: (card) => card.subtypes.includes('Prism Star'),
  star: (card) => pokemon(card) && card.subtypes.includes('Star'),
  specialEnergy: (card) => card.energyKind === 'special',
  basicEnergy: (card) => card.energyKind === 'basic',
};

/** Totem included, as the limit rules count: copies of the cards each kind holds. */
function limitsOf(deck: ResolvedDeck): PodLimits {
  const copies = (of: (card: Card) => boolean) =>
    allCards(deck).reduce((n, dc) => n + (dc.card && of(dc.card) ? dc.copies : 0), 0);
  return Object.fromEntries(Object.entries(LIMITS).map(([kind, of]) => [kind, copies(of)])) as unknown as PodLimits;
}

/** The watch list's cards this deck holds, in the list's order: by name (any printing) or by id. */
export function watchHits(deck: ResolvedDeck, watch: readonly WatchEntry[]): WatchHit[] {
  const cards = allCards(deck).filter((dc): dc is typeof dc & { card: Card } => dc.card !== null);
  const hits: WatchHit[] = [];
  for (const entry of watch) {
    const key = singletonKey(entry.card);
    const held = cards.find((dc) => dc.card.id === entry.card || singletonKey(dc.card.name) === key);
    if (held) hits.push({ card: entry.card, reason: entry.reason, line: held.line });
  }
  return hits;
}

/** One checked deck as the pod table shows it: facts and exact odds, never a score. */
export function podDeckOf(checked: CheckedDeck, report: DeckReport, watch: readonly WatchEntry[]): PodDeck {
  const errors = report.problems.filter((p) => p.severity === 'error').length;
  const totem = report.totem;
  // A card that can't be a Totem has no Invocation Cost to speak of, as check and cost say.
  const eligible = totem !== null && totem.eligible !== false;
  const cost = eligible ? totem.invocationCost : null;
  const odds = podOdds(checked.deck, checked.facts);
  return {
    file: report.file,
    valid: report.valid,
    errors,
    totem,
    invocationCost: cost === null ? null : { now: cost, afterOneKnockOut: cost + 1 },
    prizeCards: eligible ? totem.prizeCards : null,
    identity: report.identity,
    counts: report.counts,
    limits: limitsOf(checked.deck),
    odds: { ...odds, invokedByTurn4: eligible ? odds.invokedByTurn4 : null },
    watch: watchHits(checked.deck, watch),
  };
}

/** The usage error of a pod with too many decks (exit 2), before any is read. */
export function checkPodSize(count: number): void {
  if (count > MAX_POD_DECKS) throw errorOf(UsageError, 'too-many', { max: MAX_POD_DECKS, count }, POD_MESSAGES, 'pod');
}

/**
 * `totem pod FILE…`: each deck checked as `check` checks it (under its own house config), then its facts, two
 * exact odds of `stats` and its watch-list hits. More than 8 decks, or a file that is no deck, is a usage error.
 */
export async function podOf(
  ctx: CommandContext,
  inputs: ListInput[],
  options: ListOptions = {},
): Promise<ListRun<PodResult>> {
  checkPodSize(inputs.length);
  const decks: PodDeck[] = [];
  let unverified = 0;
  for (const input of inputs) {
    const checked = await checkListInput(ctx, input, options, 'unreadable');
    decks.push(podDeckOf(checked, checked.report, input.config.watch ?? []));
    unverified += checked.unverified;
  }
  return { result: { decks }, unverified };
}

/**
 * `totem pod FILE…`: exit 0 when every deck is valid, 1 when one is not; 2 for more than 8 decks, an unreadable
 * one, or cards that could not be looked up.
 */
export const command: CommandModule<ListFlags, ListRun<PodResult>, PodResult> = {
  run: async (run) => {
    const decks = await run.decks(run.args[0] as string[]);
    checkPodSize(decks.length);
    const session = await run.session(decks[0]?.path);
    const inputs = await Promise.all(decks.map((deck) => listInput(run, deck)));
    return podOf(session, inputs, listOptionsOf(run.flags));
  },
  answer: (run) => run.result,
  text: (run, context) => formatPodText(run.result, context),
  exitCode: (run) => (run.result.decks.every((d) => d.valid) ? 0 : 1),
};
