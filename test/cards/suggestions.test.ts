import { describe, expect, it } from 'vitest';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { resolveDeck } from '../../src/check/resolve.js';
import { runRules } from '../../src/check/run.js';
import { deckFacts } from '../../src/derive/deck-facts.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { CARDS, card, deckText, synthStore } from '../helpers/synthetic.js';

/** Two trainers with Spanish names, as TCGdex gives them; the rest of the synthetic universe has English only. */
const VESSEL = card({
  id: 'tst-70',
  name: 'Earthen Vessel',
  number: '70',
  supertype: 'Trainer',
  subtypes: ['Item'],
  names: { es: 'Vasija Terrestre' },
});
const CAPSULE = card({
  id: 'tst-71',
  name: 'Future Booster Energy Capsule',
  number: '71',
  supertype: 'Trainer',
  subtypes: ['Item'],
  names: { es: 'Tanque de Energía Potenciadora del Futuro' },
});
const lookup = new CardLookup(synthStore([...CARDS, VESSEL, CAPSULE]));

function unknownMessages(lines: string[], locale = SPANISH): string[] {
  const deck = resolveDeck(parseTextDeck(deckText(['1 Blaze ex TST 1'], lines), 'mazo.txt'), lookup);
  const facts = deckFacts(deck, (s) => lookup.normalStage(s));
  return runRules(deck, facts, { bans: [] }, {}, locale)
    .filter((p) => p.rule === 'unknown-card')
    .map((p) => p.message);
}

describe('did-you-mean (issue 24 item 8)', () => {
  it('suggests the written card at its real number before the card the number holds', () => {
    const lookup2 = lookup.resolve({ name: 'Earthen Vessel', set: 'TST', number: '71', text: 'Earthen Vessel TST 71' });
    expect(lookup2.status).toBe('unknown');
    const suggestions = lookup2.status === 'unknown' ? lookup2.suggestions : [];
    expect(suggestions.map((s) => (typeof s === 'object' && s.kind === 'card' ? `${s.name} ${s.number}` : s))).toEqual([
      'Earthen Vessel 70',
      'Future Booster Energy Capsule 71',
    ]);
  });

  it('a Spanish report names the printing and the suggestions in Spanish', () => {
    const [message] = unknownMessages(['1 Earthen Vessel TST 71']);
    expect(message).toBe(
      'Earthen Vessel TST 71: la línea dice "Earthen Vessel", pero TST 71 es Tanque de Energía Potenciadora del ' +
        'Futuro; ¿quisiste decir "Vasija Terrestre TST 70" o "Tanque de Energía Potenciadora del Futuro TST 71"?',
    );
  });

  it('a misspelt name gets the close names in Spanish too', () => {
    const [message] = unknownMessages(['1 Earthen Vesel']);
    expect(message).toContain('"Vasija Terrestre"');
    expect(message).not.toContain('"Earthen Vessel"');
  });
});
