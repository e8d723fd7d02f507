import { costExitCode, costOf } from '../commands/cost.js';
import { formatCostJson, formatCostText } from '../format/cost.js';
import { formatContext } from './format-context.js';
import { out } from './output.js';
import { withPartialHint } from './partial-store.js';
import { cliSession, type DataFlags } from './session.js';

export interface CostCliOptions extends DataFlags {
  kos: number;
  variant: 'standard' | 'tribute';
  returns: number;
  format: string;
  color?: boolean;
}

/** `totem cost CARD`: stage, Retreat Cost, Invocation Cost (and after Knock Outs), Prize cards. */
export async function runCost(input: string, options: CostCliOptions): Promise<number> {
  const session = await cliSession(options);
  try {
    const { kos, variant, returns } = options;
    const result = await withPartialHint(session, () => costOf(session, input, { kos, variant, returns }));
    out(
      options.format === 'json'
        ? formatCostJson(result)
        : formatCostText(result, await formatContext(options.color, result.kind === 'versions')),
    );
    return costExitCode(result);
  } finally {
    session.close();
  }
}
