import type { SampleOutcome } from '../../model/sample.js';
import { sampleHand, type SampleOptions } from '../../stats/sample-hand.js';
import {
  checkListInput,
  listInput,
  listOptionsOf,
  type ListFlags,
  type ListInput,
  type ListOptions,
  type ListRun,
} from '../shared/list-input.js';
import type { CommandContext } from '../context.js';
import type { CommandModule } from '../shared/command.js';
import { formatSampleText } from '../../format/sample.js';
import { noteJson } from '../../format/stats-json.js';

/** A deck read and checked as `check` does (its Totem, its Energy the Totem can take), then dealt by its seed. */
export async function sampleOf(
  ctx: CommandContext,
  input: ListInput,
  options: ListOptions & SampleOptions,
): Promise<ListRun<SampleOutcome>> {
  const checked = await checkListInput(ctx, input, options, 'unreadable');
  const nameOf = ctx.locale.cardName;
  return { result: sampleHand(checked.deck, checked.facts, options, nameOf), unverified: checked.unverified };
}

/** `totem sample DECK`: exit 0 dealt, 1 no hand can be dealt (no Basic Pokémon, too few cards), 2 trouble. */
type SampleFlags = ListFlags & { seed?: number; turns: number };

/**
 * `totem sample --format json`: the deal as data (`hand`, `mulligans`, `prizes`, `draws`, `seed`); no deal: `error`.
 */
export function sampleAnswer({ result: outcome }: ListRun<SampleOutcome>) {
  return outcome.ok ? outcome.sample : { file: outcome.failure.file, error: noteJson(outcome.failure.reason) };
}

export type SampleAnswer = ReturnType<typeof sampleAnswer>;

export const command: CommandModule<SampleFlags, ListRun<SampleOutcome>, SampleAnswer> = {
  run: async (run) => {
    const [deck] = await run.decks([run.args[0] as string], 'sample');
    const session = await run.session(deck!.path);
    // No seed given: a random one, printed with the deal so that it can be dealt again.
    const seed = run.flags.seed ?? Math.floor(Math.random() * 1001);
    return sampleOf(session, await listInput(run, deck!), {
      ...listOptionsOf(run.flags),
      seed,
      turns: run.flags.turns,
    });
  },
  answer: sampleAnswer,
  text: (run, context) => formatSampleText(run.result, context),
  exitCode: (run) => (run.result.ok ? 0 : 1),
};
