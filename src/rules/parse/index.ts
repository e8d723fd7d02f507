import { collected } from '../types.js';

export const rule = collected('parse', 'error', 'a line that is not a header, comment, directive or card line');
