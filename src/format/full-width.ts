import stringWidth from 'string-width';

/**
 * string-width's measure: grapheme clusters (through an Intl.Segmenter, ~20 ms to set up on Node 20), emoji and
 * East Asian widths. A file of its own so that the CLI bundle can load string-width on the first text that needs
 * it (scripts/build.js turns this file's import into a `require` made on the first call).
 */
export const fullWidth = (text: string): number => stringWidth(text);
