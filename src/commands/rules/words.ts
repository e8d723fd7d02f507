import { addWords } from '../../model/render-message.js';

/** The words of `totem rules`, English (the CLI's message table takes them in) and Spanish. */
export const RULES_WORDS = {
  'rules-error': 'error',
  'rules-warning': 'warning',
  'rules-off': 'off',
  'rules-config': 'severities from {file}',
  'rules-no-config': 'no totem.config.json here: the format’s own severities',
};

addWords('es', 'cli', {
  'rules-error': 'error',
  'rules-warning': 'aviso',
  'rules-off': 'apagada',
  'rules-config': 'gravedades de {file}',
  'rules-no-config': 'no hay totem.config.json aquí: las gravedades propias del formato',
});
