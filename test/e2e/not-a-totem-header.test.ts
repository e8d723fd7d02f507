import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';
import type { Report } from '../../src/model/report.js';

const input = ['Totem: 1', '1 Lugia AQ 149', 'Pokémon:', '1 Dreepy TWM 128', '98 Basic {W} Energy SVE 3'].join('\n');

describeWithData("a card that can't be a Totem gets no Totem header", () => {
  it('Crystal Lugia AQ 149: text and JSON say why, with no Invocation Cost, Prize cards or extra slots', () => {
    const text = totem(['check', '-'], { input }).stdout;
    expect(text).toMatch(/can't be a Totem: /);
    expect(text).not.toMatch(/Invocation Cost|Prize card|extra slot/);
    const report = JSON.parse(totem(['check', '-', '--format', 'json'], { input }).stdout) as Report;
    const deck = report.decks[0]!;
    expect(deck.totem).toMatchObject({ eligible: false, notTotemBecause: expect.stringMatching(/Rule Box/) });
    expect(deck.identity).toBeNull();
    expect(deck.problems.map((p) => p.rule)).toContain('totem-eligible');
  });
});
