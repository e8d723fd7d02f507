import { nested, types } from '../../model/message.js';
import { defineRule, type TypedFinding } from '../define.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'extra-types', severity: 'error', words }, (_deck, facts) => {
  const out: TypedFinding<keyof typeof words.en>[] = [];
  const { extra, identity } = facts;
  // Braces in the template are literal text here, not placeholders: {G} etc. are not data keys.
  for (const name of extra.unknownNames) out.push({ messageId: 'not-a-type', data: { name }, line: extra.line });
  if (!identity) return out;
  const slots = nested('slots', { count: identity.extraSlots });
  const why = nested(identity.colorlessTotem ? 'why-colorless' : 'why-retreat', { retreat: identity.retreatCost });
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
});
