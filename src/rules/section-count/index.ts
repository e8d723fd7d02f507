import { collected } from '../types.js';

export const rule = collected(
  'section-count',
  'warning',
  'a section header or Total Cards count that disagrees with the lines',
);
