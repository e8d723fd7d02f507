import type { MessageData, MessageTable } from '../model/message.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';

/** The words of the deck-building answers: `cards find --fits`, `--why`, `totems` (scope `build`). */
export const BUILD_MESSAGES: MessageTable = {
  'fits-head': 'Cards that fit {totem} — identity {identity}{slots}',
  'fits-slots': { one: ' + {count} extra slot', other: ' + {count} extra slots' },
  'fits-declared': ' (extra types: {types})',
  'col-name': 'name',
  'col-set': 'set',
  'col-number': 'number',
  'col-printing': 'printing',
  'col-why': 'fits because',
  'col-others': 'other printings',
  'why-trainer': 'a Trainer',
  'why-types': '{types} in the identity',
  'why-energy-class': 'counts as {types}',
  'why-no-type': 'no type',
  'why-extra': '{types} as an extra type',
  banned: 'banned',
  'limit-ace-spec-limit': '1 ACE SPEC',
  'limit-radiant-limit': '1 Radiant',
  'limit-prism-star-limit': '1 ◇ of a name',
  'limit-star-limit': '1 ★',
  'fits-summary': {
    one: '{count} distinct card fits ({listed} listed)',
    other: '{count} distinct cards fit ({listed} listed)',
  },
  'fits-none': 'no card matching "{query}" fits {totem}',
  'why-fits': '{card} fits {totem}: {why}{uses}{limits}',
  'why-uses': ' (it takes an extra slot of the Totem)',
  'why-limits': '; limit: {limits}',
  'why-misfit': '{card} does not fit {totem}:',
  'totems-head': 'Totems whose identity covers {types} (cheapest first; extra slots shown, not counted)',
  'totems-head-all': 'Totems (cheapest first)',
  'col-identity': 'identity',
  'col-cost': 'Invocation Cost',
  'col-tribute-cost': 'Tribute Cost',
  'col-prizes': 'Prize cards',
  'col-slots': 'extra slots',
  'col-stage': 'stage',
  'totems-summary': { one: '{count} Totem ({listed} listed)', other: '{count} Totems ({listed} listed)' },
  'totems-none': 'no card that can be a Totem has {types} in its identity{query}',
  'totems-query': ' and matches "{query}"',
};

export function buildText(locale: Locale = ENGLISH) {
  return (id: string, data: MessageData = {}): string => renderMessage(BUILD_MESSAGES, 'build', id, data, locale);
}
