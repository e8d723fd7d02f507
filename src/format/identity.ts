import { sourceValue } from '../model/common-messages.js';
import { renderValue } from '../model/render-message.js';
import type { IdentityResult } from '../model/results.js';
import { cardText, type CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { versionsText } from './versions.js';

export function formatIdentityText(result: IdentityResult, context: CommandFormatContext): string {
  const { t, style: c, locale } = context;
  if (result.kind === 'not-a-totem') return clean(result.reason);
  if (result.kind === 'versions')
    return versionsText(
      result.input,
      result.versions,
      ['col-identity', 'col-extra-slots'],
      (v) => [v.identity.types.map(locale.typeName).join(', '), v.identity.extraSlots],
      context,
    );
  const { card: totem, identity } = result;
  const lines = [`${c.bold(clean(cardText(totem, locale)))} ${c.dim(`(${totem.id})`)}`];
  const row = (label: string, value: string): string => `  ${t(label).padEnd(20)}${value}`;
  lines.push(row('row-identity', identity.types.map(locale.typeName).join(', ') || t('identity-none')));
  for (const s of identity.sources) lines.push(`    ${clean(renderValue(sourceValue(s), locale))}`);
  const why = identity.colorlessTotem
    ? t('slots-colorless')
    : identity.extraSlots
      ? t('slots-retreat', { retreat: identity.retreatCost })
      : '';
  lines.push(row('row-extra-slots', `${identity.extraSlots}${why}`));
  if (identity.retreatCost === 0 && !identity.colorlessTotem) lines.push(`  ${t('zero-retreat')}`);
  if (result.deck) {
    const { breaks } = result.deck;
    const deck = clean(result.deck.name);
    lines.push(
      breaks.length
        ? c.red(`  ${t('would-break', { count: breaks.length, deck })}`)
        : c.green(`  ${t('all-fit', { deck })}`),
    );
    for (const p of breaks)
      lines.push(`    ${t('break-line', { line: p.line ?? '-', message: clean(p.message), rule: p.rule })}`);
  }
  return lines.join('\n');
}
