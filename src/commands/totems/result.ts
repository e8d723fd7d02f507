import type { TotemsResult } from '../../model/fits.js';
import { cardJson } from '../../format/command-context.js';

/** `totem totems --format json` (schema/totems.schema.json), as an object: the library's `totems` answer. */
export function totemsAnswer(result: TotemsResult) {
  return {
    types: result.types,
    total: result.total,
    listed: result.rows.length,
    totems: result.rows.map((r) => ({
      ...cardJson(r.card),
      identity: r.identity,
      invocationCost: r.invocationCost,
      ...(r.tributeCost !== undefined ? { tributeCost: r.tributeCost } : {}),
      prizeCards: r.prizeCards,
      extraSlots: r.extraSlots,
      stage: r.stage,
      otherPrintings: r.others,
    })),
  };
}

export type TotemsAnswer = ReturnType<typeof totemsAnswer>;
