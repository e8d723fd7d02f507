import type { Card } from '../../model/card.js';
import type { DiffCard, DiffResult, DiffSide } from '../../model/diff.js';
import { singletonKey } from '../../model/names.js';
import type { ResolvedDeck } from '../../model/resolved.js';
import type { CheckedDeck } from '../../check/run.js';
import {
  checkListInput,
  listInput,
  listOptionsOf,
  type ListFlags,
  type ListInput,
  type ListOptions,
  type ListRun,
} from '../shared/list-input.js';
import type { CommandContext } from '../context.js';
import type { CommandModule } from '../shared/command.js';
import { formatDiffText } from '../../format/diff.js';

interface Held {
  name: string;
  set: string | null;
  number: string | null;
  copies: number;
}

/** The deck's cards (Totem included) by singleton name; a line that found no card by the name it writes. */
function holdings(deck: ResolvedDeck, nameOf: (card: Card) => string): Map<string, Held> {
  const out = new Map<string, Held>();
  for (const dc of [...deck.totem, ...deck.cards]) {
    const key = singletonKey(dc.card?.name ?? dc.entry.name);
    const name = dc.card ? nameOf(dc.card) : dc.entry.name || dc.entry.text;
    const held = out.get(key);
    if (held) held.copies += dc.copies;
    else
      out.set(key, {
        name,
        set: dc.card ? (dc.card.setCode ?? dc.card.setId) : (dc.entry.set ?? null),
        number: dc.card?.number ?? dc.entry.number ?? null,
        copies: dc.copies,
      });
  }
  return out;
}

function side(checked: CheckedDeck): DiffSide {
  const { report } = checked;
  return {
    file: report.file,
    valid: report.valid,
    errors: report.problems.filter((p) => p.severity === 'error').length,
    totem: report.totem ? { name: report.totem.name, ids: report.totem.ids } : null,
    identity: report.identity?.types ?? null,
  };
}

/** Two checked decks compared (cards named by `nameOf`, by default their English name): pure. */
export function diffOf(
  a: CheckedDeck,
  b: CheckedDeck,
  nameOf: (card: Card) => string = (card) => card.name,
): DiffResult {
  const from = holdings(a.deck, nameOf);
  const to = holdings(b.deck, nameOf);
  const added: DiffCard[] = [];
  const removed: DiffCard[] = [];
  const changed: DiffCard[] = [];
  for (const [key, held] of to) {
    const before = from.get(key);
    const card = { name: held.name, set: held.set, number: held.number, from: before?.copies ?? 0, to: held.copies };
    if (!before) added.push(card);
    else if (before.copies !== held.copies) changed.push(card);
  }
  for (const [key, held] of from)
    if (!to.has(key)) removed.push({ name: held.name, set: held.set, number: held.number, from: held.copies, to: 0 });
  const sa = side(a);
  const sb = side(b);
  const totemChanged = JSON.stringify(sa.totem?.ids ?? null) !== JSON.stringify(sb.totem?.ids ?? null);
  const identityChanged = JSON.stringify(sa.identity) !== JSON.stringify(sb.identity);
  const byName = (x: DiffCard, y: DiffCard): number => x.name.localeCompare(y.name, 'en');
  return {
    a: sa,
    b: sb,
    added: added.sort(byName),
    removed: removed.sort(byName),
    changed: changed.sort(byName),
    totemChanged,
    identityChanged,
    same: !added.length && !removed.length && !changed.length && !totemChanged && !identityChanged,
  };
}

/** `totem diff A B`: both lists checked as `check` checks them, then compared. A file that is no deck: exit 2. */
export async function diffDecks(
  ctx: CommandContext,
  inputs: [ListInput, ListInput],
  options: ListOptions = {},
): Promise<ListRun<DiffResult>> {
  const checked: CheckedDeck[] = [];
  for (const input of inputs) checked.push(await checkListInput(ctx, input, options, 'diff-unreadable'));
  return {
    result: diffOf(checked[0]!, checked[1]!, (card) => ctx.locale.cardName(card)),
    unverified: checked[0]!.unverified + checked[1]!.unverified,
  };
}

/**
 * `totem diff A B`: as diff(1), 0 the two lists are the same, 1 they differ; 2 for cards that could not be looked
 * up, or bad usage.
 */
export const command: CommandModule<ListFlags, ListRun<DiffResult>, DiffResult> = {
  run: async (run) => {
    const [a, b] = await run.decks(run.args as string[], 'diff');
    const session = await run.session(a!.path);
    return diffDecks(session, [await listInput(run, a!), await listInput(run, b!)], listOptionsOf(run.flags));
  },
  answer: (run) => run.result,
  text: (run, context) => formatDiffText(run.result, context),
  exitCode: (run) => (run.result.same ? 0 : 1),
};
