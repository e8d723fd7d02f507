import { collected } from '../types.js';

export const rule = collected('ambiguous-card', 'error', 'a name-only line matching mechanically different Pokémon');
