import { describe, expect, it } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { check, deckText } from '../../../test/helpers/synthetic.js';
import { sourceValue } from '../../model/common-messages.js';
import { SPANISH } from '../../model/i18n/spanish.js';
import { ENGLISH, renderValue, type Locale } from '../../model/render-message.js';

describe('type-identity', () => {
  ruleTable([
    {
      name: 'own type, attack type and Colorless from Retreat Cost',
      deck: deckText(
        ['1 Blaze ex TST 1'],
        ['1 Flamey TST 11', '1 Evolver TST 23', '1 Normie TST 15', '5 Basic Darkness Energy TST 904'],
      ),
      expect: [],
    },
    {
      name: 'one extra type is inferred into the free slot',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13', '3 Basic Water Energy TST 902']),
      expect: [],
    },
    {
      name: 'a second extra type does not fit',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13', '1 Leafy TST 14']),
      expect: [['type-identity', 6, 'pokemon-outside']],
      repairs: [{ suggestions: [['remove-card', [{ from: 6, to: 6, lines: [] }]]] }],
    },
    {
      name: 'a house rule turns type-identity off: no other rule brings the same cards back',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13', '1 Leafy TST 14']),
      settings: { 'type-identity': 'off' },
      expect: [],
    },
    {
      name: 'a dual-type Pokémon needs both types',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Duality TST 17', '1 Drip TST 13']),
      expect: [['type-identity', 6, 'pokemon-outside']],
    },
    {
      name: 'Retreat Cost 0 bans Colorless Pokémon',
      deck: deckText(['1 Zero ex TST 2'], ['1 Drip TST 13', '1 Normie TST 15'], {
        filler: 'Basic Water Energy TST 902',
      }),
      expect: [['type-identity', 5, 'pokemon-outside']],
    },
    {
      name: 'a Colorless Totem with Retreat Cost 0 still allows Colorless',
      deck: deckText(['1 Gray Zero ex TST 4'], ['1 Normie TST 15', '1 Jetty Energy TST 50'], { size: 3 }),
      expect: [['deck-size', null, 'size']],
    },
    {
      name: 'a Colorless Totem gets its full Retreat Cost as extra slots',
      deck: deckText(['1 Gray ex TST 3'], ['1 Normie TST 15', '1 Flamey TST 11', '1 Drip TST 13']),
      expect: [],
    },
    {
      name: 'Dragon needs Dragon: a Dragon Totem allows it',
      deck: deckText(['1 Wyrm ex TST 5'], ['1 Wyrmling TST 16', '1 Flamey TST 11']),
      expect: [],
    },
    {
      name: 'Dragon needs Dragon: a Fire Totem with a free slot takes it as the extra type',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Wyrmling TST 16']),
      expect: [],
    },
    {
      name: 'basic Energy outside the identity',
      deck: deckText(['1 Wyrm ex TST 5'], ['1 Wyrmling TST 16', '5 Basic Water Energy TST 902']),
      expect: [['type-identity', 5, 'energy-outside']],
    },
    {
      name: 'declared extra types decide instead of the deck',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13'], { header: ['Extra types: Grass'] }),
      expect: [['type-identity', 6, 'pokemon-outside']],
    },
  ]);
});

describe('type-identity messages: the offending types and the fix, not the identity the header shows', () => {
  const decks = {
    swap: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13', '1 Leafy TST 14']),
    energy: deckText(['1 Wyrm ex TST 5'], ['1 Wyrmling TST 16', '5 Basic Water Energy TST 902']),
    zeroRetreat: deckText(['1 Zero ex TST 2'], ['1 Drip TST 13', '1 Normie TST 15'], {
      filler: 'Basic Water Energy TST 902',
    }),
  };
  const messages = (deck: string, locale: Locale = ENGLISH): string[] =>
    check(deck, { locale })
      .problems.filter((p) => p.rule === 'type-identity')
      .map((p) => p.message);

  it.each([
    [
      'swap',
      'Leafy TST 14 is a Grass Pokémon, and Grass is not in the Totem\'s type identity. Fix: remove the card, or give Grass the extra slot now held by Water ("Extra types: …")',
      'Leafy TST 14 es un Pokémon de tipo Planta, y Planta no está en la identidad de tipos del Tótem. Solución: quita la carta, o da a Planta el hueco de tipo extra que ahora ocupa Agua ("Tipos extra: …")',
    ],
    [
      'energy',
      "Basic Water Energy TST 902 provides Water Energy, and Water is not in the Totem's type identity. Fix: remove the card (the Totem has no extra slots), or choose a Totem whose type identity includes Water",
      'Basic Water Energy TST 902 proporciona Energía Agua, y Agua no está en la identidad de tipos del Tótem. Solución: quita la carta (el Tótem no tiene huecos de tipo extra), o elige un Tótem cuya identidad de tipos incluya Agua',
    ],
    [
      'zeroRetreat',
      "Normie TST 15 is a Colorless Pokémon, and Colorless is not in the Totem's type identity. Fix: remove it (a Totem with Retreat Cost 0 allows no Colorless cards)",
      'Normie TST 15 es un Pokémon de tipo Incoloro, y Incoloro no está en la identidad de tipos del Tótem. Solución: quítala (un Tótem con Coste de Retirada 0 no permite cartas Incoloras)',
    ],
  ] as const)('%s: in English and Spanish', (deck, english, spanish) => {
    expect(messages(decks[deck])).toEqual([english]);
    expect(messages(decks[deck], SPANISH)).toEqual([spanish]);
  });

  it('no message lists where an allowed type comes from (the report header does)', () => {
    for (const deck of Object.values(decks)) {
      const { problems, facts } = check(deck);
      for (const locale of [ENGLISH, SPANISH]) {
        const labels = facts.identity!.sources.map((s) => renderValue(sourceValue(s), locale));
        for (const message of messages(deck, locale)) for (const label of labels) expect(message).not.toContain(label);
      }
      expect(problems.some((p) => p.rule === 'type-identity')).toBe(true);
    }
  });
});
