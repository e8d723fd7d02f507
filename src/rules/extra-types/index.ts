import type { Rule } from '../types.js';

export const rule: Rule = {
  id: 'extra-types',
  severity: 'error',
  summary: 'declared extra types exceed the slots or name no type; inferred types that don’t fit',
  check(_deck, facts) {
    const out: ReturnType<Rule['check']> = [];
    const { extra, identity } = facts;
    for (const name of extra.unknownNames) {
      out.push({
        line: extra.line,
        message: `"${name}" is not a type; use Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal, Fairy, Dragon or Colorless (or {G}{R}{W}{L}{P}{F}{D}{M}{Y}{N}{C})`,
      });
    }
    if (!identity) return out;
    const slots = `${identity.extraSlots} extra slot${identity.extraSlots === 1 ? '' : 's'}`;
    const why = identity.colorlessTotem
      ? `a Colorless Totem with Retreat Cost ${identity.retreatCost}`
      : `Retreat Cost ${identity.retreatCost} − 1`;
    if (extra.overflow.length) {
      out.push({
        line: extra.line,
        message: `${extra.declared!.length} extra types declared (${extra.declared!.join(', ')}) but the Totem has ${slots} (${why}); ${extra.overflow.join(', ')} do${extra.overflow.length === 1 ? 'es' : ''} not fit — declare at most ${identity.extraSlots}`,
      });
    }
    // With no slots there was no choice to make: type-identity names each card, so this would only repeat it.
    if (extra.unfit.length && identity.extraSlots > 0) {
      const used = identity.extraTypes.length ? ` already used by ${identity.extraTypes.join(', ')}` : '';
      const list = extra.unfit
        .map((u) => `${u.type} (line${u.lines.length > 1 ? 's' : ''} ${u.lines.filter((l) => l !== null).join(', ')})`)
        .join(', ');
      out.push({
        line: extra.unfit[0]!.lines[0] ?? null,
        message: `the deck uses more types than the Totem allows: ${list} ${extra.unfit.length === 1 ? 'does' : 'do'} not fit in its ${slots} (${why})${used}; remove those cards or declare which extra types you choose with "Extra types: …"`,
      });
    }
    return out;
  },
};
