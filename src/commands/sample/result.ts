import type { SampleOutcome } from '../../model/sample.js';
import { noteJson } from '../../format/stats-json.js';
import type { ListRun } from '../shared/list-input.js';

/**
 * `totem sample --format json`: the deal as data (`hand`, `mulligans`, `prizes`, `draws`, `seed`); no deal: `error`.
 */
export function sampleAnswer({ result: outcome }: ListRun<SampleOutcome>) {
  return outcome.ok ? outcome.sample : { file: outcome.failure.file, error: noteJson(outcome.failure.reason) };
}

export type SampleAnswer = ReturnType<typeof sampleAnswer>;
