import './frame-guard.js';
// The policy tables (section headers, bans, …) the main thread's list edits read: the library's modules are side-effect
// free for the bundler, so the import of them that src/lib/browser.ts makes does not reach this bundle.
import '../../src/lib/browser-data.js';
import './style.css';
import { registerSW } from 'virtual:pwa-register';
import { MAX_DECK_BYTES, MAX_DECK_LINES, applyRepair, pastDeckLines, type Repair } from './engine.js';
import { Checker, idle } from './checker.js';
import { h } from './dom.js';
import { chooseLang, type Lang } from './lang.js';
import { MAX_SHARED_LIST, fragmentOf } from './share.js';
import { openSharedLink, prepareSharedLinks } from './share-link.js';
import { cardPicture, renderVerdict } from './verdict.js';
import type { CardFace, PageInput, PageVerdict } from './verdict-types.js';
import { wordsFor, type Words } from './words.js';
import { moveToTotem, showCandidates } from './candidates.js';
import { showVerdict } from './phone.js';
import { selectLine } from './line-select.js';
import { mountPod } from './pod.js';
import { showFits } from './fits.js';
import { showTotemStart } from './totem-start.js';
import { mountKeepOffline } from './keep-offline.js';
import { textOf } from './file-text.js';
import { showCompare } from './compare.js';
import { showSampleHand } from './sample-hand.js';
import { showExport } from './export.js';
import { showPrintList } from './print-list.js';
import { mountVariant } from './variant.js';
import { arrangeVerdict, holdPlace, mountEditor } from './layout.js';
import { forgetCurrent, lastDeck, mountSavedDecks } from './saved-decks.js';
import { mark } from './mark.js';

mark('m:module');
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>('deck-form');
const input = $<HTMLTextAreaElement>('deck-input');
const fileInput = $<HTMLInputElement>('file');
const langSelect = $<HTMLSelectElement>('lang');
const status = $<HTMLParagraphElement>('status');
const result = $<HTMLDivElement>('result');
const more = $<HTMLDivElement>('more');
const dialog = $<HTMLDialogElement>('card-view');
const { editor, slot: fitsSlot } = mountEditor(form);

const checker = new Checker();
let lang: Lang = chooseLang(location.search, navigator.languages);
let words: Words = wordsFor(lang);
/** The last list checked (to check it again in another language) and the check whose answer counts. */
let lastInput: PageInput | null = null;
let lastVerdict: PageVerdict | null = null;
let current = 0;
/** Checks asked and not answered yet (the service worker waits for none to be running: afterStart). */
let checking = 0;

function applyLang(): void {
  document.documentElement.lang = lang;
  document.title = words.web('title');
  langSelect.value = lang;
  for (const el of document.querySelectorAll<HTMLElement>('[data-w]')) el.textContent = words.web(el.dataset.w!);
}

/** The live region: progress and outcomes for everyone; an echo of the verdict heading only for screen readers. */
function say(text: string, echo = false): void {
  status.textContent = text;
  status.classList.toggle('sr-only', echo);
}

function showCard(face: CardFace): void {
  $('card-view-title').textContent = face.name;
  $('card-view-body').replaceChildren(cardPicture(face, words));
  dialog.showModal();
}

function download(): void {
  if (!lastVerdict) return;
  const blob = new Blob([lastVerdict.json], { type: 'application/json' });
  const link = h('a', { href: URL.createObjectURL(blob), download: 'totem-report.json' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

async function copyLink(): Promise<string> {
  try {
    await navigator.clipboard.writeText(location.href);
    return words.web('link-copied');
  } catch {
    return words.web('link-copy-failed');
  }
}

/**
 * The list goes in the fragment (never sent to a server), so reloading or sending the address shows this verdict;
 * `fragment`: the list's, made by the check's worker (engine.ts), so the press spends no time packing it here.
 */
function share(text: string | null, fragment?: string): string | null {
  const base = `${location.pathname}${location.search}`;
  if (text === null || text.length > MAX_SHARED_LIST) {
    history.replaceState(null, '', base);
    return text === null ? null : words.web('link-too-long');
  }
  history.replaceState(null, '', `${base}${fragment ?? fragmentOf(text)}`);
  return null;
}

/**
 * A set code the page's card data doesn't know may be a set newer than that data: said online and offline alike
 * (`navigator.onLine` says nothing of what a server answers). Online, the sets TCGdex lists that the data lacks.
 */
function noticesOf(verdict: PageVerdict): string[] {
  // A code of an announced set is said on its unverified line, with the set's name and date.
  const said = new Set(verdict.deck.unverified?.flatMap((u) => u.text.split(/\s+/)));
  const codes = verdict.unknownSetCodes.filter((code) => !said.has(code));
  const { newerSets: sets, packDate: date } = verdict;
  return [
    ...(codes.length ? [words.web('unknown-sets', { count: codes.length, codes: codes.join(', '), date })] : []),
    ...(sets.length ? [words.web('newer-sets', { count: sets.length, sets: sets.join(', '), date })] : []),
  ];
}

async function check(pageInput: PageInput, sharedText: string | null, focus: boolean): Promise<void> {
  const id = ++current;
  lastInput = pageInput;
  if (pageInput.kind === 'text' && pageInput.text.trim() === '') {
    lastVerdict = null;
    more.replaceChildren();
    fitsSlot.replaceChildren();
    result.replaceChildren(
      h('p', { class: 'failure', 'data-testid': 'failure', role: 'alert' }, words.web('empty-list')),
    );
    // An empty box: a deck can start from its Totem (totem-start.ts), then the cards that fit it.
    showTotemStart(result, words, (list) => {
      input.value = list;
      checkText(true);
    });
    say('');
    share(null);
    return;
  }
  // A check the page started keeps the player's place (layout.ts), its progress said to screen readers only (a
  // line shown above the list would move it); Check and a shared link show the verdict.
  say(words.web('checking'), !focus);
  result.style.minHeight = '';
  const placeBack = focus ? () => {} : holdPlace(editor, result);
  // The old verdict goes at once: a verdict on screen is always the one of the list in the box.
  result.replaceChildren();
  more.replaceChildren();
  fitsSlot.replaceChildren();
  result.setAttribute('aria-busy', 'true');
  checking++;
  mark('m:check');
  const outcome = await checker.check(pageInput, lang, (count) => {
    if (id === current) say(words.web('loading-sets', { count }));
  });
  checking--;
  mark('m:reply');
  idle(() => afterStart());
  if (id !== current) return;
  result.removeAttribute('aria-busy');
  if (outcome.kind === 'failure') {
    lastVerdict = null;
    // The address names the list in the box, judged or not: a reload after "not on this device" checks this list.
    share(sharedText);
    const text = words.web(outcome.failure.id, outcome.failure.data);
    result.replaceChildren(h('p', { class: 'failure', 'data-testid': 'failure', role: 'alert' }, text));
    say('');
    placeBack();
    return;
  }
  lastVerdict = outcome.verdict;
  mark('m:render');
  const made = pageInput.kind === 'text' && pageInput.text === sharedText ? outcome.verdict.fragment : undefined;
  const tooLong = share(sharedText, made);
  const notices = [...noticesOf(outcome.verdict), ...(tooLong ? [tooLong] : [])];
  result.replaceChildren(
    renderVerdict(
      outcome.verdict,
      words,
      { showCard, download, copyLink, showLine: (line) => selectLine(input, line), repair },
      notices,
    ),
  );
  arrangeVerdict(result, more);
  mark('m:arranged');
  // A list with no Totem: its candidates; a tap moves the card(s) into a Totem section of the box (candidates.ts).
  showCandidates(result, outcome.verdict, words, (lines) => {
    input.value = moveToTotem(input.value, lines);
    checkText(true);
  });
  // A list with a Totem: the cards that fit it; a tap adds (or takes out) a line and checks again (fits.ts).
  showFits(fitsSlot, outcome.verdict, words, (change) => {
    input.value = change(input.value);
    checkText(false);
  });
  // After any verdict: "Compare with…" another list, as `totem diff` compares them (compare.ts).
  showCompare(more, pageInput, words);
  showSampleHand(more, pageInput, words);
  showExport(more, pageInput, words);
  showPrintList(result, pageInput, sharedText !== null && !tooLong ? location.href : null, words);
  say(result.querySelector('#verdict-title')?.textContent ?? '', true);
  mark('m:panels');
  if (focus) showVerdict(result);
  else placeBack();
  mark('m:done');
}

/**
 * A problem's repair tapped: the list edited and checked again, and the next thing to do brought into view — the
 * first repair offered, else the first problem, else the verdict — the page scrolled no further than that.
 */
function repair(r: Repair): void {
  input.value = applyRepair(input.value, r);
  void check({ kind: 'text', text: input.value, file: 'deck.txt' }, input.value, false).then(() => {
    const next = result.querySelector('[data-testid="repair"]') ?? result.querySelector('[data-testid="problem"]');
    (next ?? result.querySelector('#verdict-title'))?.scrollIntoView({ block: 'center' });
  });
}

function checkText(focus: boolean): void {
  void check({ kind: 'text', text: input.value, file: 'deck.txt' }, input.value, focus);
}

/** A dropped or opened file: too large → never read; text (UTF-8, UTF-16…) → into the box too; binary → checked as it is. */
async function openFile(file: File): Promise<void> {
  if (file.size > MAX_DECK_BYTES) return check({ kind: 'too-large', size: file.size, file: file.name }, null, true);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    say(words.web('file-unreadable', { file: file.name }));
    return;
  }
  const text = textOf(bytes);
  if (text !== null) input.value = text;
  await check({ kind: 'bytes', bytes, file: file.name }, text, true);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  // After Check the verdict is shown and said; when the Totem chooser pushes the first repair below the screen, that
  // repair — the next thing to tap — is brought into view.
  void check({ kind: 'text', text: input.value, file: 'deck.txt' }, input.value, true).then(() => {
    const next = result.querySelector('[data-testid="repair"]');
    const chooser = result.querySelector('[data-testid="totem-candidates"]');
    if (chooser && next && next.getBoundingClientRect().bottom > window.innerHeight)
      next.scrollIntoView({ block: 'center' });
  });
});
/**
 * The list in the box is checked while the player is still on it (checker.ahead): at once when a paste or a drop
 * changed it by more than a few characters, else once typing pauses; Check then shows that verdict.
 */
let aheadText = '';
let aheadTimer: ReturnType<typeof setTimeout> | undefined;
input.addEventListener('input', () => {
  clearTimeout(aheadTimer);
  const text = input.value;
  const ask = () => {
    if (text === aheadText || text.trim() === '' || text.length > MAX_DECK_BYTES) return;
    aheadText = text;
    mark('m:ahead');
    checker.ahead(text, lang);
  };
  if (Math.abs(text.length - aheadText.length) > 20) ask();
  else aheadTimer = setTimeout(ask, 500);
});
// A list pasted or opened is another deck: "Save deck" keeps it apart from the one opened before (saved-decks.ts).
input.addEventListener('paste', forgetCurrent);
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    checkText(true);
  }
});
fileInput.addEventListener('change', () => {
  const file = fileInput.files?.[0];
  forgetCurrent();
  if (file) void openFile(file);
  fileInput.value = '';
});
for (const type of ['dragenter', 'dragover'] as const)
  form.addEventListener(type, (event) => {
    event.preventDefault();
    form.classList.add('dropping');
  });
form.addEventListener('dragleave', () => form.classList.remove('dropping'));
form.addEventListener('drop', (event) => {
  event.preventDefault();
  form.classList.remove('dropping');
  const file = event.dataTransfer?.files[0];
  if (file) void openFile(file);
});
langSelect.addEventListener('change', () => {
  lang = langSelect.value === 'es' ? 'es' : 'en';
  words = wordsFor(lang);
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  history.replaceState(null, '', url);
  applyLang();
  if (lastInput) void check(lastInput, lastInput.kind === 'text' ? lastInput.text : null, false);
});

/** The list of a shared link; `onStart`, only while the box is empty (a list typed before it opened stays). */
async function fromFragment(onStart = false): Promise<void> {
  const link = await openSharedLink(location.hash);
  if (link.kind === 'none' || (onStart && input.value)) return;
  // More lines than a deck holds: refused before the box or the reader splits it (a million froze the page).
  if (link.kind === 'refused' || pastDeckLines(link.text)) {
    const max = new Intl.NumberFormat(lang).format(MAX_DECK_LINES);
    const why = link.kind === 'refused' ? words.web('link-refused') : words.web('link-too-many-lines', { max });
    result.replaceChildren(h('p', { class: 'failure', 'data-testid': 'failure', role: 'alert' }, why));
    return;
  }
  input.value = link.text;
  checkText(true);
}
window.addEventListener('hashchange', () => void fromFragment());

// The rules switch (variant.ts): a change checks the list on screen again under the other rules.
mountVariant(langSelect.closest('label')!, () => {
  if (lastInput) void check(lastInput, lastInput.kind === 'text' ? lastInput.text : null, false);
});
applyLang();
// A shared link opens on its list; otherwise the page opens on the last deck kept on the device.
if (location.hash) void fromFragment(true);
else
  void lastDeck().then((deck) => {
    if (!deck || input.value) return;
    input.value = deck.text;
    checkText(true);
  });
checker.warm();
mark('m:warm');

/**
 * What the page needs once it has answered its first lists, not while it does: the service worker (its install
 * downloads every script again, to keep them offline) and the worker for a share link opened later. 3 s after start,
 * when no check is running; else once the page is idle after the check that was; and at 15 s whatever runs, so that a
 * check hanging on a stalled connection never keeps the page from working offline.
 */
let started = false;
let due = false;
function afterStart(force = false): void {
  if (started || !due || (checking > 0 && !force)) return;
  started = true;
  prepareSharedLinks();
  registerSW({
    immediate: true,
    onOfflineReady() {
      if (!status.textContent) say(words.web('offline-ready'));
    },
  });
}
setTimeout(() => {
  due = true;
  afterStart();
}, 3000);
setTimeout(() => afterStart(true), 15_000);

mountPod($('main'), { checker, lang: () => lang, words: () => words, current: () => input.value });
mountKeepOffline(form, () => words);
mark('m:mount-pod-keep');
mountSavedDecks(form.querySelector<HTMLElement>('.actions')!, {
  words: () => words,
  current: () => ({ text: input.value, verdict: lastVerdict }),
  load: (text) => {
    input.value = text;
    checkText(true);
  },
  say,
});
mark('m:end');
