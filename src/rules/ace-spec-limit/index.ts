import { isAceSpec } from '../../derive/ace-spec.js';
import { limitRule } from '../limit.js';

export const rule = limitRule(
  'ace-spec-limit',
  'At most one ACE SPEC card',
  'more than 1 ACE SPEC card, Totem included',
  'a deck may hold only 1 ACE SPEC card',
  (card) => (isAceSpec(card) ? 'ace' : null),
);
