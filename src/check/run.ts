import type { CardLookup } from '../cards/lookup/lookup.js';
import type { PokemonType } from '../model/card.js';
import type { ParsedDeck } from '../model/deck.js';
import { stageFacts } from '../derive/stage.js';
import type { RuleContext } from '../model/rule.js';
import type { GameVariant } from '../model/variant.js';
import { copiesOf, type Note, type ResolvedDeck } from '../model/resolved.js';
import { runRules, type RuleSetting } from './engine.js';
import { deckFacts } from '../derive/deck-facts.js';
import { summarize, type DeckReport, type Report, type ReportRule, type UnverifiedLine } from '../model/report.js';
import { cleanValue } from '../model/clean.js';
import { refsOf, resolveDeck, type TotemOption } from './resolve.js';
import type { DeckFacts } from '../model/facts.js';
import { ENGLISH, renderMessage, renderValue, type Locale } from '../model/render-message.js';
import type { MessageTable } from '../model/message.js';
import { sourceValue } from '../model/common-messages.js';
import { stageValue } from '../model/reasons.js';
import { RULES } from '../rules/index.js';
import { renderNote } from './notes.js';
import { chooseTotem, totemCandidates } from './candidates.js';
import { UNKNOWN_CARD_MESSAGES, unknownFinding } from '../rules/unknown-card/index.js';

export interface CheckOptions {
  totem?: TotemOption | null;
  extraTypes?: PokemonType[] | null;
  context: RuleContext;
  settings?: Record<string, RuleSetting>;
  locale?: Locale;
}

/** Every rule's one-line description as a message table (scope `rules`), so that it has a Spanish one too. */
export const RULE_DESCRIPTIONS: MessageTable = Object.fromEntries(RULES.map(({ meta }) => [meta.id, meta.description]));

/** Every rule's player-worded title (scope `rule-titles`): the heading of its problems on the page. */
export const RULE_TITLES: MessageTable = Object.fromEntries(RULES.map(({ meta }) => [meta.id, meta.title]));

/** The rules as the report lists them (JSON `rules`, SARIF's rule table), described in the report's language. */
export function reportRules(locale: Locale = ENGLISH): ReportRule[] {
  return RULES.map(({ meta }) => ({
    id: meta.id,
    severity: meta.severity,
    description: renderMessage(RULE_DESCRIPTIONS, 'rules', meta.id, {}, locale),
    docs: meta.docs,
  }));
}

/**
 * The report of a run (report version 1), finished here and nowhere else (CLI, library, page): the decks, each
 * finished by its check; the rules in the report's language, made safe to print; the summary, of the decks or —
 * when they were written as they were checked and not kept — as counted then.
 */
export function finishReport(decks: DeckReport[], locale: Locale, summary?: Report['summary']): Report {
  return summarize(decks, cleanValue(reportRules(locale)), locale.lang, summary);
}

function counts(deck: ResolvedDeck): DeckReport['counts'] {
  const bySupertype = { pokemon: 0, trainer: 0, energy: 0 };
  for (const dc of deck.cards) {
    const kind = dc.card
      ? ({ Pokémon: 'pokemon', Trainer: 'trainer', Energy: 'energy' } as const)[dc.card.supertype]
      : dc.entry.section;
    if (kind && kind !== 'totem') bySupertype[kind] += dc.copies;
  }
  const totem = copiesOf(deck.totem);
  const inDeck = copiesOf(deck.cards);
  return { totem, deck: inDeck, total: totem + inDeck, ...bySupertype };
}

function buildReport(deck: ResolvedDeck, facts: DeckFacts, options: CheckOptions): DeckReport {
  const locale = options.locale ?? ENGLISH;
  // A file that is not a deck at all (binary, broken JSON): only its parse problem, no noise from other rules.
  const settings = deck.parsed.unreadable
    ? Object.fromEntries(RULES.map(({ meta }) => [meta.id, meta.id === 'parse' ? 'error' : 'off'] as const))
    : options.settings;
  const problems = runRules(deck, facts, options.context, settings, locale);
  const t = facts.totem;
  const id = facts.identity;
  const unverified = unverifiedLines(deck, locale);
  return {
    file: deck.file,
    variant: options.context.variant ?? 'standard',
    // Lines that could not be verified leave the deck unjudged: an outage is never a verdict.
    valid: unverified.length ? null : !problems.some((p) => p.severity === 'error'),
    totem: t
      ? {
          ids: t.ids,
          name: t.name,
          stage: t.cost.stage,
          stageName: t.cost.stage === null ? null : renderValue(stageValue(t.cost.stage), locale),
          stageValue: t.cost.stageValue,
          retreatCost: t.cost.retreatCost,
          invocationCost: t.cost.invocationCost,
          // The tribute variant's cost, named as `totem cost --variant tribute --format json` names it.
          ...(t.cost.tribute ? { tributeCost: t.cost.tribute.tributeCost } : {}),
          prizeCards: t.cost.prizeCards,
          eligible: t.eligible,
          ...(t.eligible || !t.why ? {} : { notTotemBecause: renderValue(t.why, locale) }),
        }
      : null,
    identity:
      id && t?.eligible !== false
        ? {
            types: id.types,
            extraSlots: id.extraSlots,
            extraTypes: id.extraTypes,
            sources: id.sources.map((s) => ({ ...s, label: renderValue(sourceValue(s), locale) })),
          }
        : null,
    counts: counts(deck),
    problems,
    unverified,
    notes: [...sixtyCardNote(deck), ...deck.notes].map((n) => renderNote(n, locale)),
  };
}

/** A list of 60 with no Totem is a standard deck: one leading line says so before its deck-size problems. */
function sixtyCardNote(deck: ResolvedDeck): Note[] {
  if (deck.totem.length > 0 || copiesOf(deck.cards) !== 60) return [];
  return [{ id: 'sixty-card-list', line: null, data: {} }];
}

/** The lines whose card could not be verified, in the words of the `unknown-card` table ("… could not be verified"). */
function unverifiedLines(deck: ResolvedDeck, locale: Locale): UnverifiedLine[] {
  return deck.unresolved.flatMap((dc) => {
    const u = dc.unresolved;
    if (u?.status !== 'unknown' || !u.unverified) return [];
    const text = dc.entry.text || dc.entry.name;
    const finding = unknownFinding(text, u, dc.line);
    const message = renderMessage(UNKNOWN_CARD_MESSAGES, 'unknown-card', finding.messageId, finding.data, locale);
    return [{ line: dc.line, text, message }];
  });
}

/**
 * The pipeline's first half, shared by `check`, `identity --deck` and `fmt`: parsed deck → cards (the API
 * asked once for every line the store can't answer) → derived facts.
 */
export async function resolveParsedDeck(
  parsed: ParsedDeck,
  lookup: CardLookup,
  options: Pick<CheckOptions, 'totem' | 'extraTypes'> & { variant?: GameVariant } = {},
): Promise<{ deck: ResolvedDeck; facts: DeckFacts }> {
  const totem = options.totem ?? null;
  if (!parsed.unreadable) await lookup.prefetch(refsOf(parsed, totem));
  const deck = resolveDeck(parsed, lookup, totem);
  const totemCard = deck.totem.find((t) => t.card)?.card;
  const base = totemCard ? stageFacts(totemCard, () => 0).base : undefined;
  // Only BREAK, LV.X, M and Primal Totems need a species' normal stage; ask the API for it only then.
  if (base) await lookup.prefetchSpecies([base]);
  const facts = deckFacts(deck, (s) => lookup.normalStage(s), options.extraTypes ?? null, options.variant);
  return { deck, facts };
}

/** Parsed deck → cards → facts → every rule → report. */
export async function checkParsedDeck(
  parsed: ParsedDeck,
  lookup: CardLookup,
  options: CheckOptions,
): Promise<{ report: DeckReport; deck: ResolvedDeck; facts: DeckFacts }> {
  const variant = options.context.variant ?? 'standard';
  const { deck, facts } = await resolveParsedDeck(parsed, lookup, { ...options, variant });
  const report = buildReport(deck, facts, options);
  // A list with no Totem: the cards that could be it, each checked as the Totem (none of those checks recurses:
  // each has a Totem).
  report.totemCandidates = await totemCandidates(deck, variant, async (totem) => {
    return (await checkParsedDeck(parsed, lookup, { ...options, totem })).report;
  });
  const missing = report.problems.find((p) => p.rule === 'totem-missing');
  const choices = chooseTotem(deck, report.totemCandidates, options.locale ?? ENGLISH);
  if (missing && choices.length) missing.suggestions = choices;
  return { report, deck, facts };
}
