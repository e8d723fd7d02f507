import { addWords } from '../../model/render-message.js';

/** The words of `init` (and the line a command says when it wrote a file), English and Spanish. */
export const INIT_WORDS = {
  'init-exists': '{file} already exists; totem init does not overwrite it',
  'init-wrote': 'wrote {file}',
  'init-next': 'next: totem check (every decklist below this folder)',
};

addWords('es', 'cli', {
  'init-exists': '{file} ya existe; totem init no lo sobrescribe',
  'init-wrote': 'escrito {file}',
  'init-next': 'siguiente paso: totem check (todas las listas de mazo bajo esta carpeta)',
});
