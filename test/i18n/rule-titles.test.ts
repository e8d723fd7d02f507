import { describe, expect, it } from 'vitest';
import { RULE_TITLES } from '../../src/check/run.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import { RULES } from '../../src/rules/index.js';

// Issue 30, item 5: each rule's heading on the page is a player-worded title, in English and in Spanish.
describe("the rules' player-worded titles", () => {
  const ids = RULES.map((r) => r.meta.id);

  it('every rule has an English title that is not its id nor its developer description', () => {
    const lacking = RULES.filter(
      ({ meta }) => !meta.title?.trim() || meta.title === meta.id || meta.title === meta.description,
    );
    expect(lacking.map((r) => r.meta.id)).toEqual([]);
    expect(Object.keys(RULE_TITLES)).toEqual(ids);
  });

  it('every rule has a Spanish title, different from the English one', () => {
    const lacking = ids.filter((id) => {
      const es = SPANISH.template('rule-titles', id);
      return typeof es !== 'string' || !es.trim() || es === RULE_TITLES[id];
    });
    expect(lacking).toEqual([]);
  });

  it('titles are short: a heading, not a sentence', () => {
    const long = ids.filter((id) =>
      [RULE_TITLES[id], SPANISH.template('rule-titles', id)].some((t) => String(t).length > 64),
    );
    expect(long).toEqual([]);
  });
});
