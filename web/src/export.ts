import { EXPORT_FORMATS, type ExportFormat } from '../../src/lib/browser.js';
import { h } from './dom.js';
import { ask } from './sample-hand.js';
import type { PageInput } from './verdict-types.js';
import type { Words } from './words.js';

// After a check: the Export menu, one item a format of `totem export --to`, each written by the library's
// exportDeck() in the play worker and downloaded as a file.

const LABELS: Record<ExportFormat, [en: string, es: string, file: string]> = {
  ptcgl: ['PTCG Live', 'PTCG Live', 'deck.ptcgl.txt'],
  limitless: ['Limitless', 'Limitless', 'deck.limitless.txt'],
  'ptcg-sim': ['ptcg-sim', 'ptcg-sim', 'deck.ptcg-sim.txt'],
  tts: ['Tabletop Simulator', 'Tabletop Simulator', 'deck.tts.json'],
  'totem-zone': ['Totem Zone (print)', 'Zona del Tótem (imprimir)', 'totem-zone.html'],
};
const TITLE = { en: 'Export', es: 'Exportar' };
const FAILED = { en: 'The export stopped: {error}', es: 'La exportación se detuvo: {error}' };

/** The export menu's own words, for the page-words test. */
export const EXPORT_MESSAGES = { LABELS, TITLE, FAILED };

async function download(text: string | Uint8Array, to: ExportFormat, words: Words, note: HTMLElement): Promise<void> {
  const reply = await ask({ lang: words.lang, text, seed: 0, to });
  if (reply.kind !== 'export') {
    const error = reply.kind === 'failure' ? reply.error : '';
    note.textContent = FAILED[words.lang].replace('{error}', error);
    return;
  }
  const type = to === 'tts' ? 'application/json' : to === 'totem-zone' ? 'text/html' : 'text/plain';
  const link = h('a', { href: URL.createObjectURL(new Blob([reply.file], { type })), download: LABELS[to][2] });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** After a verdict: the Export menu (a list over the size limit has none). */
export function showExport(result: HTMLElement, checked: PageInput, words: Words): void {
  if (checked.kind === 'too-large') return;
  const text = checked.kind === 'text' ? checked.text : checked.bytes;
  const note = h('p', { role: 'status' });
  const items = EXPORT_FORMATS.map((to) => {
    const item = h(
      'button',
      { type: 'button', 'data-testid': `export-${to}` },
      LABELS[to][words.lang === 'es' ? 1 : 0],
    );
    item.addEventListener('click', () => void download(text, to, words, note));
    return h('li', {}, item);
  });
  result.append(
    h(
      'details',
      { class: 'block export', 'data-testid': 'export' },
      h('summary', {}, TITLE[words.lang]),
      h('ul', {}, ...items),
      note,
    ),
  );
}
