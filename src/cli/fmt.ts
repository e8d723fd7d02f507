import { openCardSource } from '../cards/open.js';
import { checkParsedDeck } from '../check/run.js';
import type { DeckCard } from '../model/resolved.js';
import { clean } from '../format/sanitize.js';
import { out, warn } from './output.js';
import { readDeck } from './read-deck.js';
import { cliLocale, t } from './messages.js';

const READ_RULES = ['parse', 'unknown-card', 'ambiguous-card'];

const SECTIONS = ['totem', 'pokemon', 'trainer', 'energy'] as const;

function sectionOf(dc: DeckCard): string {
  if (dc.card) return { Pokémon: 'pokemon', Trainer: 'trainer', Energy: 'energy' }[dc.card.supertype];
  return dc.entry.section ?? 'pokemon';
}

/** `totem fmt FILE`: the list in canonical form — sections in order, resolved set codes, counts merged. */
export async function runFmt(file: string, options: { dataDir?: string[]; offline?: boolean }): Promise<number> {
  const source = await openCardSource({ dataDirs: options.dataDir, offline: options.offline, onWarning: warn });
  try {
    const parsed = await readDeck(file, file === '-' ? 'stdin' : file);
    const locale = cliLocale();
    const { report, deck } = await checkParsedDeck(parsed, source.lookup, { context: { bans: [] }, locale });
    // fmt rewrites what it could read; the lines it could not read or resolve are named, and fail the command.
    const unreadable = report.problems.filter((p) => READ_RULES.includes(p.rule));
    for (const p of unreadable) warn(`${clean(deck.file)}:${p.line ?? 0}: ${clean(p.message)}`);
    const lines: string[] = [];
    if (parsed.extraTypes?.types.length)
      lines.push(t('fmt-extra-types', { types: parsed.extraTypes.types.map(locale.typeName).join(', ') }), '');
    for (const key of SECTIONS) {
      const list = key === 'totem' ? deck.totem : deck.cards.filter((dc) => sectionOf(dc) === key);
      const merged = new Map<string, { count: number; text: string }>();
      for (const dc of list) {
        const text = dc.card ? `${dc.card.name} ${dc.card.setCode ?? dc.card.setId} ${dc.card.number}` : dc.entry.text;
        // Basic Energy of one type is one card whatever the printing; everything else merges by printing.
        const k = dc.card ? (dc.card.energyKind === 'basic' ? dc.card.fingerprint : dc.card.id) : `?${dc.entry.text}`;
        const prev = merged.get(k);
        merged.set(k, { count: (prev?.count ?? 0) + dc.copies, text: prev?.text ?? text });
      }
      if (!merged.size) continue;
      const total = [...merged.values()].reduce((n, m) => n + m.count, 0);
      lines.push(`${t(`fmt-section-${key}`)}: ${total}`);
      for (const m of merged.values()) lines.push(`${m.count} ${clean(m.text)}`);
      lines.push('');
    }
    const total = deck.totem.concat(deck.cards).reduce((n, dc) => n + dc.copies, 0);
    lines.push(t('fmt-total', { count: total }));
    out(lines.join('\n'));
    return unreadable.length ? 1 : 0;
  } finally {
    source.close();
  }
}
