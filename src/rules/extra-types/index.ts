import { nested, types } from '../../model/message.js';
import { defineRule, type TypedFinding } from '../define.js';

const messages = {
  'not-a-type':
    '"{name}" is not a type; use Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal, Fairy, Dragon or Colorless (or {G}{R}{W}{L}{P}{F}{D}{M}{Y}{N}{C})',
  overflow: {
    one: '{declaredCount} extra types declared ({declared}) but the Totem has {slots} ({why}); {overflow} does not fit — declare at most {max}',
    other:
      '{declaredCount} extra types declared ({declared}) but the Totem has {slots} ({why}); {overflow} do not fit — declare at most {max}',
  },
  undeclared:
    '{type} is used (first at line {line}) but not on the Extra types line; it takes a free extra slot — add it to the line ("Extra types: {all}")',
  slots: { one: '{count} extra slot', other: '{count} extra slots' },
  'why-colorless': 'a Colorless Totem with Retreat Cost {retreat}',
  'why-retreat': 'Retreat Cost {retreat} − 1',
  none: '',
};

export const rule = defineRule(
  {
    id: 'extra-types',
    title: 'Extra types the Totem allows',
    severity: 'error',
    description: 'declared extra types exceed the slots or name no type; a used type the line leaves out',
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
    // Rulebook §3.4 counts the types used, not a declaration: a used type the line leaves out is allowed while a
    // slot is free, and the warning names it so the line can be completed.
    const all = types(identity.extraTypes);
    for (const { type, line } of extra.undeclared)
      out.push({
        messageId: 'undeclared',
        data: { type: types([type]), line: line ?? '?', all },
        line: extra.line,
        severity: 'warning',
      });
    // Types that don't fit are not reported here: type-identity and special-energy-identity name each
    // card that needs one, with the fix, so a house rule that turns type-identity off allows those cards.
    return out;
  },
);
