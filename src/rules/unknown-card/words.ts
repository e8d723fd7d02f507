export const words = {
  title: { en: 'Every line names a real card', es: 'Cada línea nombra una carta que existe' },
  description: {
    en: 'a line that resolves to no card (with suggestions)',
    es: 'una línea que no corresponde a ninguna carta (con sugerencias)',
  },
  en: {
    'no-such-id': '{line}: no card has the id "{id}"; {fix}',
    'not-a-set-code': '{line}: "{code}" is not a set code the card data knows; {fix}',
    'no-such-number': '{line}: {code} has no card number {number}; {fix}',
    'name-mismatch': '{line}: the line says "{written}", but {printing} is {found}; {fix}',
    'no-such-name': '{line}: no card is named "{name}"; {fix}',
    'no-card-named': '{line}: the line names no card; {fix}',
    'unread-script':
      '{line}: the card data has no card names in {language}; the set code and number ("{name} CRZ 60"), or the English or Spanish name, will be read',
    'did-you-mean': 'did you mean {suggestions}?',
    quoted: '"{value}"',
    'check-spelling': 'check the spelling, set code and number',
    unverified:
      'it could not be verified: the Pokémon TCG API failed and the local card packs do not have it; run again when the API answers',
    'newer-set':
      '{set} is newer than this card data (to {newest}): connect once, run `totem cards sync`, or update totem',
    'newer-set-page':
      '{set} is newer than the card data of this page (to {newest}): connect to the internet and reload the page to get newer card data',
    'announced-set': '{name} ({code}), released {releaseDate},',
    'set-code': 'set {code}',
    'no-more-suggestions':
      'check the spelling, set code and number (no suggestions after the first {limit} unknown cards of a deck)',
  },
  es: {
    'no-such-id': '{line}: ninguna carta tiene el id "{id}"; {fix}',
    'not-a-set-code': '{line}: "{code}" no es un código de set que conozcan los datos de cartas; {fix}',
    'no-such-number': '{line}: {code} no tiene la carta número {number}; {fix}',
    'name-mismatch': '{line}: la línea dice "{written}", pero {printing} es {found}; {fix}',
    'no-such-name': '{line}: ninguna carta se llama "{name}"; {fix}',
    'no-card-named': '{line}: la línea no nombra ninguna carta; {fix}',
    'unread-script':
      '{line}: los datos de cartas no tienen nombres de cartas en {language}; se leen el código de expansión y el número ("{name} CRZ 60") o el nombre en inglés o en español',
    'did-you-mean': '¿quisiste decir {suggestions}?',
    quoted: '"{value}"',
    'check-spelling': 'revisa la ortografía, el código de set y el número',
    unverified:
      'no se pudo verificar: la API de Pokémon TCG falló y los paquetes de cartas locales no la tienen; vuelve a ejecutar cuando la API responda',
    'newer-set':
      '{set} es más reciente que estos datos de cartas (hasta {newest}): conéctate una vez, ejecuta `totem cards sync` o actualiza totem',
    'newer-set-page':
      '{set} es más reciente que los datos de cartas de esta página (hasta {newest}): conéctate a internet y vuelve a cargar la página para obtener datos de cartas más recientes',
    'announced-set': '{name} ({code}), publicada el {releaseDate},',
    'set-code': 'la expansión {code}',
    'no-more-suggestions':
      'revisa la ortografía, el código de set y el número (sin sugerencias tras las primeras {limit} cartas desconocidas de un mazo)',
  },
};
