import type { MessageData, MessageValue } from './message.js';
import { renderValue } from './render-message.js';

/** A reason derive/ gives (`why`, rendered in the report's language) with its English words (`reason`, JSON). */
export function because(id: string, data: MessageData = {}): { why: MessageValue; reason: string } {
  const why: MessageValue = { kind: 'message', id, data };
  return { why, reason: renderValue(why) };
}

/** "Stage 2", as a message value. */
export function stageValue(stage: number): MessageValue {
  return { kind: 'message', id: `stage-${stage}`, data: {} };
}
