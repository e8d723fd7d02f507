import { nested, type MessageData, type MessageValue } from './message.js';
import { renderValue } from './render-message.js';
import type { Reasoned } from './facts.js';

/** A reason derive/ gives (`why`, rendered in the report's language) with its English words (`reason`, JSON). */
export function because(id: string, data: MessageData = {}): Reasoned {
  const why = nested(id, data);
  return { why, reason: renderValue(why) };
}

/** "Stage 2", as a message value. */
export const stageValue = (stage: number): MessageValue => nested(`stage-${stage}`);
