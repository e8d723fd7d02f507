import { collected } from '../types.js';

export const rule = collected('unknown-card', 'error', 'a line that resolves to no card (with suggestions)');
