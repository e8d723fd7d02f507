import { pageVariant } from './variant.js';
import { renderMessage, type MessageData, type MessageTable } from './engine.js';
import { h } from './dom.js';
import { resultFace } from './cards.js';
import { addCard, removeCard, type ListSection } from './list-edit.js';
import type { FitsCard, FitsReply, FitsRequest } from './fits-worker.js';
import type { CardFace, PageVerdict } from './verdict-types.js';
import type { Words } from './words.js';
import { engineWorker } from './worker-ask.js';

// After a check with a Totem: the "cards that fit" panel. A search (name, type, category) over the cards a deck
// with that Totem may hold — the library's findCards(query, { fits }), in its own worker — whose results add a
// line to the list in the box (or take one out) and check again. Cards are shown as text: the pack's pictures
// need the network, and a search result must read the same offline.

const EN: MessageTable = {
  title: 'Cards that fit {totem}',
  open: 'Cards that fit',
  close: 'Close',
  hint: 'Search the cards this Totem allows. Tap a card to add one copy to the list; the list is checked again.',
  search: 'Search cards',
  'any-type': 'Any type',
  'any-category': 'Any card',
  pokemon: 'Pokémon',
  trainer: 'Trainer',
  energy: 'Energy',
  type: 'Type',
  category: 'Category',
  'type-more': 'Type at least 2 letters of a card name.',
  searching: 'Searching…',
  loading: {
    one: 'Loading the card data of {count} set for the search…',
    other: 'Loading the card data of {count} sets for the search…',
  },
  found: {
    one: '{total} card fits ({ms} ms).',
    other: '{total} cards fit ({ms} ms){shown}.',
  },
  shown: ', the first {listed} shown',
  none: 'No card of that name fits this Totem.',
  failed: 'The search failed ({error}).',
  'in-list': 'in the list',
  'in-list-as': 'in the list: {card}',
  add: 'Add',
  remove: 'Remove one {card}',
  uses: 'uses an extra slot: {types}',
  count: { one: '{count} card in the list', other: '{count} cards in the list' },
};
const ES: MessageTable = {
  title: 'Cartas que encajan con {totem}',
  open: 'Cartas que encajan',
  close: 'Cerrar',
  hint: 'Busca las cartas que permite este Tótem. Toca una carta para añadir una copia a la lista; la lista se comprueba de nuevo.',
  search: 'Buscar cartas',
  'any-type': 'Cualquier tipo',
  'any-category': 'Cualquier carta',
  pokemon: 'Pokémon',
  trainer: 'Entrenador',
  energy: 'Energía',
  type: 'Tipo',
  category: 'Categoría',
  'type-more': 'Escribe al menos 2 letras del nombre de una carta.',
  searching: 'Buscando…',
  loading: {
    one: 'Cargando los datos de cartas de {count} expansión para la búsqueda…',
    other: 'Cargando los datos de cartas de {count} expansiones para la búsqueda…',
  },
  found: {
    one: '{total} carta encaja ({ms} ms).',
    other: '{total} cartas encajan ({ms} ms){shown}.',
  },
  shown: ', se muestran las {listed} primeras',
  none: 'Ninguna carta con ese nombre encaja con la identidad de tipos de este Tótem.',
  failed: 'La búsqueda ha fallado ({error}).',
  'in-list': 'en la lista',
  'in-list-as': 'en la lista: {card}',
  add: 'Añadir',
  remove: 'Quitar una {card}',
  uses: 'usa un hueco extra: {types}',
  count: { one: '{count} carta en la lista', other: '{count} cartas en la lista' },
};

/** Results shown at once (a name search rarely has more; the count says how many fit). */
const LIMIT = 40;
const SECTION: Record<FitsCard['category'], ListSection> = { pokemon: 'pokemon', trainer: 'trainer', energy: 'energy' };

/**
 * What the player typed and chose, and whether the panel is open: kept across the checks a tap starts, so the
 * panel comes back as it was. It opens by itself where it is a column beside the list (at 1,000 px and wider); on a
 * phone it is a sheet over the page, opened by its button.
 */
const state = { query: '', type: '', category: '' as '' | ListSection, open: null as boolean | null };
/** The card whose button was tapped: the panel comes back after the check, and focus goes back to it (keyboard). */
let refocus: string | null = null;
let worker: Worker | null = null;
let asked = 0;

function say(words: Words, id: string, data: MessageData = {}): string {
  const table = words.lang === 'es' ? ES : EN;
  return renderMessage(table, 'web-fits', id, data, { ...words.locale, template: () => undefined });
}

/** An answer still on its way is no longer wanted (the search box was cleared). */
export function cancelSearch(): void {
  asked++;
}

/** One search in the search worker (shared with the Totem chooser of an empty box, totem-start.ts). */
export function ask(request: Omit<FitsRequest, 'id' | 'packUrl'>, onReply: (reply: FitsReply) => void): void {
  worker ??= engineWorker();
  const id = ++asked;
  worker.onmessage = (event: MessageEvent<FitsReply>) => {
    if (event.data.id === asked) onReply(event.data);
  };
  // A worker that dies (out of memory on a small phone) fails this search, and the next search starts a new one.
  worker.onerror = (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    if (id === asked) onReply({ id, kind: 'failure', error: event.message || 'worker error' });
  };
  worker.postMessage({
    task: 'fits',
    ...request,
    id,
    variant: pageVariant(),
    packUrl: new URL(__PACK_PATH__, document.baseURI).href,
  });
}

/** Edit the list in the box with this text change and check it again. */
export type EditList = (change: (text: string) => string) => void;

/** After a verdict with a Totem: the panel in `slot` (beside the list), with the button that opens it. */
export function showFits(slot: HTMLElement, verdict: PageVerdict, words: Words, edit: EditList): void {
  const { totem, identity } = verdict.deck;
  const face = totem && verdict.cards.find((c) => c.id === totem.ids[0]);
  if (!totem || !identity || !face || totem.eligible === false) return;
  // The report's name of the card (the card data's own), not the face's in the page's language: the search reads it.
  const totemName = `${totem.name} ${face.set} ${face.number}`;
  // The list's card of each id: a result is marked when the rules count it as one the list holds (the library's
  // `inList`: the same card, a name the singleton rule counts as its own); its row names the printing listed.
  const listed = new Map<string, CardFace>();
  for (const c of verdict.cards) if (c.line !== null && !listed.has(c.id)) listed.set(c.id, c);

  const search = h('input', {
    type: 'search',
    id: 'fits-search',
    'data-testid': 'fits-search',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  search.value = state.query;
  const typeSelect = h(
    'select',
    { id: 'fits-type', 'data-testid': 'fits-type' },
    h('option', { value: '' }, say(words, 'any-type')),
  );
  for (const t of [...new Set([...identity.types, ...identity.extraTypes])])
    typeSelect.append(h('option', { value: t }, words.locale.typeName(t)));
  typeSelect.value = state.type;
  const categorySelect = h(
    'select',
    { id: 'fits-category', 'data-testid': 'fits-category' },
    h('option', { value: '' }, say(words, 'any-category')),
    ...(['pokemon', 'trainer', 'energy'] as const).map((c) => h('option', { value: c }, say(words, c))),
  );
  categorySelect.value = state.category;
  const status = h('p', { class: 'fits-status', role: 'status', 'data-testid': 'fits-status' });
  const results = h('ul', { class: 'fits-results', 'data-testid': 'fits-results' });

  const show = (cards: FitsCard[]) => {
    const focusOn = refocus;
    refocus = null;
    results.replaceChildren(
      ...cards.map((card) => {
        // The list line is the card data's own name (the lookup reads it in any language); the Spanish page shows
        // the Spanish name.
        const label = `${card.name} ${card.set} ${card.number}`;
        const shown = words.lang === 'es' && card.nameEs ? `${card.nameEs} ${card.set} ${card.number}` : label;
        const held = card.inList === undefined ? undefined : listed.get(card.inList);
        const line = held?.line ?? undefined;
        const heldLabel = held && `${held.name} ${held.set} ${held.number}`;
        const add = h(
          'button',
          {
            type: 'button',
            class: 'fits-add',
            'data-testid': 'fits-result',
            'data-card-id': card.id,
            'data-in-list': line !== undefined,
            // A second copy breaks the singleton rule: not added (still focusable, so focus can come back to it).
            'aria-disabled': line !== undefined ? 'true' : undefined,
          },
          // Its name begins with what it does; the visible text stays part of it (axe: label-content-name-mismatch).
          h('span', { class: 'sr-only' }, `${say(words, 'add')} `),
          h('strong', {}, shown),
          h('span', { class: 'facts' }, say(words, card.category)),
          card.uses.length
            ? h(
                'span',
                { class: 'facts' },
                say(words, 'uses', { types: card.uses.map((t) => words.locale.typeName(t)).join(', ') }),
              )
            : null,
          heldLabel ? h('span', { class: 'in-list' }, `✔ ${say(words, 'in-list-as', { card: heldLabel })}`) : null,
        );
        add.addEventListener('click', () => {
          if (line !== undefined) return;
          refocus = card.id;
          edit((text) => addCard(text, SECTION[card.category], label));
        });
        const item = h('li', {}, add);
        if (line !== undefined) {
          const remove = h(
            'button',
            {
              type: 'button',
              class: 'fits-remove',
              'data-testid': 'fits-remove',
              'data-card-id': card.id,
              'aria-label': say(words, 'remove', { card: heldLabel! }),
            },
            '−',
          );
          remove.addEventListener('click', () => {
            refocus = card.id;
            edit((text) => removeCard(text, line));
          });
          item.append(remove);
        }
        return item;
      }),
    );
    if (focusOn)
      (
        results.querySelector<HTMLElement>(`[data-testid="fits-result"][data-card-id="${CSS.escape(focusOn)}"]`) ??
        search
      ).focus();
  };

  const run = () => {
    state.query = search.value;
    state.type = typeSelect.value;
    state.category = categorySelect.value as typeof state.category;
    if (state.query.trim().length < 2) {
      cancelSearch();
      results.replaceChildren();
      status.textContent = say(words, 'type-more');
      return;
    }
    status.textContent = say(words, 'searching');
    ask(
      {
        lang: words.lang,
        totem: totemName,
        query: state.query.trim(),
        type: state.type || undefined,
        category: state.category || undefined,
        extraTypes: identity.extraTypes,
        limit: LIMIT,
        listed: [...listed.keys()],
      },
      (reply) => {
        if (reply.kind === 'loading') status.textContent = say(words, 'loading', { count: reply.count });
        else if (reply.kind === 'failure')
          status.textContent = reply.unavailable
            ? words.web('panel-unavailable')
            : say(words, 'failed', { error: reply.error });
        else if (reply.kind === 'faces') {
          const rows = new Map(
            [...results.querySelectorAll<HTMLElement>('.fits-add')].map((b) => [b.dataset.cardId, b]),
          );
          for (const face of reply.faces) {
            const row = rows.get(face.id);
            const name = row?.querySelector('strong')?.textContent ?? '';
            row?.append(resultFace({ ...face, name }, words));
          }
        } else if (reply.kind === 'cards') {
          show(reply.cards);
          results.dataset.searchMs = String(reply.ms);
          status.textContent = reply.cards.length
            ? say(words, 'found', {
                total: reply.total,
                count: reply.total,
                ms: reply.ms,
                shown: reply.total > reply.cards.length ? say(words, 'shown', { listed: reply.cards.length }) : '',
              })
            : say(words, 'none');
        }
      },
    );
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  search.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, 150);
  });
  typeSelect.addEventListener('change', run);
  categorySelect.addEventListener('change', run);

  const section = h(
    'section',
    { class: 'block fits-block', 'aria-labelledby': 'fits-title', 'data-testid': 'fits' },
    h('h3', { id: 'fits-title' }, say(words, 'title', { totem: face.name })),
    h('p', {}, say(words, 'hint')),
    h('p', { class: 'facts', 'data-testid': 'fits-count' }, say(words, 'count', { count: verdict.deck.counts.total })),
    h(
      'div',
      { class: 'fits-controls' },
      h('label', { for: 'fits-search' }, say(words, 'search')),
      search,
      h('label', { for: 'fits-type' }, say(words, 'type')),
      typeSelect,
      h('label', { for: 'fits-category' }, say(words, 'category')),
      categorySelect,
    ),
    status,
    results,
  );
  const open = h(
    'button',
    { type: 'button', class: 'fits-open', 'data-testid': 'fits-open', 'aria-controls': 'fits-panel' },
    say(words, 'open'),
  );
  const close = h('button', { type: 'button', class: 'fits-close', 'data-testid': 'fits-close' }, say(words, 'close'));
  section.id = 'fits-panel';
  section.prepend(close);
  const toggle = (on: boolean) => {
    state.open = on;
    section.hidden = !on;
    open.hidden = on;
  };
  open.addEventListener('click', () => {
    toggle(true);
    search.focus();
  });
  close.addEventListener('click', () => {
    toggle(false);
    open.focus();
  });
  toggle((state.open ??= matchMedia('(min-width: 1000px)').matches));
  slot.replaceChildren(open, section);
  run();
}
