import type { DiffCard, DiffResult, DiffSide } from '../model/diff.js';
import { types } from '../model/message.js';
import { podText } from '../model/pod-messages.js';
import { renderValue } from '../model/render-message.js';
import type { CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { wrapText } from './wrap.js';

const COLUMNS = 80;

const cardLine = (card: DiffCard): string =>
  `${clean(card.name)}${card.set ? ` ${clean(card.set)}` : ''}${card.number ? ` ${clean(card.number)}` : ''}`;

/** `totem diff` as text: the verdicts, the Totem and identity when they moved, then added, removed, changed. */
export function formatDiffText(result: DiffResult, ctx: CommandFormatContext): string {
  const { style: c, locale } = ctx;
  const t = podText(locale);
  const verdict = (s: DiffSide): string => (s.valid ? c.green(t('valid')) : c.red(t('invalid', { count: s.errors })));
  const totem = (s: DiffSide): string => (s.totem ? clean(s.totem.name) : t('no-totem'));
  const identity = (s: DiffSide): string => (s.identity ? renderValue(types(s.identity), locale) : '—');
  const out = [
    c.bold(t('diff-title', { a: clean(result.a.file), b: clean(result.b.file) })),
    ...[result.a, result.b].map((side) =>
      wrapText(t('diff-verdict', { file: clean(side.file), verdict: verdict(side) }), COLUMNS, 2, 0, c.width),
    ),
  ];
  if (result.totemChanged) out.push(t('diff-totem', { from: totem(result.a), to: totem(result.b) }));
  if (result.identityChanged)
    out.push(
      wrapText(t('diff-identity', { from: identity(result.a), to: identity(result.b) }), COLUMNS, 2, 0, c.width),
    );
  if (result.same) {
    out.push('', t('diff-same'));
    return `${out.join('\n')}\n`;
  }
  const block = (id: string, cards: DiffCard[], mark: string, paint: (s: string) => string): void => {
    if (!cards.length) return;
    out.push('', c.bold(t(id)));
    for (const card of cards)
      out.push(
        paint(
          `  ${mark} ${String(mark === '~' ? t('diff-count', { from: card.from, to: card.to }) : mark === '+' ? card.to : card.from).padStart(mark === '~' ? 0 : 2)} ${cardLine(card)}`,
        ),
      );
  };
  block('diff-added', result.added, '+', c.green);
  block('diff-removed', result.removed, '-', c.red);
  block('diff-changed', result.changed, '~', c.yellow);
  out.push(
    '',
    t('diff-summary', { added: result.added.length, removed: result.removed.length, changed: result.changed.length }),
  );
  return `${out.join('\n')}\n`;
}
