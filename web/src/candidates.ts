import { renderMessage, type MessageData, type MessageTable } from './engine.js';
import { h } from './dom.js';
import type { PageVerdict } from './verdict-types.js';
import type { Words } from './words.js';
export { moveToTotem } from './list-edit.js';

// A pasted list with no Totem (a Pokémon TCG Live export): the report's Totem candidates as buttons. A tap moves
// the card(s) into a "Totem: N" section of the list in the box and checks again. The page never mentions a
// command-line flag: the totem-missing problem is worded here for the page.

const EN: MessageTable = {
  title: 'Pick your Totem',
  hint: 'No Totem is declared. Tap the card that is your Totem: it moves into a "Totem: 1" section of the list, and the list is checked again.',
  'totem-missing':
    'No Totem is declared: pick one of the candidates below, or add a "Totem: 1" section with your Totem.',
  'totem-missing-none': 'No Totem is declared: add a "Totem: 1" section with your Totem.',
  valid: '✔ valid with it',
  invalid: { one: '✖ {count} error with it ({rule})', other: '✖ {count} errors with it ({rule})' },
  facts: {
    one: 'Invocation Cost {cost} · {prizes} Prize card · {identity}',
    other: 'Invocation Cost {cost} · {prizes} Prize cards · {identity}',
  },
  // The tribute variant: a candidate's cost is its Tribute Cost.
  'facts-tribute': {
    one: 'Tribute Cost {cost} · {prizes} Prize card · {identity}',
    other: 'Tribute Cost {cost} · {prizes} Prize cards · {identity}',
  },
};
const ES: MessageTable = {
  title: 'Elige tu Tótem',
  hint: 'No se ha declarado ningún Tótem. Toca la carta que es tu Tótem: pasa a una sección "Tótem: 1" de la lista y la lista se comprueba de nuevo.',
  'totem-missing':
    'No se ha declarado ningún Tótem: elige una de las candidatas de abajo, o añade una sección "Tótem: 1" con tu Tótem.',
  'totem-missing-none': 'No se ha declarado ningún Tótem: añade una sección "Tótem: 1" con tu Tótem.',
  valid: '✔ válido con ella',
  invalid: { one: '✖ {count} error con ella ({rule})', other: '✖ {count} errores con ella ({rule})' },
  facts: {
    one: 'Coste de Invocación {cost} · {prizes} carta de Premio · {identity}',
    other: 'Coste de Invocación {cost} · {prizes} cartas de Premio · {identity}',
  },
  'facts-tribute': {
    one: 'Coste de Tributo {cost} · {prizes} carta de Premio · {identity}',
    other: 'Coste de Tributo {cost} · {prizes} cartas de Premio · {identity}',
  },
};

function say(words: Words, id: string, data: MessageData = {}): string {
  const table = words.lang === 'es' ? ES : EN;
  return renderMessage(table, 'web-candidates', id, data, { ...words.locale, template: () => undefined });
}

/** After a verdict: the candidates (if any) under it, and the totem-missing problem in the page's words. */
export function showCandidates(
  result: HTMLElement,
  verdict: PageVerdict,
  words: Words,
  pick: (lines: number[]) => void,
): void {
  const candidates = verdict.deck.totemCandidates ?? [];
  for (const el of result.querySelectorAll<HTMLElement>('[data-testid="problem"][data-rule="totem-missing"] .message'))
    el.textContent = say(words, candidates.length ? 'totem-missing' : 'totem-missing-none');
  if (!candidates.length) return;
  const list = h('ul', { class: 'candidates' });
  for (const c of candidates) {
    // The lines of the list that hold the card(s): both halves of a LEGEND, every V-UNION piece.
    const lines = c.ids
      .map((id) => verdict.cards.find((f) => f.id === id)?.line)
      .filter((l): l is number => typeof l === 'number');
    const face = verdict.cards.find((f) => f.id === c.ids[0]);
    const name = face?.name ?? c.name;
    const button = h(
      'button',
      { type: 'button', class: 'candidate', 'data-testid': 'totem-candidate', 'data-card-id': c.ids[0] },
      h('strong', {}, `${name} ${c.set} ${c.number}`),
      h(
        'span',
        { class: c.valid ? 'ok' : 'bad' },
        c.valid ? say(words, 'valid') : say(words, 'invalid', { count: c.errors, rule: c.firstRule ?? '' }),
      ),
      h(
        'span',
        { class: 'facts' },
        say(words, c.tributeCost !== undefined ? 'facts-tribute' : 'facts', {
          cost: (c.tributeCost !== undefined ? c.tributeCost : c.invocationCost) ?? '?',
          prizes: c.prizeCards,
          count: c.prizeCards,
          identity: c.identity.map((t) => words.locale.typeName(t)).join(', '),
        }),
      ),
    );
    button.addEventListener('click', () => pick(lines));
    list.append(h('li', {}, button));
  }
  const section = h(
    'section',
    { class: 'block candidates-block', 'aria-labelledby': 'candidates-title', 'data-testid': 'totem-candidates' },
    h('h3', { id: 'candidates-title' }, say(words, 'title')),
    h('p', {}, say(words, 'hint')),
    list,
  );
  // Right under the verdict's heading, above the counts and the problems: the first thing to do.
  const counts = result.querySelector('[data-testid="verdict"] > .counts');
  if (counts) counts.before(section);
  else result.append(section);
}
