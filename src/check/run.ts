import type { CardLookup } from '../cards/lookup/lookup.js';
import type { PokemonType } from '../model/card.js';
import type { ParsedDeck } from '../model/deck.js';
import { stageFacts } from '../derive/stage.js';
import type { RuleContext } from '../model/rule.js';
import type { GameVariant } from '../model/variant.js';
import { copiesOf, type Note, type ResolvedDeck } from '../model/resolved.js';
import { deckFacts } from '../derive/deck-facts.js';
import { summarize, type DeckReport, type Report, type ReportRule, type UnverifiedLine } from '../model/report.js';
import { cleanValue } from '../model/clean.js';
import { chooseTotem, refsOf, resolveDeck, totemCandidates, type TotemOption } from './resolve.js';
import type { DeckFacts } from '../model/facts.js';
import { renderValue, type Locale, ENGLISH, renderMessage } from '../model/render-message.js';
import type { MessageTable } from '../model/message.js';
import { sourceValue } from '../model/common-messages.js';
import { stageValue } from '../model/reasons.js';
import { RULES } from '../rules/index.js';
import { UNKNOWN_CARD_MESSAGES, unknownFinding } from '../rules/unknown-card/index.js';
import { ruleContext, type HouseConfig, type RuleSetting } from './house-config.js';
import type { Finding, Problem, Severity } from '../model/problem.js';
import type { FoundRepair, Repair } from '../model/repair.js';

export interface CheckOptions {
  totem?: TotemOption | null;
  extraTypes?: PokemonType[] | null;
  context: RuleContext;
  settings?: Record<string, RuleSetting>;
  locale?: Locale;
}

/**
 * One field of every rule as a message table, so that it has a Spanish one too: the one-line descriptions (scope
 * `rules`), the player-worded titles that head its problems on the page (scope `rule-titles`).
 */
const ruleTable = (field: 'description' | 'title'): MessageTable =>
  Object.fromEntries(RULES.map(({ meta }) => [meta.id, meta[field]]));
export const RULE_DESCRIPTIONS = ruleTable('description');
export const RULE_TITLES = ruleTable('title');

/**
 * The report of a run (report version 1), finished here and nowhere else (CLI, library, page): the decks, each
 * finished by its check; the rules (JSON `rules`, SARIF's rule table) in the report's language, made safe to print;
 * the summary, of the decks or — when they were written as they were checked and not kept — as counted then.
 */
export function finishReport(decks: DeckReport[], locale: Locale, summary?: Report['summary']): Report {
  const rules: ReportRule[] = RULES.map(({ meta: { id, severity, docs } }) => {
    return { id, severity, description: renderMessage(RULE_DESCRIPTIONS, 'rules', id, {}, locale), docs };
  });
  return summarize(decks, cleanValue(rules), locale.lang, summary);
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
    notes: [...sixtyCardNote(deck), ...deck.notes].map(({ line, id, data }) => {
      return { line, id, message: renderMessage(NOTE_MESSAGES, 'notes', id, data, locale) };
    }),
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

export interface CheckOneDeckOptions extends Pick<CheckOptions, 'totem' | 'extraTypes'> {
  config: HouseConfig;
  /** `--variant`: the rules of the game; absent, the config's `variant`, else standard. */
  variant?: GameVariant;
  /** How the report names the house config (the CLI: relative to the working folder); default its path. */
  configName?: string | null;
}

/** What a deck checked on another thread sends back: the report and the counts of the run. */
export type DeckCheck = Pick<CheckedDeck, 'report' | 'unverified' | 'unknown' | 'newer'>;

export type CheckedDeck = Awaited<ReturnType<typeof checkOneDeck>>;

/** One parsed deck through every rule, under the config that applies to it: the use case of `check`. */
export async function checkOneDeck(
  ctx: { lookup: CardLookup; locale: Locale },
  parsed: ParsedDeck,
  options: CheckOneDeckOptions,
) {
  const { report, deck, facts } = await checkParsedDeck(parsed, ctx.lookup, {
    totem: options.totem,
    extraTypes: options.extraTypes,
    context: ruleContext(options.config, options.variant),
    settings: options.config.rules,
    locale: ctx.locale,
  });
  const unknown = deck.unresolved.flatMap((dc) => (dc.unresolved?.status === 'unknown' ? [dc.unresolved] : []));
  const config = options.configName === undefined ? options.config.path : options.configName;
  return {
    /** The finished report: the config named, every string made safe to print (what every face shows). */
    report: cleanValue({ ...report, config }) as DeckReport,
    /** The resolved deck and its facts: what `stats` (statsOfDeck) builds on, without resolving it twice. */
    deck,
    facts,
    /** Lines whose card could not be looked up (the API failed): the run is inconclusive, not the deck invalid. */
    unverified: unknown.filter((u) => u.unverified).length,
    /** Lines whose card is unknown (for the partial-store hint). */
    unknown: unknown.length,
    /** Unknown lines that newer card data could answer (for the pack-age hint). */
    newer: unknown.filter((u) => u.mayBeNewer).length,
  };
}

/**
 * The house bans of a config that name no card (checked by one store read each, no suggestions), so a typo in
 * a banlist is said instead of silently banning nothing.
 */
export function unknownBans(ctx: { lookup: CardLookup }, config: HouseConfig): string[] {
  const unknown: string[] = [];
  for (const ban of config.bans) {
    const known = ban.id
      ? ctx.lookup.store.byId(ban.id)
      : ctx.lookup.resolve({ name: ban.name! }, { suggest: false }).status !== 'unknown';
    if (!known) unknown.push(ban.id ?? ban.name!);
  }
  return unknown;
}

/** What the report says that is not a problem. */
export const NOTE_MESSAGES: MessageTable = {
  'wording-differs': 'printings of {name} differ in wording; judged the most recent, {printing}',
  'totem-taken': 'the Totem {card} was taken from line {line}',
  title: 'took "{title}" as the deck\'s name, not as a card',
  'basic-energy': '"{written}" names no card in the card data; read as {card}',
  'read-by-name': "{printing} is a client's own numbering, not a printing; found by the name: {card}",
  'name-not-checked': 'name not checked: no {language} names in the card data; read "{written}" as {card}',
  'promo-printing': '{printing} is another card; read as the series promo {card}',
  'sixty-card-list': 'this looks like a 60-card list; a Totem deck is 1 Totem + 99 cards',
  'apis-not-asked': 'the card APIs could not be asked: unknown cards were judged on the card data totem has',
  'name-slip': 'the line says "{written}"; {printing} is "{name}": read as {card} (correct the spelling)',
};

const MAX_PROBLEMS_PER_RULE = 200;

/** What the engine says itself (scope `engine`). */
const ENGINE_MESSAGES: MessageTable = {
  'more-problems': {
    one: '… and {count} more {rule} problem, not listed',
    other: '… and {count} more {rule} problems, not listed',
  },
};

/**
 * The problems, less those on a line that a rule they follow (`meta.follows`) reports as an error: one cause, said
 * once. Only an error stands in for its followers: a house rule that makes the cause a warning (or turns it off)
 * must not lift an official limit with it (`singleton: warn` still allows one ACE SPEC, not two).
 */
function withoutConsequences(problems: Problem[]): Problem[] {
  const follows = new Map(RULES.map((r) => [r.meta.id, r.meta.follows ?? []]));
  const reported = new Set(
    problems.filter((p) => p.line !== null && p.severity === 'error').map((p) => `${p.rule}\0${p.line}`),
  );
  return problems.filter(
    (p) => p.line === null || !follows.get(p.rule)!.some((cause) => reported.has(`${cause}\0${p.line}`)),
  );
}

/** A finding's severity under a house setting: `warn` and `error` replace the rule's (or the finding's) own. */
export function severityOf(own: Severity, finding: Severity | undefined, setting: RuleSetting | undefined): Severity {
  if (setting === 'warn') return 'warning';
  return setting === 'error' ? 'error' : (finding ?? own);
}

/**
 * Every rule under the house severities. A rule lists at most MAX_PROBLEMS_PER_RULE problems per deck (a
 * 100,000-line file of garbage stays a readable report); the rest are counted in one `more-problems` problem,
 * whose severity is the worst of those.
 */
export function runRules(
  deck: ResolvedDeck,
  facts: DeckFacts,
  context: RuleContext,
  settings: Record<string, RuleSetting> = {},
  locale: Locale = ENGLISH,
): Problem[] {
  const problems: Problem[] = [];
  const more: Problem[] = [];
  for (const rule of RULES) {
    const { id, messages } = rule.meta;
    const setting = settings[id];
    if (setting === 'off') continue;
    const severity = (finding: Finding): Severity => severityOf(rule.meta.severity, finding.severity, setting);
    const repair = ({ data, ...r }: FoundRepair): Repair => ({
      ...r,
      label: renderMessage(messages, id, r.label, data ?? {}, locale),
    });
    const findings = rule.check(deck, facts, context);
    for (const finding of findings.slice(0, MAX_PROBLEMS_PER_RULE)) {
      const { fix, suggestions, ...found } = finding;
      const data = found.data ?? {};
      problems.push({
        rule: id,
        ...found,
        data,
        severity: severity(finding),
        message: renderMessage(messages, id, found.messageId, data, locale),
        ...(fix ? { fix: repair(fix) } : {}),
        ...(suggestions?.length ? { suggestions: suggestions.map(repair) } : {}),
      });
    }
    const unlisted = findings.slice(MAX_PROBLEMS_PER_RULE);
    if (unlisted.length) {
      const data = { count: unlisted.length, rule: id };
      more.push({
        rule: id,
        messageId: 'more-problems',
        data,
        severity: unlisted.some((f) => severity(f) === 'error') ? 'error' : 'warning',
        line: null,
        message: renderMessage(ENGINE_MESSAGES, 'engine', 'more-problems', data, locale),
      });
    }
  }
  // The counts come last: after every problem they stand for.
  return [...withoutConsequences(problems).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)), ...more];
}
