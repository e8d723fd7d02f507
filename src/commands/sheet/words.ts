import { addWords } from '../../model/render-message.js';

/** The words of `sheet`'s usage errors, English (the CLI's message table takes them in) and Spanish. */
export const SHEET_WORDS = {
  'site-url': '--site takes an https: address (or http: on localhost, 127.0.0.1 or [::1]), not "{value}"',
  'sheet-to-terminal':
    'a sheet is an HTML page, not terminal text: name its file with -o sheet.html, or redirect the output (> sheet.html)',
  'sheet-over-deck': 'the sheet would replace the deck {file} itself: name its file with -o',
};

addWords('es', 'cli', {
  'sheet-to-terminal':
    'una hoja es una página HTML, no texto de terminal: indica su archivo con -o hoja.html, o redirige la salida (> hoja.html)',
  'sheet-over-deck': 'la hoja reemplazaría el propio mazo {file}: indica su archivo con -o',
  'site-url': '--site solo acepta una dirección https: (o http: en localhost, 127.0.0.1 o [::1]), no "{value}"',
});
