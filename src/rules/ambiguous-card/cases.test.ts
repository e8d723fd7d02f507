import { describe, expect, it } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { check, deckText } from '../../../test/helpers/synthetic.js';

describe('ambiguous-card', () => {
  ruleTable([
    {
      name: 'a name-only line whose printings are identical resolves',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Drip']),
      expect: [],
    },
    {
      name: 'a name-only line with two versions is ambiguous',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Drip', '1 Flamey']),
      expect: [['ambiguous-card', 5, 'versions']],
    },
    {
      name: 'a name-only Trainer with differing wording resolves to the newest',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Drip', '1 Poke Ball']),
      expect: [],
    },
    {
      name: "an old list's name-only line with versions of two eras is ambiguous",
      deck: deckText(['1 Blaze ex OLD 1'], ['1 Flamey OLD 11', '1 Poke Ball OLD 32', '1 Oldie']),
      expect: [['ambiguous-card', 6, 'versions']],
    },
  ]);

  it("the versions are ranked by the list's own era (its resolved lines' release dates) before newest first", () => {
    const versions = (deck: string): string => check(deck).problems.find((p) => p.rule === 'ambiguous-card')!.message;
    const old = versions(deckText(['1 Blaze ex OLD 1'], ['1 Flamey OLD 11', '1 Poke Ball OLD 32', '1 Oldie']));
    expect(old.indexOf('OLD 25')).toBeLessThan(old.indexOf('TST 25'));
    const recent = versions(deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Oldie']));
    expect(recent.indexOf('TST 25')).toBeLessThan(recent.indexOf('OLD 25'));
  });
});
