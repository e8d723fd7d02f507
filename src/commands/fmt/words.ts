import { addWords } from '../../model/render-message.js';

/** The words of `fmt`, English (the CLI's message table takes them in) and Spanish (beside the catalog). */
export const FMT_WORDS = {
  // the canonical form's own lines, in the file's language
  'fmt-extra-types': 'Extra types: {types}',
  'fmt-section-totem': 'Totem',
  'fmt-section-pokemon': 'Pokémon',
  'fmt-section-trainer': 'Trainer',
  'fmt-section-energy': 'Energy',
  'fmt-total': 'Total Cards: {count}',
  'fmt-one-file': 'fmt prints one deck; to format several files, use --write or --check',
  'fmt-write-and-check': '--write and --check do not go together: --write rewrites the files, --check only lists them',
  'fmt-no-stdin': '--write and --check take files, not - (standard input)',
  'fmt-json-skipped': '{file}: a JSON deck is left as it is (fmt rewrites text lists only)',
  'fmt-not-a-deck': '{file} is not a decklist (no card line): left as it is',
  'fmt-left-as-is': '{file} was left as it is: a line could not be read or resolved',
  'fmt-written': '{file}: rewritten in canonical form',
  'fmt-unreadable': '{where}: {message}',
  'fmt-file': '{file}',
  'fmt-check-failed': {
    one: '{count} file is not in canonical form: run totem fmt --write to fix it',
    other: '{count} files are not in canonical form: run totem fmt --write to fix them',
  },
  'fmt-check-ok': {
    one: '{count} file is in canonical form',
    other: 'all {count} files are in canonical form',
  },
};

addWords('es', 'cli', {
  'fmt-extra-types': 'Tipos extra: {types}',
  'fmt-section-totem': 'Tótem',
  'fmt-section-pokemon': 'Pokémon',
  'fmt-section-trainer': 'Entrenador',
  'fmt-section-energy': 'Energía',
  'fmt-total': 'Cartas totales: {count}',
  'fmt-one-file': 'fmt imprime un solo mazo; para formatear varios archivos, usa --write o --check',
  'fmt-write-and-check': '--write y --check no van juntos: --write reescribe los archivos, --check solo los enumera',
  'fmt-no-stdin': '--write y --check toman archivos, no - (la entrada estándar)',
  'fmt-json-skipped': '{file}: un mazo JSON se deja como está (fmt solo reescribe listas de texto)',
  'fmt-not-a-deck': '{file} no es una lista de mazo (ninguna línea de carta): se deja como está',
  'fmt-left-as-is': '{file} se ha dejado como estaba: una línea no se pudo leer o resolver',
  'fmt-written': '{file}: reescrito en forma canónica',
  'fmt-unreadable': '{where}: {message}',
  'fmt-file': '{file}',
  'fmt-check-failed': {
    one: '{count} archivo no está en forma canónica: ejecuta totem fmt --write para corregirlo',
    other: '{count} archivos no están en forma canónica: ejecuta totem fmt --write para corregirlos',
  },
  'fmt-check-ok': {
    one: '{count} archivo está en forma canónica',
    other: 'los {count} archivos están en forma canónica',
  },
});
