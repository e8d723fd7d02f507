import { renderMessage, type MessageData, type MessageTable } from './engine.js';
import { h } from './dom.js';
import { ask, cancelSearch } from './fits.js';
import { startList } from './list-edit.js';
import type { TotemChoice } from './fits-worker.js';
import type { Words } from './words.js';

// An empty box: a deck starts from its Totem. A search over the cards that can be a Totem (the library's
// totems(), in the search worker the "cards that fit" panel uses), cheapest first as `totem totems` lists them; a
// tap puts the chosen card in a `Totem: 1` section of the box and checks it, so the verdict shows the Totem's
// facts and the "cards that fit" panel opens under it.

const EN: MessageTable = {
  title: 'Start a deck from its Totem',
  hint: 'Search the Pokémon that can be a Totem. Tap one to start a list with it; the cards that fit it are shown next.',
  search: 'Search Totems',
  'type-more': 'Type at least 2 letters of a Pokémon name.',
  searching: 'Searching…',
  found: { one: '{total} Totem matches.', other: '{total} Totems match{shown}.' },
  shown: ', the first {listed} shown',
  none: 'No card of that name can be a Totem.',
  failed: 'The search failed ({error}).',
  facts: 'Invocation Cost {cost} · identity {identity}',
  start: 'Start a list with {card}',
};
const ES: MessageTable = {
  title: 'Empieza un mazo por su Tótem',
  hint: 'Busca los Pokémon que pueden ser Tótem. Toca uno para empezar una lista con él; después se muestran las cartas que encajan.',
  search: 'Buscar Tótems',
  'type-more': 'Escribe al menos 2 letras del nombre de un Pokémon.',
  searching: 'Buscando…',
  found: { one: '{total} Tótem coincide.', other: '{total} Tótems coinciden{shown}.' },
  shown: ', se muestran los {listed} primeros',
  none: 'Ninguna carta con ese nombre puede ser Tótem.',
  failed: 'La búsqueda ha fallado ({error}).',
  facts: 'Coste de Invocación {cost} · identidad {identity}',
  start: 'Empezar una lista con {card}',
};

const LIMIT = 40;

function say(words: Words, id: string, data: MessageData = {}): string {
  return renderMessage(words.lang === 'es' ? ES : EN, 'web-totem-start', id, data, {
    ...words.locale,
    template: () => undefined,
  });
}

/** Under the "list is empty" message: the Totem chooser. `start` puts a list in the box and checks it. */
export function showTotemStart(result: HTMLElement, words: Words, start: (list: string) => void): void {
  const search = h('input', {
    type: 'search',
    id: 'totem-search',
    'data-testid': 'totem-search',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const status = h('p', { class: 'fits-status', role: 'status', 'data-testid': 'totem-status' });
  const results = h('ul', { class: 'fits-results', 'data-testid': 'totem-results' });
  const show = (choices: TotemChoice[]) =>
    results.replaceChildren(
      ...choices.map((c) => {
        const label = `${c.name} ${c.set} ${c.number}`;
        const button = h(
          'button',
          { type: 'button', class: 'fits-add', 'data-testid': 'totem-choice', 'data-card-id': c.id },
          h('span', { class: 'sr-only' }, `${say(words, 'start', { card: '' })} `),
          h('strong', {}, label),
          h(
            'span',
            { class: 'facts' },
            say(words, 'facts', {
              cost: c.invocationCost ?? '—',
              identity: c.identity.map((t) => words.locale.typeName(t)).join(', '),
            }),
          ),
        );
        button.addEventListener('click', () => start(startList(c)));
        return h('li', {}, button);
      }),
    );
  const run = () => {
    const query = search.value.trim();
    if (query.length < 2) {
      cancelSearch();
      results.replaceChildren();
      status.textContent = say(words, 'type-more');
      return;
    }
    status.textContent = say(words, 'searching');
    ask({ mode: 'totems', lang: words.lang, totem: '', query, extraTypes: [], limit: LIMIT }, (reply) => {
      if (reply.kind === 'failure')
        status.textContent = reply.unavailable
          ? words.web('panel-unavailable')
          : say(words, 'failed', { error: reply.error });
      else if (reply.kind === 'totems') {
        show(reply.totems);
        status.textContent = reply.totems.length
          ? say(words, 'found', {
              total: reply.total,
              count: reply.total,
              shown: reply.total > reply.totems.length ? say(words, 'shown', { listed: reply.totems.length }) : '',
            })
          : say(words, 'none');
      }
    });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  search.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, 150);
  });
  result.append(
    h(
      'section',
      { class: 'block fits-block', 'aria-labelledby': 'totem-start-title', 'data-testid': 'totem-start' },
      h('h3', { id: 'totem-start-title' }, say(words, 'title')),
      h('p', {}, say(words, 'hint')),
      h('div', { class: 'fits-controls' }, h('label', { for: 'totem-search' }, say(words, 'search')), search),
      status,
      results,
    ),
  );
  status.textContent = say(words, 'type-more');
}
