import type { ReadIssueKind } from '../../model/deck.js';

export const words = {
  title: {
    en: 'Every line is a card, a heading or a comment',
    es: 'Cada línea es una carta, un encabezado o un comentario',
  },
  description: {
    en: 'a line that is not a header, comment, directive or card line',
    es: 'una línea que no es un encabezado, un comentario, una directiva ni una línea de carta',
  },
  // One message per kind of thing the reader can meet; the reader names the kind, this table has the words.
  en: {
    'not-a-card-line':
      '"{text}" is not a header, comment or card line; a card line is COUNT NAME [SET NUMBER], e.g. "1 Arven SVI 166" or "1 sv3-125"',
    'line-too-long': 'line is {length} characters long; a decklist line has at most {max}',
    'invalid-utf8': 'this line is not valid UTF-8; save the decklist as UTF-8',
    latin1:
      'the list is not UTF-8 (this line is the first to show it): it was read as Latin-1; save the decklist as UTF-8',
    'impossible-count':
      'count {count} is impossible in a 100-card deck; write how many copies (1 to {max}) or remove the line',
    'binary-file': 'the file contains NUL bytes: it is binary data, not a decklist',
    'file-too-large': 'the file is {size} MB; a decklist may be at most 1 MB — is this the right file?',
    'too-many-lines': 'the text has more than {max} lines; a decklist has far fewer — is this the right file?',
    'input-too-large': 'the input is more than 1 MB; a decklist may be at most 1 MB — is this the right file?',
    'json-syntax': 'not valid JSON: {detail}',
    'json-too-deep': 'JSON is nested more than {max} levels deep; a deck is { "totem": [...], "cards": [...] }',
    'json-shape': '{detail} (expected { "totem": [CardRef], "cards": [CardRef], "extraTypes": [Type] })',
    'check-crashed': 'checking this list stopped its worker thread ({reason}): check it alone, with --jobs 1',
  } satisfies Record<ReadIssueKind, string>,
  es: {
    'not-a-card-line':
      '"{text}" no es un encabezado, un comentario ni una línea de carta; una línea de carta es CANTIDAD NOMBRE [SET NÚMERO], p. ej. "1 Arven SVI 166" o "1 sv3-125"',
    'line-too-long': 'la línea tiene {length} caracteres; una línea de lista de mazo tiene como máximo {max}',
    'invalid-utf8': 'esta línea no es UTF-8 válido; guarda la lista del mazo como UTF-8',
    latin1:
      'la lista no está en UTF-8 (esta es la primera línea que lo muestra): se ha leído como Latin-1; guarda la lista del mazo como UTF-8',
    'impossible-count':
      'la cantidad {count} es imposible en un mazo de 100 cartas; escribe cuántas copias (de 1 a {max}) o quita la línea',
    'binary-file': 'el archivo contiene bytes NUL: son datos binarios, no una lista de mazo',
    'file-too-large': 'el archivo ocupa {size} MB; una lista de mazo ocupa como máximo 1 MB — ¿es el archivo correcto?',
    'too-many-lines':
      'el texto tiene más de {max} líneas; una lista de mazo tiene muchas menos — ¿es el archivo correcto?',
    'input-too-large':
      'la entrada ocupa más de 1 MB; una lista de mazo ocupa como máximo 1 MB — ¿es el archivo correcto?',
    'json-syntax': 'JSON no válido: {detail}',
    'json-too-deep': 'el JSON está anidado más de {max} niveles; un mazo es { "totem": [...], "cards": [...] }',
    'json-shape': '{detail} (se esperaba { "totem": [CardRef], "cards": [CardRef], "extraTypes": [Type] })',
    'check-crashed': 'comprobar esta lista detuvo su hilo de trabajo ({reason}): compruébala sola, con --jobs 1',
  },
};
