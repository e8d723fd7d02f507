import './keep-offline.css';
import { h } from './dom.js';
import { PackStore, type SearchMaker, type Stored } from './pack-store.js';
import type { SearchIndexReply } from './keep-offline-search.js';
import { engineWorker } from './worker-ask.js';
import type { Words } from './words.js';

// "Keep all card data on this device" (issue 30, item 1): one press fetches every set of the pack the page was
// built with and keeps it where the set loaders find it offline (pack-store.ts); the browser is asked to keep it
// (`navigator.storage.persist()`, whose answer is shown but not waited for); "Clear stored card data" removes it.
// The button's `data-state` is `idle`, `working`, `partial` (some files could not be fetched: press again) or
// `done`, which it is again after a reload when every file of this pack is on the device.

type State = 'idle' | 'working' | 'partial' | 'done';

/** Where the page notes the pack it kept whole: a later visit built with a newer pack keeps that one too. */
const KEPT = 'totem-kept-pack';

/** What the section shows: its state, the last tally, and the last outcome worth a line. */
interface View {
  state: State;
  stored: Stored | null;
  note: 'cleared' | 'no-index' | 'updated' | null;
  persisted: boolean | null;
}

/** Set while the search index's worker runs, cleared when it answers (makeSearch). */
const MAKING = 'totem-search-making';
/** Long past what a slow phone takes (seconds): a worker silent this long is ended, the file fetched instead. */
const DEADLINE = 60_000;

/**
 * The search index made from the kept sets in a worker of its own (keep-offline-search.ts), ended once it answers:
 * the sets' texts are moved to it, not copied (some 17 MB). A worker out of memory takes the whole tab with it in
 * Chromium (no error reaches the page), and the kept sets would have every later press make it again: a marker
 * left set by a press that never heard back means the file is fetched instead (null), from then on.
 */
const makeSearch: SearchMaker = (texts, sets) =>
  new Promise((resolve) => {
    if (localStorage.getItem(MAKING) !== null) return resolve(null);
    localStorage.setItem(MAKING, '1');
    const worker = engineWorker();
    const done = (bytes: Uint8Array | null): void => {
      clearTimeout(deadline);
      worker.terminate();
      localStorage.removeItem(MAKING);
      resolve(bytes);
    };
    // A worker that never answers would leave the press working for ever.
    const deadline = setTimeout(() => done(null), DEADLINE);
    worker.onmessage = ({ data }: MessageEvent<Partial<SearchIndexReply>>) => {
      if (data.bytes !== undefined) done(data.bytes);
    };
    // A worker that fails (an error thrown, a reply that can't be read): the file is fetched instead.
    worker.onerror = (event) => {
      event.preventDefault();
      done(null);
    };
    worker.onmessageerror = () => done(null);
    const moved = [...new Set(texts.map((text) => text.buffer as ArrayBuffer))];
    worker.postMessage({ task: 'search-index', id: 0, texts, sets }, moved);
  });

const megabytes = (bytes: number, lang: string): string =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1048576);

/** The section, after `anchor` (the list's form): above the verdict, where the outage message points to it. */
export function mountKeepOffline(anchor: HTMLElement, words: () => Words): void {
  // No Cache Storage (a page served over plain http from another host): nothing can be kept, so no button.
  if (typeof caches === 'undefined') return;
  const base = new URL(__PACK_PATH__, document.baseURI).href;
  const store = new PackStore(base, new URL('./', document.baseURI).href, makeSearch);
  const view: View = { state: 'idle', stored: null, note: null, persisted: null };

  const hint = h('p', { class: 'hint', id: 'keep-offline-hint' });
  const keep = h('button', {
    type: 'button',
    'data-testid': 'keep-offline',
    'data-state': 'idle',
    'aria-describedby': 'keep-offline-hint',
  });
  const clear = h('button', { type: 'button', 'data-testid': 'keep-offline-clear', hidden: true });
  const status = h('p', { 'data-testid': 'keep-offline-status', role: 'status', 'aria-live': 'polite' });
  const persist = h('p', { 'data-testid': 'keep-offline-persist' });
  anchor.after(
    h('section', { class: 'keep-offline' }, hint, h('div', { class: 'actions' }, keep, clear), status, persist),
  );

  function render(): void {
    const w = words();
    const { state, stored, note, persisted } = view;
    hint.textContent = w.web('keep-offline-hint');
    keep.textContent = w.web('keep-offline');
    keep.dataset.state = state;
    keep.disabled = state === 'working';
    clear.textContent = w.web('keep-offline-clear');
    clear.hidden = state === 'idle' || state === 'working';
    const data = stored && { stored: stored.stored, total: stored.total, size: megabytes(stored.bytes, w.lang) };
    // "done" after picking up a newer pack by itself says so.
    const said = state === 'done' && note === 'updated' ? 'updated' : state;
    status.textContent =
      state === 'idle' ? (note ? w.web(`keep-offline-${note}`) : '') : data ? w.web(`keep-offline-${said}`, data) : '';
    persist.textContent =
      state === 'idle' || persisted === null
        ? ''
        : w.web(persisted ? 'keep-offline-persisted' : 'keep-offline-not-persisted');
  }

  function persisted(ask: boolean): void {
    const storage = navigator.storage;
    const answer = ask ? storage?.persist?.() : storage?.persisted?.();
    void Promise.resolve(answer ?? false)
      .catch(() => false)
      .then((granted) => {
        view.persisted = granted;
        render();
      });
  }

  async function keepAll(note: View['note'] = null): Promise<void> {
    if (view.state === 'working') return;
    Object.assign(view, { state: 'working', note });
    render();
    persisted(true);
    try {
      const stored = await store.keep((tally) => {
        view.stored = tally;
        render();
      });
      // A newer pack's files are all here: the old ones only take room.
      if (stored.complete) {
        await store.prune().catch(() => {});
        localStorage.setItem(KEPT, __PACK_PATH__);
      }
      Object.assign(view, { state: stored.complete ? 'done' : 'partial', stored });
    } catch {
      Object.assign(view, { state: 'idle', note: 'no-index' });
    }
    render();
  }
  keep.addEventListener('click', () => void keepAll());

  clear.addEventListener('click', async () => {
    await store.clear().catch(() => {});
    localStorage.removeItem(KEPT);
    Object.assign(view, { state: 'idle', stored: null, note: 'cleared', persisted: null });
    render();
  });

  // The language switch rewrites <html lang>: the section follows it.
  new MutationObserver(render).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  render();

  // On start: a page that kept an older pack whole keeps this newer one when online (and says so), the older one
  // going only once this one is all here (so it never leaves a device with neither); else other packs' files go,
  // and the button says whether this pack is all here.
  void (async () => {
    const kept = localStorage.getItem(KEPT);
    if (kept && kept !== __PACK_PATH__ && navigator.onLine) return keepAll('updated');
    if (!kept || kept === __PACK_PATH__) await store.prune().catch(() => {});
    const stored = await store.survey().catch(() => null);
    if (view.state !== 'idle' || !stored?.complete) return;
    localStorage.setItem(KEPT, __PACK_PATH__);
    Object.assign(view, { state: 'done', stored });
    persisted(false);
    render();
  })();
}
