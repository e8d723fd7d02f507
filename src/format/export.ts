import type { ExportDeck, ExportFormat, ExportLine } from '../model/export.js';
import { clean, cleanJson } from '../model/clean.js';
import { escapeHtml } from './sheet.js';

const lineText = (l: ExportLine): string => clean([l.count, l.name, l.set, l.number].filter(Boolean).join(' '));
const total = (lines: ExportLine[]): number => lines.reduce((n, l) => n + l.count, 0);

/**
 * PTCG Live's text (what Limitless, ptcg-sim and the proxy printers read): `Pokémon: N`, `Trainer: N`,
 * `Energy: N`, the Totem first among the Pokémon (PTCG Live has no Totem section), `Total Cards: N`.
 */
function ptcglText(deck: ExportDeck): string {
  const sections: [string, ExportLine[]][] = [
    ['Pokémon', [...deck.totem, ...deck.pokemon]],
    ['Trainer', deck.trainer],
    ['Energy', deck.energy],
  ];
  const blocks = sections
    .filter(([, lines]) => lines.length)
    .map(([name, lines]) => [`${name}: ${total(lines)}`, ...lines.map(lineText)].join('\n'));
  const all = sections.reduce((n, [, lines]) => n + total(lines), 0);
  return `${blocks.join('\n\n')}\n\nTotal Cards: ${all}\n`;
}

const CARD_BACK = 'https://assets.tcgdex.net/en/back.png';

/**
 * A Tabletop Simulator saved object: the 99 as one deck of cards (one custom deck a printing, its face TCGdex's
 * picture), and the Totem apart beside it (its LEGEND halves or V-UNION pieces as a deck of their own).
 */
function ttsJson(deck: ExportDeck): string {
  let next = 1;
  const pile = (lines: ExportLine[], nickname: string, x: number) => {
    const custom: Record<string, object> = {};
    const cards = lines.flatMap((l) => {
      const id = next++;
      custom[id] = { FaceURL: l.image ?? '', BackURL: CARD_BACK, NumWidth: 1, NumHeight: 1, BackIsHidden: true };
      const card = {
        Name: 'Card',
        Nickname: clean(l.name),
        Description: clean([l.set, l.number].filter(Boolean).join(' ')),
        CardID: id * 100,
        CustomDeck: { [id]: custom[id] },
      };
      return Array.from({ length: l.count }, () => card);
    });
    const transform = { posX: x, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: 1, scaleY: 1, scaleZ: 1 };
    if (cards.length === 1) return { ...cards[0]!, Transform: transform };
    return {
      Name: 'Deck',
      Nickname: nickname,
      Transform: transform,
      DeckIDs: cards.map((c) => c.CardID),
      CustomDeck: custom,
      ContainedObjects: cards,
    };
  };
  const states = [pile([...deck.pokemon, ...deck.trainer, ...deck.energy], clean(deck.file), 0)];
  if (deck.totem.length) states.push(pile(deck.totem, 'Totem', 4));
  return cleanJson({ SaveName: clean(deck.file), ObjectStates: states });
}

/** A printable Totem Zone: the Totem's card (each LEGEND half, each V-UNION piece) with its picture, to play on. */
function totemZoneHtml(deck: ExportDeck): string {
  const cards = deck.totem.map(
    (l) =>
      `<figure>${l.image ? `<img src="${escapeHtml(l.image)}" alt="">` : ''}<figcaption>${escapeHtml(lineText(l))}</figcaption></figure>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Totem Zone — ${escapeHtml(deck.file)}</title>
<style>body{font-family:sans-serif}main{display:flex;flex-wrap:wrap;gap:4mm}figure{margin:0;width:63mm;border:1px dashed #888;padding:2mm}img{width:100%}</style>
</head><body><h1>Totem Zone</h1><main>${cards.join('') || '<p>—</p>'}</main></body></html>
`;
}

/** `totem export --to FORMAT`: each format written by a pure function of the deck. */
export function formatExport(deck: ExportDeck, to: ExportFormat): string {
  if (to === 'tts') return ttsJson(deck);
  if (to === 'totem-zone') return totemZoneHtml(deck);
  return ptcglText(deck);
}
