import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, textSignature } from '../../src/sources/fingerprint.js';
import type { Ability, Attack, Card } from '../../src/model/card.js';
import { card } from '../helpers/synthetic.js';

/** Unit tests of the mechanical fingerprint on synthetic cards (defined in src/rules/identical-pokemon/README.md). Real data: fingerprint-groups. */

type Spec = Parameters<typeof card>[0];

const atk = (name: string, cost: string[], damage: string, text: string): Attack => ({ name, cost, damage, text });
const ability = (name: string, text: string, kind = 'Ability'): Ability => ({ kind, name, text });

/** A Pokémon with everything a fingerprint reads; `over` changes one thing. */
function mon(over: Partial<Spec> = {}): Card {
  return card({
    id: 'tst-500',
    name: 'Sparkmon',
    hp: 90,
    types: ['Lightning'],
    subtypes: ['Stage 1'],
    weaknesses: [{ type: 'Fighting', value: '×2' }],
    resistances: [{ type: 'Metal', value: '-20' }],
    retreat: 2,
    abilities: [
      ability(
        'Static Field',
        'Once during your turn, you may attach a Lightning Energy card from your hand to 1 of your Pokémon.',
      ),
    ],
    attacks: [
      atk(
        'Thunder Jolt',
        ['Lightning', 'Colorless'],
        '50',
        'Flip a coin. If tails, Sparkmon does 10 damage to itself.',
      ),
      atk(
        'Shock Wave',
        ['Lightning', 'Lightning', 'Colorless'],
        '30+',
        'This attack does 20 more damage for each Lightning Energy attached to this Pokémon.',
      ),
    ],
    ...over,
  });
}

const base = mon();
const fp = (c: Card): string => fingerprintOf(c);
const withAttack = (i: number, change: Partial<Attack>): Card =>
  mon({ attacks: base.attacks.map((a, j) => (j === i ? { ...a, ...change } : a)) });
const withText = (i: number, text: string): Card => withAttack(i, { text });

describe('fingerprint: the same card, worded differently', () => {
  it.each([
    ['"1" and "one", case, full stop', 0, 'Flip a coin. if tails, Sparkmon does ten damage to itself'],
    ['the card name and "this Pokémon"', 0, 'Flip a coin. If tails, this Pokémon does 10 damage to itself.'],
    [
      '"Pokemon" without accent, energy symbol',
      1,
      'This attack does 20 more damage for each {L} Energy attached to this Pokemon.',
    ],
    ['"more" dropped, the card name', 1, 'This attack does 20 damage for each Lightning Energy attached to Sparkmon.'],
    [
      'spacing and line breaks',
      1,
      'This  attack does 20 more damage\nfor each  Lightning Energy attached to this Pokémon .',
    ],
  ])('%s', (_what, i, text) => expect(fp(withText(i, text))).toBe(fp(base)));

  it('the wordings of the same effect in the real data', () => {
    const sig = (text: string, name = 'charmander') => textSignature(text, [name]);
    // Base Set / Legendary Collection / Stormfront
    expect(sig('Discard 1 Fire Energy card attached to Charmander in order to use this attack.')).toBe(
      sig('Discard 1 Fire Energy card attached to Charmander or this attack does nothing.'),
    );
    expect(sig('Discard a {R} Energy attached to Charmander.')).toBe(
      sig('Discard 1 Fire Energy card attached to Charmander.'),
    );
    // Fossil Raichu holo / non-holo
    expect(sig('If your opponent has fewer than 3 Benched Pokémon, do the damage to each of them.')).toBe(
      sig('If your opponent has fewer than 3 Benched Pokémon, do that damage to each of them.'),
    );
    // the Defending Pokémon / your opponent's Active Pokémon; he or she / your opponent
    expect(sig('Flip a coin. If heads, the Defending Pokémon is now Paralyzed.')).toBe(
      sig("Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed."),
    );
    // rules reminders in parentheses
    expect(
      sig(
        "Does 30 damage to 1 of your opponent's Benched Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon).",
      ),
    ).toBe(sig("Does 30 damage to 1 of your opponent's Benched Pokémon."));
    // a Rule Box sentence copied into an attack (Heracross-EX FFI 4)
    expect(
      sig('You may do 40 more damage. | When a Pokémon-EX has been Knocked Out, your opponent takes 2 Prize cards.'),
    ).toBe(sig('You may do 40 more damage.'));
    // the Pokémon Power clause of Base Set and its Legendary Collection errata
    expect(sig('This power can\u2019t be used if Alakazam is Asleep, Confused, or Paralyzed.', 'alakazam')).toBe(
      sig("This power can't be used if Alakazam is affected by a Special Condition.", 'alakazam'),
    );
    // "basic Lightning Energy card" is a "Lightning Energy card"; "search your discard" is the discard pile
    expect(sig('attach a Basic Lightning Energy card from your discard pile')).toBe(
      sig('attach a Lightning Energy card from your discard pile'),
    );
    expect(sig('search your discard for a Fighting Energy card')).toBe(
      sig('search your discard pile for a Fighting Energy card'),
    );
    // Base Set / Base Set 2: the cap on extra Energy, said two ways; Jungle / Base Set 2: a clarification
    const poliwag = (cap: string) =>
      sig(
        `Does 10 damage plus 10 more damage for each Water Energy attached to Poliwag but not used to pay for this attack's Energy cost. ${cap}`,
        'poliwag',
      );
    expect(poliwag("Extra Water Energy after the 2nd don't count.")).toBe(
      poliwag("You can't add more than 20 damage in this way."),
    );
    expect(poliwag("Extra Water Energy after the 3rd don't count.")).not.toBe(
      poliwag("You can't add more than 20 damage in this way."),
    );
    const drain =
      'Remove a number of damage counters from Butterfree equal to half the damage done to the Defending Pokémon (after applying Weakness and Resistance) (rounded up to the nearest 10).';
    expect(sig(`${drain} If Butterfree has fewer damage counters than that, remove all of them.`, 'butterfree')).toBe(
      sig(drain, 'butterfree'),
    );
    // Empoleon DEX 29 / PLF 117's Diving Draw: after an optional action, "Then," is "If you do,"
    expect(
      sig('Once during your turn (before your attack), you may discard 1 card from your hand. Then, draw 2 cards.'),
    ).toBe(
      sig(
        'Once during your turn (before your attack), you may discard a card from your hand. If you do, draw 2 cards.',
      ),
    );
    // Knocked Out casing, trailing full stop, "×"
    expect(sig('Switch the Pokémon even if it is knocked out')).toBe(
      sig('Switch the Pokémon even if it is Knocked Out.'),
    );
  });

  it('structure: symbols, spelling of names, cost order, "×" / "x", "−" / "-"', () => {
    expect(fp(mon({ name: 'Sparkmon GX' }))).toBe(fp(mon({ name: 'Sparkmon-GX' })));
    expect(fp(withAttack(0, { name: 'ThunderJolt' }))).toBe(fp(base));
    expect(fp(withAttack(0, { cost: ['Colorless', 'Lightning'] }))).toBe(fp(base));
    expect(fp(withAttack(0, { cost: ['{L}', 'C'] }))).toBe(fp(base));
    expect(fp(mon({ weaknesses: [{ type: 'Fighting', value: 'x2' }] }))).toBe(fp(base));
    expect(fp(mon({ resistances: [{ type: 'Metal', value: '\u221220' }] }))).toBe(fp(base));
    expect(fp(mon({ resistances: [{ type: 'M', value: '- 20' }] }))).toBe(fp(base));
    const times = (damage: string) => fp(withAttack(1, { damage }));
    expect(times('20×')).toBe(times('20x'));
    expect(fp(withAttack(0, { cost: [] }))).toBe(fp(withAttack(0, { cost: ['Free'] })));
  });

  it('a damage without its sign takes the one its text describes (TCGdex stores the bare number)', () => {
    expect(fp(withAttack(1, { damage: '30' }))).toBe(fp(base));
    const times = withAttack(1, { damage: '30×', text: 'Flip 3 coins. This attack does 30 damage for each heads.' });
    expect(fp(withAttack(1, { damage: '30', text: 'Flip 3 coins. This attack does 30 damage for each heads.' }))).toBe(
      fp(times),
    );
    expect(fp(times)).not.toBe(
      fp(withAttack(1, { damage: '30', text: 'Flip 3 coins. This attack does 30 more damage for each heads.' })),
    );
    expect(fp(withAttack(0, { damage: '' }))).not.toBe(fp(base));
  });

  it('attack order is not part of the card (decision: printings list the same attacks; a source may reorder)', () => {
    expect(fp(mon({ attacks: [...base.attacks].reverse() }))).toBe(fp(base));
  });

  it('Trainers: singleton name + rules, with the Trainer-kind reminder optional', () => {
    const t = (name: string, rules: string[]) =>
      fp(card({ id: 'tst-600', name, supertype: 'Trainer', subtypes: ['Supporter'], rules, hp: null, retreat: 0 }));
    const research = t("Professor's Research (Professor Turo)", [
      'Discard your hand and draw 7 cards.',
      'You may play only 1 Supporter card during your turn (before your attack).',
    ]);
    expect(
      t("Professor's Research", [
        'Discard your hand and draw seven cards.',
        'You may play only 1 Supporter card during your turn.',
      ]),
    ).toBe(research);
    expect(t("Professor's Research", ['Discard your hand and draw 5 cards.'])).not.toBe(research);
  });

  it('basic Energy: one card per type, whatever the printing calls it', () => {
    const energy = (name: string) =>
      fp(
        card({
          id: 'tst-700',
          name,
          supertype: 'Energy',
          subtypes: ['Basic'],
          energyKind: 'basic',
          hp: null,
          retreat: 0,
        }),
      );
    expect(energy('Basic {R} Energy')).toBe(energy('Fire Energy'));
    expect(energy('Fire Energy')).not.toBe(energy('Water Energy'));
  });
});

describe('fingerprint: different cards stay different', () => {
  it.each<[string, Card]>([
    ['HP', mon({ hp: 100 })],
    ['type', mon({ types: ['Lightning', 'Metal'] })],
    ['retreat', mon({ retreat: 1 })],
    ['Weakness value', mon({ weaknesses: [{ type: 'Fighting', value: '+20' }] })],
    ['Weakness type', mon({ weaknesses: [{ type: 'Grass', value: '×2' }] })],
    ['no Resistance', mon({ resistances: [] })],
    ['damage 50 → 60', withAttack(0, { damage: '60' })],
    ['damage 30+ → 30×', withAttack(1, { damage: '30×' })],
    ['cost', withAttack(0, { cost: ['Lightning', 'Lightning'] })],
    ['attack name', withAttack(0, { name: 'Thunder Shock' })],
    ['a number in the text', withText(0, 'Flip a coin. If tails, Sparkmon does 20 damage to itself.')],
    ['heads instead of tails', withText(0, 'Flip a coin. If heads, Sparkmon does 10 damage to itself.')],
    ['a Special Condition', withText(0, "Flip a coin. If tails, your opponent's Active Pokémon is now Paralyzed.")],
    [
      'an Energy type',
      mon({
        abilities: [
          ability(
            'Static Field',
            'Once during your turn, you may attach a Water Energy card from your hand to 1 of your Pokémon.',
          ),
        ],
      }),
    ],
    [
      'hand → discard pile',
      mon({
        abilities: [
          ability(
            'Static Field',
            'Once during your turn, you may attach a Lightning Energy card from your discard pile to 1 of your Pokémon.',
          ),
        ],
      }),
    ],
    ['Ability name', mon({ abilities: [ability('Static Charge', base.abilities[0]!.text)] })],
    ['Ability kind', mon({ abilities: [ability('Static Field', base.abilities[0]!.text, 'Poké-Power')] })],
    ['no Ability', mon({ abilities: [] })],
    ['one attack fewer', mon({ attacks: [base.attacks[0]!] })],
    [
      'Ancient Trait',
      mon({
        ancientTrait: { name: 'α Growth', text: 'This Pokémon may have up to 2 basic Energy attached in one turn.' },
      }),
    ],
    ['another name', mon({ name: 'Sparkmon δ' })],
  ])('%s', (_what, other) => expect(fp(other)).not.toBe(fp(base)));

  it.each([
    ['draw 3 / draw 4', 'Draw 3 cards.', 'Draw 4 cards.'],
    ['a card / up to 2 cards', 'Search your deck for a Trainer card.', 'Search your deck for up to 2 Trainer cards.'],
    [
      'an Energy / all Energy',
      'Discard an Energy attached to this Pokémon.',
      'Discard all Energy attached to this Pokémon.',
    ],
    [
      "your next turn / your opponent's next turn",
      "This Pokémon can't attack during your next turn.",
      "This Pokémon can't attack during your opponent's next turn.",
    ],
    ['"if you do"', 'Discard a Fire Energy. If you do, draw 2 cards.', 'Discard a Fire Energy. Draw 2 cards.'],
    [
      'before / after Weakness',
      'Does 10 more damage (before applying Weakness and Resistance).',
      'Does 10 more damage (after applying Weakness and Resistance).',
    ],
    [
      'Unown D / Unown Q (same cost, no damage)',
      "Flip a coin. If heads, choose 1 of either player's Evolved Pokémon, remove the highest Stage Evolution card from that Pokémon, and put it into that player's hand.",
      'Search your deck for up to 3 different types of basic Energy cards, show them to your opponent, and put them into your hand. Shuffle your deck afterward.',
    ],
    [
      'Unown K / Unown O',
      'You may discard any Stadium card in play.',
      'Return Unown and all Energy cards attached to it to your hand.',
    ],
  ])('effects: %s', (_what, a, b) => expect(fp(withText(0, a))).not.toBe(fp(withText(0, b))));
});

/* ---------- properties ---------- */

const NAME = 'Porygon2'; // a digit in the name: "Porygon2" in a text is "this Pokémon", not the number 2

const TEXTS = [
  "Discard 2 Fire Energy attached to this Pokémon. This attack does 30 damage to 1 of your opponent's Benched Pokémon.",
  'Flip 3 coins. This attack does 20 damage for each heads. If all of them are tails, the Defending Pokémon is now Paralyzed.',
  'Search your deck for up to 2 Basic Pokémon and put them onto your Bench. Then, shuffle your deck.',
  "Heal 40 damage from 1 of your Pokémon. Your opponent's Active Pokémon is now Confused and Poisoned.",
  "Put 3 damage counters on your opponent's Active Pokémon. This Pokémon can't attack during your next turn.",
  'Draw 4 cards. If this Pokémon has any Water Energy attached, draw 6 cards instead.',
];
const ABILITY_TEXTS = [
  'Once during your turn, you may attach a basic Water Energy card from your discard pile to 1 of your Benched Pokémon. If you do, put 5 damage counters on that Pokémon.',
  "As long as this Pokémon is in the Active Spot, your opponent's Pokémon's attacks cost Colorless more.",
];

interface Shape {
  texts: string[];
  ability: string;
  damages: string[];
}

const shape = fc.record({
  texts: fc.shuffledSubarray(TEXTS, { minLength: 1, maxLength: 2 }),
  ability: fc.constantFrom(...ABILITY_TEXTS),
  damages: fc.tuple(fc.constantFrom('10', '30+', '50×', '120'), fc.constantFrom('20', '60-', '90')),
});

function build(s: Shape, rewrite: (t: string) => string = (t) => t, attackOrder = false): Card {
  const attacks = s.texts.map((text, i) =>
    atk(`Attack ${'AB'[i]}`, i ? ['Fire', 'Colorless'] : ['Colorless'], s.damages[i]!, rewrite(text)),
  );
  return card({
    id: 'tst-800',
    name: NAME,
    hp: 80,
    types: ['Colorless'],
    weaknesses: [{ type: 'Fighting', value: '×2' }],
    resistances: [],
    retreat: 1,
    abilities: [ability('Upgrade', rewrite(s.ability))],
    attacks: attackOrder ? attacks.reverse() : attacks,
  });
}

/** Harmless rewordings: each keeps the effect. */
const SYMBOL: Record<string, string> = { Fire: '{R}', Water: '{W}', Colorless: '{C}' };
const REWORDINGS: readonly ((t: string) => string)[] = [
  (t) => t.toUpperCase(),
  (t) => t.toLowerCase(),
  (t) => t.replace(/\./g, ''),
  (t) => t.replace(/,/g, ''),
  (t) => `${t}.`,
  (t) => t.replace(/\s/g, '  '),
  (t) => t.replace(/\. /g, '.\n'),
  (t) => t.replace(/\b1\b/g, 'one'),
  (t) => t.replace(/\bone\b/gi, '1'),
  (t) => t.replace(/\b(2|3|4)\b/g, (d) => ({ 2: 'two', 3: 'three', 4: 'four' })[d]!),
  (t) => t.replace(/\b(Fire|Water|Colorless)\b/g, (w) => SYMBOL[w]!),
  (t) => t.replace(/\{([RWC])\}/g, (_m, s: string) => ({ R: 'Fire', W: 'Water', C: 'Colorless' })[s]!),
  (t) => t.replace(/Pokémon/g, 'Pokemon'),
  (t) => t.replace(/Pokémon/g, 'POKéMON'),
  (t) => t.replace(/'/g, '\u2019'),
  (t) => t.replace(/this Pokémon/g, NAME),
  (t) => t.replace(/the Defending Pokémon/g, "your opponent's Active Pokémon"),
  (t) => t.replace(/your opponent's Active Pokémon/g, 'the Defending Pokémon'),
  (t) => t.replace(/a basic (\w+) Energy card/g, 'a $1 Energy card'),
  (t) => `${t} (Don't apply Weakness and Resistance for Benched Pokémon.)`,
  (t) => t.replace(/Then, shuffle your deck/g, 'Shuffle your deck afterward'),
];

describe('fingerprint properties', () => {
  it('a harmless rewording (case, punctuation, "1"↔"one", "{R}"↔"Fire", "Pokémon"↔"Pokemon", spacing …) never changes it', () => {
    fc.assert(
      fc.property(
        shape,
        fc.array(fc.integer({ min: 0, max: REWORDINGS.length - 1 }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (s, steps, reorder) => {
          const rewrite = (t: string) => steps.reduce((acc, i) => REWORDINGS[i]!(acc), t);
          expect(fp(build(s, rewrite, reorder))).toBe(fp(build(s)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('changing a digit of a damage value changes it', () => {
    fc.assert(
      fc.property(shape, fc.nat(), fc.integer({ min: 0, max: 9 }), (s, at, digit) => {
        const i = at % s.texts.length;
        const positions = [...s.damages[i]!.matchAll(/\d/g)].map((m) => m.index);
        const pos = positions[at % positions.length]!;
        fc.pre(s.damages[i]![pos] !== String(digit));
        const damages = s.damages.map((d, j) => (j === i ? d.slice(0, pos) + digit + d.slice(pos + 1) : d));
        expect(fp(build({ ...s, damages }))).not.toBe(fp(build(s)));
      }),
      { numRuns: 300 },
    );
  });

  it('changing a digit in a text changes it (to a number the text does not already use; numbers are a set)', () => {
    fc.assert(
      fc.property(shape, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 9 }), (s, which, at, digit) => {
        const all = [...s.texts, s.ability];
        const k = which % all.length;
        const text = all[k]!;
        const numbers = [...text.matchAll(/\d+/g)];
        fc.pre(numbers.length > 0);
        const number = numbers[at % numbers.length]!;
        const offset = at % number[0].length;
        fc.pre(number[0][offset] !== String(digit));
        const changed = number[0].slice(0, offset) + digit + number[0].slice(offset + 1);
        const values = numbers.map((n) => Number(n[0]));
        const [before, after] = [Number(number[0]), Number(changed)];
        fc.pre(values.filter((v) => v === before).length === 1 && !values.includes(after));
        const edited = text.slice(0, number.index) + changed + text.slice(number.index + number[0].length);
        const next =
          k < s.texts.length
            ? { ...s, texts: s.texts.map((t, j) => (j === k ? edited : t)) }
            : { ...s, ability: edited };
        expect(fp(build(next))).not.toBe(fp(build(s)));
      }),
      { numRuns: 300 },
    );
  });
});
