import type { Identity } from '../model/facts.js';
import { sourceValue } from '../model/common-messages.js';
import { renderValue } from '../model/render-message.js';
import type { IdentityResult } from '../model/results.js';
import { cardText, type CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { versionsText } from './versions.js';

function identityJson({ types, extraSlots, extraTypes, sources }: Identity) {
  return { types, extraSlots, extraTypes, sources };
}

/** `identity --format json` as an object (the library returns it). */
export function identityJsonOf(result: IdentityResult) {
  if (result.kind === 'not-a-totem') return { eligible: false, reason: result.reason };
  if (result.kind === 'versions') {
    const versions = result.versions.map((v) => ({
      card: { id: v.card.id, name: v.card.name },
      printings: v.printings.map((p) => p.id),
      ...identityJson(v.identity),
    }));
    return { versions };
  }
  const json = identityJson(result.identity);
  return result.deck ? { ...json, breaks: result.deck.breaks } : json;
}

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
