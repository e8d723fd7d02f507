import type { Section } from './deck.js';

/** The formats `totem export --to` writes. */
export const EXPORT_FORMATS = ['ptcgl', 'limitless', 'ptcg-sim', 'tts', 'totem-zone'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One line of an exported list: a printing and its copies, as PTCG Live writes it. */
export interface ExportLine {
  count: number;
  /** "Charizard ex", "Basic {R} Energy"; a line no card was found for: its own text, as written. */
  name: string;
  set: string | null;
  number: string | null;
  /** TCGdex's image address when the card data has one. */
  image: string | null;
}

/** A deck as the exports read it: the Totem's cards (LEGEND halves, V-UNION pieces) and the 99 by section. */
export type ExportDeck = { file: string } & Record<Section, ExportLine[]>;
