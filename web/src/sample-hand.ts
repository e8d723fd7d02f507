import type { SampleCard } from '../../src/lib/browser.js';
import { renderMessage, type MessageData, type MessageTable } from './engine.js';
import { h } from './dom.js';
import type { PlayReply, PlayRequest } from './play-worker.js';
import type { PageInput } from './verdict-types.js';
import { workerAsker } from './worker-ask.js';
import type { Words } from './words.js';

// After a check: a sample hand by the rulebook's setup, dealt by the library's sample() — `totem sample`'s use
// case — in a worker of its own: the Totem in the Totem Zone, 7 cards (free mulligans until a Basic, counted),
// the 6 Prize cards hidden until asked, and a draw a turn with whether the Totem could be invoked yet.

const EN: MessageTable = {
  title: 'Sample hand',
  deal: 'Deal a hand',
  dealing: 'Dealing…',
  seed: 'Seed {seed}',
  totem: 'Totem Zone: {name}',
  mulligans: { one: '{count} free mulligan before this hand', other: '{count} free mulligans before this hand' },
  basic: 'Basic',
  prizes: 'Show the Prize cards',
  turn: 'Turn {turn}: {card} — {energy} Energy on the Totem',
  invoked: 'the Totem can be invoked',
  failed: 'No hand was dealt ({error}); the page still works: try again.',
};
const ES: MessageTable = {
  title: 'Mano de muestra',
  deal: 'Repartir una mano',
  dealing: 'Repartiendo…',
  seed: 'Semilla {seed}',
  totem: 'Zona del Tótem: {name}',
  mulligans: {
    one: '{count} mulligan gratis antes de esta mano',
    other: '{count} mulligans gratis antes de esta mano',
  },
  basic: 'Básico',
  prizes: 'Mostrar las cartas de Premio',
  turn: 'Turno {turn}: {card} — {energy} Energía en el Tótem',
  invoked: 'el Tótem se puede invocar',
  failed: 'No se repartió ninguna mano ({error}); la página sigue funcionando: inténtalo de nuevo.',
};

/** The sample hand's own words, for the page-words test. */
export const SAMPLE_MESSAGES = { en: EN, es: ES };

function say(words: Words, id: string, data: MessageData = {}): string {
  return renderMessage(words.lang === 'es' ? ES : EN, 'web-sample', id, data, {
    ...words.locale,
    template: () => undefined,
  });
}

/** One request to the play worker (the sample hand's and the exports'). */
export const ask = workerAsker<Omit<PlayRequest, 'id' | 'packUrl'>, PlayReply>('play');

const cardItem = (card: SampleCard, words: Words): HTMLElement =>
  h(
    'li',
    { 'data-testid': 'sample-card', 'data-basic': String(card.basic) },
    card.name,
    card.basic ? h('span', { class: 'tag' }, ` · ${say(words, 'basic')}`) : '',
  );

async function deal(text: string | Uint8Array, words: Words, out: HTMLElement): Promise<void> {
  out.replaceChildren(h('p', {}, say(words, 'dealing')));
  out.setAttribute('aria-busy', 'true');
  const reply = await ask({ lang: words.lang, text, seed: Math.floor(Math.random() * 1001) });
  out.removeAttribute('aria-busy');
  const dealt = reply.kind === 'sample' ? reply.sample : null;
  if (!dealt || !('hand' in dealt)) {
    const error = dealt ? dealt.error.message : reply.kind === 'failure' ? reply.error : '';
    const unavailable = reply.kind === 'failure' && reply.unavailable;
    out.replaceChildren(
      h('p', { role: 'alert' }, unavailable ? words.web('panel-unavailable') : say(words, 'failed', { error })),
    );
    return;
  }
  const s = dealt;
  const prizes = h('ul', { class: 'sample-prizes', hidden: true }, ...s.prizes.map((c) => h('li', {}, c.name)));
  const show = h('button', { type: 'button', 'aria-expanded': 'false' }, say(words, 'prizes'));
  show.addEventListener('click', () => {
    prizes.hidden = !prizes.hidden;
    show.setAttribute('aria-expanded', String(!prizes.hidden));
  });
  out.replaceChildren(
    h('p', {}, say(words, 'totem', { name: s.totem?.name ?? '—' }), ' · ', say(words, 'seed', { seed: s.seed })),
    h('p', { 'data-testid': 'sample-mulligans' }, say(words, 'mulligans', { count: s.mulligans })),
    h('ul', { class: 'sample-cards' }, ...s.hand.map((c) => cardItem(c, words))),
    show,
    prizes,
    h(
      'ul',
      { class: 'sample-draws' },
      ...s.draws.map((d) =>
        h(
          'li',
          {},
          say(words, 'turn', { turn: d.turn, card: d.draw?.name ?? '—', energy: d.energy }),
          d.invoked ? ` · ${say(words, 'invoked')}` : '',
        ),
      ),
    ),
  );
}

/** After a verdict: the sample hand's section and its "Deal a hand" button (a list over the size limit has none). */
export function showSampleHand(result: HTMLElement, checked: PageInput, words: Words): void {
  if (checked.kind === 'too-large') return;
  const text = checked.kind === 'text' ? checked.text : checked.bytes;
  const out = h('div', { 'aria-live': 'polite' });
  const button = h('button', { type: 'button', 'data-testid': 'sample-hand-deal' }, say(words, 'deal'));
  button.addEventListener('click', () => void deal(text, words, out));
  result.append(
    h(
      'section',
      { class: 'block sample-hand', 'data-testid': 'sample-hand', 'aria-labelledby': 'sample-hand-title' },
      h('h3', { id: 'sample-hand-title' }, say(words, 'title')),
      button,
      out,
    ),
  );
}
