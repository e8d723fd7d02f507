import { list, nested, types } from '../../model/message.js';
import { defineRule, type TypedFinding } from '../define.js';

const messages = {
  'not-a-type':
    '"{name}" is not a type; use Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal, Fairy, Dragon or Colorless (or {G}{R}{W}{L}{P}{F}{D}{M}{Y}{N}{C})',
  overflow: {
    one: '{declaredCount} extra types declared ({declared}) but the Totem has {slots} ({why}); {overflow} does not fit — declare at most {max}',
    other:
      '{declaredCount} extra types declared ({declared}) but the Totem has {slots} ({why}); {overflow} do not fit — declare at most {max}',
  },
  unfit: {
    one: 'the deck uses more types than the Totem allows: {unfit} does not fit in its {slots} ({why}){used}; remove those cards or declare which extra types you choose with "Extra types: …"',
    other:
      'the deck uses more types than the Totem allows: {unfit} do not fit in its {slots} ({why}){used}; remove those cards or declare which extra types you choose with "Extra types: …"',
  },
  slots: { one: '{count} extra slot', other: '{count} extra slots' },
  'why-colorless': 'a Colorless Totem with Retreat Cost {retreat}',
  'why-retreat': 'Retreat Cost {retreat} − 1',
  'used-by': ' already used by {types}',
  'type-at-lines': { one: '{type} (line {lines})', other: '{type} (lines {lines})' },
  none: '',
};

export const rule = defineRule(
  {
    id: 'extra-types',
    severity: 'error',
    description: 'declared extra types exceed the slots or name no type; inferred types that don’t fit',
    messages,
  },
  (_deck, facts) => {
    const out: TypedFinding<keyof typeof messages>[] = [];
    const { extra, identity } = facts;
    // Braces in the template are literal text here, not placeholders: {G} etc. are not data keys.
    for (const name of extra.unknownNames) out.push({ messageId: 'not-a-type', data: { name }, line: extra.line });
    if (!identity) return out;
    const slots = nested('slots', { count: identity.extraSlots });
    const why = identity.colorlessTotem
      ? nested('why-colorless', { retreat: identity.retreatCost })
      : nested('why-retreat', { retreat: identity.retreatCost });
    if (extra.overflow.length) {
      out.push({
        messageId: 'overflow',
        data: {
          declaredCount: extra.declared!.length,
          declared: types(extra.declared!),
          slots,
          why,
          overflow: types(extra.overflow),
          count: extra.overflow.length,
          max: identity.extraSlots,
        },
        line: extra.line,
      });
    }
    // With no slots there was no choice to make: type-identity names each card, so this would only repeat it.
    if (extra.unfit.length && identity.extraSlots > 0) {
      const unfit = list(
        extra.unfit.map((u) => {
          const lines = u.lines.filter((l) => l !== null);
          return nested('type-at-lines', { type: types([u.type]), lines: lines.join(', '), count: lines.length });
        }),
      );
      out.push({
        messageId: 'unfit',
        data: {
          unfit,
          count: extra.unfit.length,
          slots,
          why,
          used: identity.extraTypes.length ? nested('used-by', { types: types(identity.extraTypes) }) : nested('none'),
        },
        line: extra.unfit[0]!.lines[0] ?? null,
      });
    }
    return out;
  },
);
