import { addWords } from '../../model/render-message.js';

/** The words of `check` besides the report's, English (the CLI's message table takes them in) and Spanish. */
export const CHECK_WORDS = {
  'config-used': 'house rules for {file}: {config}',
  'config-none': 'house rules for {file}: none (no totem.config.json up to the repository root)',
  'ban-names-no-card': '{file}: ban "{ban}" names no card',
  'more-bans': '… and {count} more bans in {file} name no card',
  'max-warnings': '{count} warnings exceed --max-warnings {max}',
  skipped: {
    one: '{count} file skipped: not decklists (--verbose lists them)',
    other: '{count} files skipped: not decklists (--verbose lists them)',
  },
  'partial-store': {
    one: '{count} card was not found, and the card cache {store} holds an unfinished `totem cards sync` ({done} of {total} sets): the card may just not be downloaded yet. Run `totem cards sync` again to finish it.',
    other:
      '{count} cards were not found, and the card cache {store} holds an unfinished `totem cards sync` ({done} of {total} sets): they may just not be downloaded yet. Run `totem cards sync` again to finish it.',
  },
};

addWords('es', 'cli', {
  'config-used': 'reglas de la casa para {file}: {config}',
  'config-none': 'reglas de la casa para {file}: ninguna (no hay totem.config.json hasta la raíz del repositorio)',
  'ban-names-no-card': '{file}: la prohibición "{ban}" no nombra ninguna carta',
  'more-bans': '… y {count} prohibiciones más de {file} no nombran ninguna carta',
  'max-warnings': '{count} avisos superan --max-warnings {max}',
  skipped: {
    one: '{count} archivo omitido: no es una lista de mazo (--verbose los enumera)',
    other: '{count} archivos omitidos: no son listas de mazo (--verbose los enumera)',
  },
  'partial-store': {
    one: 'no se encontró {count} carta, y la caché de cartas {store} tiene un `totem cards sync` sin terminar ({done} de {total} expansiones): puede que la carta aún no se haya descargado. Ejecuta `totem cards sync` otra vez para terminarlo.',
    other:
      'no se encontraron {count} cartas, y la caché de cartas {store} tiene un `totem cards sync` sin terminar ({done} de {total} expansiones): puede que aún no se hayan descargado. Ejecuta `totem cards sync` otra vez para terminarlo.',
  },
});
