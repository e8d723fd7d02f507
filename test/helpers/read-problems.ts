import { runRules } from '../../src/check/run.js';
import type { ParsedDeck } from '../../src/model/deck.js';
import type { DeckFacts } from '../../src/model/facts.js';
import type { Problem } from '../../src/model/problem.js';
import { emptyResolvedDeck } from '../../src/model/resolved.js';
import { RULE_IDS } from '../../src/rules/index.js';

const READER_RULES = ['parse', 'section-count'];

/** The problems the reader alone gives a file: the `parse` and `section-count` rules over no cards. */
export function readProblems(parsed: ParsedDeck): Problem[] {
  const deck = emptyResolvedDeck(parsed);
  const facts: DeckFacts = {
    totem: null,
    identity: null,
    extra: { declared: null, unknownNames: [], overflow: [], undeclared: [], line: null },
    energy: new Map(),
    normalStage: () => null,
  };
  const settings = Object.fromEntries(
    RULE_IDS.filter((id) => !READER_RULES.includes(id)).map((id) => [id, 'off' as const]),
  );
  return runRules(deck, facts, { bans: [] }, settings);
}
