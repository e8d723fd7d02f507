import { encode } from 'uqr';
import { types } from '../model/message.js';
import { podText } from '../model/pod-messages.js';
import { renderValue, type Locale } from '../model/render-message.js';
import type { SheetResult } from '../model/sheet.js';
import { clean } from '../model/clean.js';

/** Text made safe inside HTML text and attribute values (after the output's own cleaning). */
export function escapeHtml(text: string): string {
  return clean(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The share link as an SVG QR code, or '' when it is too long for one (then the sheet prints it as text): level L,
 * mask 0 unscored (scoring all eight took a third of a sheet's time), drawn as qrcode-generator's createSvgTag drew
 * it at 2 units a module (uqr encodes the same modules in a quarter of qrcode-generator's time, issue #42).
 */
function qrSvg(link: string): string {
  try {
    const { data, size } = encode(link, { ecc: 'L', maskPattern: 0, border: 0 });
    let path = '';
    data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x * 2},${y * 2}l2,0 0,2 -2,0 0,-2z ` : '')));
    return `<svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size * 2} ${size * 2}"  preserveAspectRatio="xMinYMin meet"><rect width="100%" height="100%" fill="white" cx="0" cy="0"/><path d="${path}" stroke="transparent" fill="black"/></svg>`;
  } catch {
    return '';
  }
}

/**
 * One printed page for a 100-card list (A4 or Letter): a header with the Totem's facts, the verdict, the card
 * data's date and a QR code of the share link, then the list by section in three columns. Its stylesheet is the
 * same as the page's print stylesheet (web/src/print.css) lays out.
 */
export const SHEET_CSS = `
@page { margin: 10mm; }
* { box-sizing: border-box; }
body { font: 8.5pt/1.25 system-ui, "DejaVu Sans", sans-serif; margin: 0; color: #000; background: #fff; }
.sheet { max-width: 190mm; margin: 0 auto; }
.sheet header { display: flex; gap: 4mm; align-items: flex-start; border-bottom: 0.4mm solid #000; padding-bottom: 2mm; }
.sheet header .facts { flex: 1; min-width: 0; }
.sheet h1 { font-size: 13pt; margin: 0 0 1mm; }
.sheet dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.3mm 3mm; margin: 0; }
.sheet dt { font-weight: 600; }
.sheet dd { margin: 0; overflow-wrap: anywhere; }
.sheet .qr { width: 30mm; flex: none; text-align: center; font-size: 6pt; overflow-wrap: anywhere; }
.sheet .qr svg { width: 30mm; height: 30mm; display: block; }
.sheet .verdict.invalid { font-weight: 700; }
.sheet .list { columns: 3; column-gap: 5mm; margin-top: 2mm; }
.sheet section { break-inside: avoid-column; margin-bottom: 2mm; }
.sheet h2 { font-size: 9pt; margin: 0 0 0.5mm; border-bottom: 0.2mm solid #888; }
.sheet ol { list-style: none; margin: 0; padding: 0; }
.sheet li { display: grid; grid-template-columns: 2.2em 1fr max-content; gap: 1mm; break-inside: avoid; }
.sheet li .n { text-align: right; }
.sheet li .set { color: #333; font-variant-numeric: tabular-nums; }
.sheet footer { margin-top: 2mm; font-size: 7pt; color: #333; border-top: 0.2mm solid #888; padding-top: 1mm; }
.sheet footer .link { font: 5pt/1.1 monospace; overflow-wrap: anywhere; margin: 1mm 0 0; }
`;

const SECTION_WORD: Record<string, string> = {
  totem: 'label-totem',
  pokemon: 'sheet-pokemon',
  trainer: 'sheet-trainer',
  energy: 'label-energy',
  unknown: 'sheet-unknown',
};

/** `totem sheet DECK`: a whole HTML document, every text from the list, the file or the card data escaped. */
export function formatSheetHtml(result: SheetResult, locale: Locale): string {
  const t = podText(locale);
  const e = escapeHtml;
  const tm = result.totem;
  const facts: [string, string][] = [];
  if (result.identity) facts.push([t('label-identity'), renderValue(types(result.identity.types), locale)]);
  if (result.invocationCost)
    facts.push([
      t('sheet-cost'),
      `${result.invocationCost.now} · ${t('sheet-after-ko')} ${result.invocationCost.afterOneKnockOut}`,
    ]);
  if (result.prizeCards !== null) facts.push([t('sheet-prizes'), String(result.prizeCards)]);
  const verdict = result.valid ? t('valid') : t('invalid', { count: result.errors });
  facts.push([t('sheet-verdict'), verdict + (result.problems.length ? ` — ${result.problems.join(' · ')}` : '')]);
  const sections = result.sections
    .map(
      (s) =>
        `<section><h2>${e(t(SECTION_WORD[s.section]!))} (${s.count})</h2><ol>${s.cards
          .map(
            (c) =>
              `<li><span class="n">${c.count}</span><span>${e(c.name)}</span><span class="set">${e([c.set, c.number].filter(Boolean).join(' '))}</span></li>`,
          )
          .join('')}</ol></section>`,
    )
    .join('\n');
  const link = result.shareLink;
  const qr = link ? qrSvg(link) : '';
  // A link longer than a QR code holds is still the list's link: said so, and printed to be copied.
  const under = !link ? t('sheet-no-link') : qr ? t('sheet-share', { site: result.site }) : t('sheet-qr-too-long');
  const title = tm ? tm.name : result.file;
  return `<!doctype html>
<html lang="${e(result.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(t('sheet-title'))}: ${e(title)}</title>
<style>${SHEET_CSS}</style>
</head>
<body>
<main class="sheet">
<header>
<div class="facts">
<h1>${e(tm ? tm.name : t('no-totem'))} <small>${e(result.file)}</small></h1>
<dl>${facts.map(([k, v]) => `<dt>${e(k)}</dt><dd${k === t('sheet-verdict') ? ` class="verdict ${result.valid ? 'valid' : 'invalid'}"` : ''}>${e(v)}</dd>`).join('')}</dl>
</div>
<div class="qr">${qr}${e(under)}</div>
</header>
<div class="list">
${sections}
</div>
<footer>${e(result.cardDataDate ? t('sheet-data', { date: result.cardDataDate }) : '')}${link && !qr ? `<p class="link">${e(link)}</p>` : ''}</footer>
</main>
</body>
</html>
`;
}
