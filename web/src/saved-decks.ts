import { clean, renderMessage, type MessageData, type MessageTable } from './engine.js';
import { h } from './dom.js';
import type { PageVerdict } from './verdict-types.js';
import type { Words } from './words.js';
import { idbStore } from './idb.js';

// Decks kept on the device (issue 43 item 5): named lists in IndexedDB (asked to persist), saved in one tap under
// the Totem's name, listed with their verdict and Totem, renamed in place, deleted, written to a backup file and
// read back from one; the page opens on the last deck. Nothing leaves the device.

const EN: MessageTable = {
  save: 'Save deck',
  saved: 'Saved as "{name}".',
  'save-failed': 'The deck could not be saved on this device ({error}).',
  open: 'Saved decks',
  title: 'Decks saved on this device',
  none: 'No deck saved yet: "Save deck" keeps the list in the box.',
  untitled: 'Deck without a Totem',
  valid: '✔ valid',
  invalid: '✖ invalid',
  unchecked: 'not judged',
  rename: 'Rename',
  'rename-label': 'New name for {name}',
  delete: 'Delete',
  'open-deck': 'Open {name}',
  export: 'Back up (file)',
  import: 'Restore a backup',
  imported: { one: '{count} deck restored.', other: '{count} decks restored.' },
  'import-failed': 'That file is not a backup of saved decks.',
};
const ES: MessageTable = {
  save: 'Guardar mazo',
  saved: 'Guardado como «{name}».',
  'save-failed': 'No se pudo guardar el mazo en este dispositivo ({error}).',
  open: 'Mazos guardados',
  title: 'Mazos guardados en este dispositivo',
  none: 'Aún no hay mazos guardados: «Guardar mazo» guarda la lista del cuadro.',
  untitled: 'Mazo sin Tótem',
  valid: '✔ válido',
  invalid: '✖ no válido',
  unchecked: 'sin veredicto',
  rename: 'Cambiar nombre',
  'rename-label': 'Nuevo nombre para {name}',
  delete: 'Borrar',
  'open-deck': 'Abrir {name}',
  export: 'Copia de seguridad (archivo)',
  import: 'Restaurar una copia',
  imported: { one: '{count} mazo restaurado.', other: '{count} mazos restaurados.' },
  'import-failed': 'Ese archivo no es una copia de seguridad de mazos guardados.',
};

function say(words: Words, id: string, data: MessageData = {}): string {
  return renderMessage(words.lang === 'es' ? ES : EN, 'web-saved', id, data, {
    ...words.locale,
    template: () => undefined,
  });
}

/** One kept deck: its list, and what its last check said (shown in the list of decks). */
export interface SavedDeck {
  id: string;
  name: string;
  text: string;
  valid: boolean | null;
  totem: string | null;
  saved: number;
}

/** The deck the page opens on (the last one saved or opened). */
const LAST = 'totem-last-deck';
/** A backup file's kind, so a restore knows one. */
const BACKUP = 'totem-saved-decks';
/** At most this many decks in a backup read back (a file is the player's, but may be any file). */
const MAX_IMPORT = 1000;
const MAX_TEXT = 64 * 1024;

const run = idbStore('totem-decks', 'decks', { keyPath: 'id' });

export const allDecks = async (): Promise<SavedDeck[]> =>
  (await run('readonly', (s) => s.getAll() as IDBRequest<SavedDeck[]>)).sort((a, b) => b.saved - a.saved);
const put = (deck: SavedDeck) => run('readwrite', (s) => s.put(deck));
const remove = (id: string) => run('readwrite', (s) => s.delete(id));

/** A deck read from a backup (or the store): only its fields, as text of bounded length; else null. */
function deckOf(value: unknown): SavedDeck | null {
  const d = value as Partial<SavedDeck> | null;
  if (!d || typeof d.name !== 'string' || typeof d.text !== 'string' || d.text.length > MAX_TEXT) return null;
  return {
    id: typeof d.id === 'string' && d.id.length <= 64 ? d.id : crypto.randomUUID(),
    name: clean(d.name.slice(0, 200)),
    text: d.text,
    valid: typeof d.valid === 'boolean' ? d.valid : null,
    totem: typeof d.totem === 'string' ? clean(d.totem.slice(0, 200)) : null,
    saved: typeof d.saved === 'number' ? d.saved : Date.now(),
  };
}

/** The deck the page opens on: the last one saved or opened, if it is still kept. */
export async function lastDeck(): Promise<SavedDeck | null> {
  const id = localStorage.getItem(LAST);
  if (!id) return null;
  const deck = (await allDecks().catch(() => [])).find((d) => d.id === id) ?? null;
  currentId = deck?.id ?? null;
  return deck;
}

interface SavedDeps {
  words(): Words;
  /** The list in the box and its verdict (null before a check). */
  current(): { text: string; verdict: PageVerdict | null };
  /** Put a kept list in the box and check it. */
  load(text: string): void;
  say(text: string): void;
}

/** The id of the deck in the box when it came from (or went to) the store: a save updates it. */
let currentId: string | null = null;

/** The list in the box has become another (typed, pasted, opened from a file): its next save is a new deck. */
export function forgetCurrent(): void {
  currentId = null;
}

/** The save button and the saved decks' panel, in the list's actions (`actions`) and after the form. */
export function mountSavedDecks(actions: HTMLElement, deps: SavedDeps): void {
  const save = h('button', { type: 'button', 'data-testid': 'save-deck' });
  const toggle = h('button', { type: 'button', 'data-testid': 'saved-decks-open', 'aria-expanded': 'false' });
  const panel = h('section', { class: 'block saved-decks', 'data-testid': 'saved-decks', hidden: true });
  actions.append(save, toggle);
  actions.closest('form')!.after(panel);

  const label = () => {
    const w = deps.words();
    save.textContent = say(w, 'save');
    toggle.textContent = say(w, 'open');
  };
  label();
  document.getElementById('lang')?.addEventListener('change', () => {
    label();
    if (!panel.hidden) void draw();
  });

  save.addEventListener('click', async () => {
    const w = deps.words();
    const { text, verdict } = deps.current();
    const kept = currentId ? (await allDecks().catch(() => [])).find((d) => d.id === currentId) : undefined;
    const totem = verdict?.deck.totem?.name ?? null;
    const deck: SavedDeck = {
      id: kept?.id ?? crypto.randomUUID(),
      name: kept?.name ?? clean(totem ?? say(w, 'untitled')),
      text,
      valid: verdict?.deck.valid ?? null,
      totem,
      saved: Date.now(),
    };
    try {
      // Kept until the player deletes it, not when the browser needs room (where the browser grants it).
      void navigator.storage?.persist?.().catch(() => false);
      await put(deck);
      currentId = deck.id;
      localStorage.setItem(LAST, deck.id);
      deps.say(say(w, 'saved', { name: deck.name }));
      if (!panel.hidden) await draw();
    } catch (error) {
      deps.say(say(w, 'save-failed', { error: error instanceof Error ? error.message : String(error) }));
    }
  });

  toggle.addEventListener('click', async () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) await draw();
  });

  async function draw(): Promise<void> {
    const w = deps.words();
    const decks = await allDecks().catch(() => []);
    const rows = decks.map((deck) => row(deck, w));
    const backup = h('button', { type: 'button', 'data-testid': 'saved-decks-export' }, say(w, 'export'));
    backup.addEventListener('click', () => exportBackup(decks));
    const file = h('input', { type: 'file', accept: '.json,application/json', 'data-testid': 'saved-decks-import' });
    file.addEventListener('change', async () => {
      const chosen = file.files?.[0];
      if (chosen) await importBackup(chosen, w);
    });
    panel.replaceChildren(
      h('h3', {}, say(w, 'title')),
      decks.length ? h('ul', { class: 'saved-list' }, ...rows) : h('p', {}, say(w, 'none')),
      h(
        'div',
        { class: 'actions' },
        backup,
        h('label', { class: 'button file-button' }, file, h('span', {}, say(w, 'import'))),
      ),
    );
  }

  function row(deck: SavedDeck, w: Words): HTMLElement {
    const verdict = say(w, deck.valid === null ? 'unchecked' : deck.valid ? 'valid' : 'invalid');
    const name = h(
      'button',
      { type: 'button', class: 'saved-name', 'aria-label': say(w, 'open-deck', { name: deck.name }) },
      deck.name,
    );
    name.addEventListener('click', () => {
      currentId = deck.id;
      localStorage.setItem(LAST, deck.id);
      deps.load(deck.text);
    });
    const rename = h('button', { type: 'button', 'data-testid': 'saved-deck-rename' }, say(w, 'rename'));
    const del = h('button', { type: 'button', 'data-testid': 'saved-deck-delete' }, say(w, 'delete'));
    const item = h(
      'li',
      { 'data-testid': 'saved-deck', 'data-id': deck.id, 'data-valid': String(deck.valid) },
      name,
      h('span', { class: 'facts' }, [verdict, deck.totem].filter(Boolean).join(' · ')),
      h('span', { class: 'saved-tools' }, rename, del),
    );
    // Renamed in place: the name becomes a text box; Enter or leaving it keeps the new name, Escape the old one.
    rename.addEventListener('click', () => {
      const box = h('input', {
        type: 'text',
        value: deck.name,
        maxlength: 200,
        'data-testid': 'saved-deck-name',
        'aria-label': say(w, 'rename-label', { name: deck.name }),
      });
      let done = false;
      const finish = async (keep: boolean) => {
        if (done) return;
        done = true;
        const next = box.value.trim();
        if (keep && next && next !== deck.name) await put({ ...deck, name: next });
        await draw();
      };
      box.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') void finish(true);
        if (event.key === 'Escape') void finish(false);
      });
      box.addEventListener('blur', () => void finish(true));
      name.replaceWith(box);
      box.focus();
      box.select();
    });
    del.addEventListener('click', async () => {
      await remove(deck.id);
      if (currentId === deck.id) currentId = null;
      await draw();
    });
    return item;
  }

  function exportBackup(decks: SavedDeck[]): void {
    const blob = new Blob([JSON.stringify({ kind: BACKUP, version: 1, decks }, null, 2)], {
      type: 'application/json',
    });
    const link = h('a', { href: URL.createObjectURL(blob), download: 'totem-decks.json' });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }

  async function importBackup(file: File, w: Words): Promise<void> {
    const data = await file
      .text()
      .then((text) =>
        file.size > MAX_IMPORT * MAX_TEXT ? null : (JSON.parse(text) as { kind?: unknown; decks?: unknown }),
      )
      .catch(() => null);
    if (data?.kind !== BACKUP || !Array.isArray(data.decks)) {
      deps.say(say(w, 'import-failed'));
      return;
    }
    const decks = data.decks.slice(0, MAX_IMPORT).flatMap((d: unknown) => deckOf(d) ?? []);
    for (const deck of decks) await put(deck);
    deps.say(say(w, 'imported', { count: decks.length }));
    await draw();
  }
}
