import type { Card } from '../model/card.js';
import { cardLabel } from '../model/labels.js';
import { openCardSource } from '../cards/open.js';
import { baseIdentity, describeSource, withExtras } from '../derive/identity.js';
import { clean } from '../format/sanitize.js';
import { versionsValue } from '../model/versions.js';
import { printVersions } from './versions-table.js';
import { notATotem, resolveCardArg } from './card-arg.js';
import { UsageError, errorOf } from '../model/errors.js';
import { extraTypesOption } from './options.js';
import { cardText, cliLocale, t } from './messages.js';
import { jsonText, out, terminalStyle, useColor, warn } from './output.js';
import { importProgress } from './import-progress.js';
import type { Problem } from '../model/problem.js';
import { type Identity } from '../model/facts.js';

export interface IdentityCliOptions {
  extraTypes?: string;
  deck?: string;
  format: string;
  dataDir?: string[];
  offline?: boolean;
  color?: boolean;
}

const IDENTITY_RULES = ['type-identity', 'special-energy-identity', 'extra-types'];

export function identityJson(identity: Identity): Record<string, unknown> {
  return {
    types: identity.types,
    extraSlots: identity.extraSlots,
    extraTypes: identity.extraTypes,
    sources: identity.sources,
  };
}

/** `totem identity CARD`: allowed types and where each comes from; with --deck, what that deck would break. */
export async function runIdentity(input: string, options: IdentityCliOptions): Promise<number> {
  const locale = cliLocale();
  const source = await openCardSource({
    dataDirs: options.dataDir,
    offline: options.offline,
    onWarning: warn,
    onImport: importProgress(),
  });
  try {
    const resolved = await resolveCardArg(source.lookup, input);
    if (resolved.versions) {
      // A name with several versions: each version's identity, so the player can pick.
      if (options.deck)
        throw errorOf(UsageError, 'name-one-version', {
          input,
          count: resolved.versions.length,
          versions: versionsValue(resolved.versions),
        });
      const rows = resolved.versions.map((group) => ({
        card: group[0]!,
        printings: group,
        identity: baseIdentity([group[0]!]),
      }));
      if (options.format === 'json') {
        out(
          jsonText({
            versions: rows.map((r) => ({
              card: { id: r.card.id, name: r.card.name },
              printings: r.printings.map((p) => p.id),
              ...identityJson(withExtras(r.identity, [], 'none', () => ({ detail: 'declared' }))),
            })),
          }),
        );
        return 0;
      }
      await printVersions(
        input,
        rows,
        (r) => r.printings,
        ['col-identity', 'col-extra-slots'],
        (r) => [r.identity.types.map(locale.typeName).join(', '), r.identity.extraSlots],
        options.color,
      );
      return 0;
    }
    const totem: Card = resolved.card;
    const notATotemText = await notATotem(totem, locale);
    if (notATotemText) {
      out(options.format === 'json' ? jsonText({ eligible: false, reason: notATotemText }) : clean(notATotemText));
      return 1;
    }
    const declared = extraTypesOption(options.extraTypes);
    let identity: Identity;
    let breaks: Problem[] = [];
    if (options.deck) {
      // The deck what-if needs the reader and the rules; a plain identity question loads neither.
      const [{ runRules }, { resolveParsedDeck }, { RULE_IDS }, { readDeck }] = await Promise.all([
        import('../check/engine.js'),
        import('../check/run.js'),
        import('../rules/index.js'),
        import('./read-deck.js'),
      ]);
      const parsed = await readDeck(options.deck, options.deck);
      // What-if: this card is the Totem; the deck's own Totem section joins the other cards.
      const asDeck = {
        ...parsed,
        entries: parsed.entries.map((e) => (e.section === 'totem' ? { ...e, section: null } : e)),
        totemRef: null,
      };
      const totemText = {
        name: totem.name,
        set: totem.setCode ?? totem.setId,
        number: totem.number,
        text: cardLabel(totem),
      };
      const { deck, facts } = await resolveParsedDeck(asDeck, source.lookup, {
        totem: { card: totemText, line: null },
        extraTypes: declared,
      });
      identity = facts.identity!;
      const off = Object.fromEntries(
        RULE_IDS.filter((id) => !IDENTITY_RULES.includes(id)).map((id) => [id, 'off' as const]),
      );
      breaks = runRules(deck, facts, { bans: [] }, off, locale);
    } else {
      const pieces = [totem];
      const base = baseIdentity(pieces);
      identity = withExtras(base, (declared ?? []).slice(0, base.extraSlots), 'declared', () => ({
        detail: 'declared',
      }));
    }
    if (options.format === 'json') {
      out(jsonText(options.deck ? { ...identityJson(identity), breaks } : identityJson(identity)));
    } else {
      const c = terminalStyle(useColor(options.color));
      const lines = [`${c.bold(clean(cardText(totem)))} ${c.dim(`(${totem.id})`)}`];
      const row = (label: string, value: string): string => `  ${t(label).padEnd(20)}${value}`;
      lines.push(row('row-identity', identity.types.map(locale.typeName).join(', ') || t('identity-none')));
      for (const s of identity.sources) lines.push(`    ${clean(describeSource(s, locale))}`);
      const why = identity.colorlessTotem
        ? t('slots-colorless')
        : identity.extraSlots
          ? t('slots-retreat', { retreat: identity.retreatCost })
          : '';
      lines.push(row('row-extra-slots', `${identity.extraSlots}${why}`));
      if (identity.retreatCost === 0 && !identity.colorlessTotem) lines.push(`  ${t('zero-retreat')}`);
      if (options.deck) {
        const deck = clean(options.deck);
        lines.push(
          breaks.length
            ? c.red(`  ${t('would-break', { count: breaks.length, deck })}`)
            : c.green(`  ${t('all-fit', { deck })}`),
        );
        for (const p of breaks)
          lines.push(`    ${t('break-line', { line: p.line ?? '-', message: clean(p.message), rule: p.rule })}`);
      }
      out(lines.join('\n'));
    }
    return breaks.some((p) => p.severity === 'error') ? 1 : 0;
  } finally {
    source.close();
  }
}
