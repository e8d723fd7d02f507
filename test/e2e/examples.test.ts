import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';
import type { Report } from '../../src/model/report.js';

/** The verdicts examples/decks/README.md promises. */
const VERDICTS: Record<string, { valid: boolean; rules: string[] }> = {
  'examples/decks/charizard-ex.txt': { valid: true, rules: [] },
  'examples/decks/dragapult-ex-invalid.txt': {
    valid: false,
    rules: ['identical-pokemon', 'singleton', 'type-identity'],
  },
  'examples/decks/kyogre-groudon-legend.txt': { valid: true, rules: [] },
  'examples/decks/not-a-totem.txt': {
    valid: false,
    rules: ['ambiguous-card', 'deck-size', 'parse', 'section-count', 'totem-eligible', 'type-identity', 'unknown-card'],
  },
  'examples/decks/pidgeot-ex-colorless.json': { valid: true, rules: [] },
  'examples/decks/pikachu-v-union.txt': { valid: true, rules: [] },
};

describeWithData('examples/decks end to end', () => {
  it('check examples/decks --format json gives every verdict the README describes', () => {
    const run = totem(['check', 'examples/decks', '--format', 'json']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.version).toBe(1);
    expect(
      Object.fromEntries(
        report.decks.map((d) => [
          d.file,
          { valid: d.valid, rules: [...new Set(d.problems.map((p) => p.rule))].sort() },
        ]),
      ),
    ).toEqual(VERDICTS);
    expect(report.summary).toEqual({
      decks: 6,
      valid: 4,
      invalid: 2,
      unverified: 0,
      errors: 10,
      warnings: 2,
      unverifiedLines: 0,
    });
  });

  it('the JSON report describes itself: stage names, identity labels, the rules that ran', () => {
    const report = JSON.parse(totem(['check', 'examples/decks/charizard-ex.txt', '--format', 'json']).stdout) as Report;
    const deck = report.decks[0]!;
    expect(deck.totem).toEqual({
      ids: ['sv3-125'],
      name: 'Charizard ex',
      stage: 2,
      stageName: 'Stage 2',
      stageValue: 3,
      retreatCost: 2,
      invocationCost: 4,
      prizeCards: 2,
      eligible: true,
    });
    expect(deck.identity).toMatchObject({ types: ['Colorless', 'Darkness', 'Fire'], extraSlots: 1, extraTypes: [] });
    expect(deck.identity!.sources).toContainEqual({
      type: 'Fire',
      from: 'attack',
      detail: 'Burning Darkness',
      label: 'Fire (attack Burning Darkness)',
    });
    expect(report.rules.map((r) => r.id)).toContain('type-identity');
    expect(report.rules.find((r) => r.id === 'singleton')!.docs).toBe('src/rules/singleton/README.md');
    expect(report.decks[0]!.problems).toEqual([]);
    expect(deck.counts).toEqual({ totem: 1, deck: 99, total: 100, pokemon: 30, trainer: 40, energy: 29 });
  });

  it('names the lines of the dragapult problems', () => {
    const report = JSON.parse(
      totem(['check', 'examples/decks/dragapult-ex-invalid.txt', '--format', 'json']).stdout,
    ) as Report;
    expect(report.decks[0]!.problems.map((p) => [p.rule, p.line])).toEqual([
      ['type-identity', 7],
      ['identical-pokemon', 10],
      ['singleton', 39],
    ]);
    // The identity and its sources are the report's header (`totems[].identity`), not repeated in the message.
    expect(report.decks[0]!.problems[0]!.message).toBe(
      "Lapras OBF 45 is a Water Pokémon, and Water is not in the Totem's type identity. Fix: remove the card (the Totem has no extra slots), or choose a Totem whose type identity includes Water",
    );
  });

  it('every valid example exits 0 on its own', () => {
    for (const [file, verdict] of Object.entries(VERDICTS)) {
      expect(totem(['check', file]).status, file).toBe(verdict.valid ? 0 : 1);
    }
  });

  it('a LEGEND Totem is 2 cards and a V-UNION Totem 4', () => {
    const report = JSON.parse(
      totem([
        'check',
        'examples/decks/kyogre-groudon-legend.txt',
        'examples/decks/pikachu-v-union.txt',
        '--format',
        'json',
      ]).stdout,
    ) as Report;
    expect(report.decks.map((d) => [d.counts.totem, d.counts.deck, d.totem?.stageValue])).toEqual([
      [2, 98, 1],
      [4, 96, 3],
    ]);
  });
});
