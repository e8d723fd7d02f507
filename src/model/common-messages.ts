import type { IdentitySource } from './facts.js';
import type { MessageTable, MessageValue } from './message.js';

/**
 * Clauses many messages share: where an identity type comes from, "line N". A rule's message nests them
 * (`{ kind: 'message', id: 'source-attack', … }`); the renderer looks here when the rule's own table lacks the id.
 */
export const COMMON_MESSAGES: MessageTable = {
  'source-totem-type': '{type} (Totem type)',
  'source-attack': '{type} (attack {attack})',
  'source-retreat': '{type} (Retreat Cost {retreat})',
  'source-extra-declared': '{type} (extra type, declared)',
  'source-extra-inferred': '{type} (extra type, inferred from the deck)',
  'source-extra-inferred-at': '{type} (extra type, inferred from the deck, first at line {line})',
  'free-slots': { one: '{count} free extra slot', other: '{count} free extra slots' },
  'at-line': 'line {line}',
  'at-option': '--totem',
};

/** Where an identity type comes from, as a message value. */
export function sourceValue(source: IdentitySource): MessageValue {
  const type: MessageValue = { kind: 'types', types: [source.type] };
  switch (source.from) {
    case 'totem-type':
      return { kind: 'message', id: 'source-totem-type', data: { type } };
    case 'attack':
      return { kind: 'message', id: 'source-attack', data: { type, attack: source.detail } };
    case 'retreat':
      return { kind: 'message', id: 'source-retreat', data: { type, retreat: source.detail } };
    case 'extra':
      if (source.detail === 'declared') return { kind: 'message', id: 'source-extra-declared', data: { type } };
      return source.line
        ? { kind: 'message', id: 'source-extra-inferred-at', data: { type, line: source.line } }
        : { kind: 'message', id: 'source-extra-inferred', data: { type } };
  }
}

/** "line 14", or "--totem" for a Totem named on the command line. */
export function whereValue(line: number | null): MessageValue {
  return line === null
    ? { kind: 'message', id: 'at-option', data: {} }
    : { kind: 'message', id: 'at-line', data: { line } };
}
