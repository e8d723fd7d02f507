import { isAceSpec } from '../../derive/ace-spec.js';
import { limitRule } from '../limit.js';
import { words } from './words.js';

export const rule = limitRule('ace-spec-limit', words, (card) => (isAceSpec(card) ? 'ace' : null));
