import { RULES } from '../../src/rules/index.js';
import { COMMON_MESSAGES } from '../../src/model/common-messages.js';
import { NOTE_MESSAGES } from '../../src/check/run.js';
import { REPORT_MESSAGES } from '../../src/format/messages.js';
import { STATS_MESSAGES } from '../../src/format/stats-messages.js';
import { POD_MESSAGES } from '../../src/model/pod-messages.js';
import { CLI_MESSAGES, HELP_MESSAGES } from '../../src/cli/messages.js';
import { ERROR_MESSAGES } from '../../src/model/error-messages.js';
import { CARD_MESSAGES } from '../../src/model/card-messages.js';
import { RULE_DESCRIPTIONS, RULE_TITLES } from '../../src/check/run.js';
import { ES_CATALOG } from '../../src/model/i18n/es.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import { BUILD_MESSAGES } from '../../src/format/build-messages.js';
import type { MessageTable, MessageTemplate } from '../../src/model/message.js';

/** Every English message table with its scope: every rule's, common, notes, report, cli, help, errors, cards, rule descriptions. */
export const TABLES: [string, MessageTable][] = [
  ...RULES.map((r): [string, MessageTable] => [r.meta.id, r.meta.messages]),
  ['common', COMMON_MESSAGES],
  ['notes', NOTE_MESSAGES],
  ['report', REPORT_MESSAGES],
  ['stats', STATS_MESSAGES],
  ['pod', POD_MESSAGES],
  ['cli', CLI_MESSAGES],
  ['help', HELP_MESSAGES],
  ['errors', ERROR_MESSAGES],
  ['cards', CARD_MESSAGES],
  ['rules', RULE_DESCRIPTIONS],
  ['rule-titles', RULE_TITLES],
  ['build', BUILD_MESSAGES],
];

/** The Spanish of a message of a table: the catalog's (es.ts), or the words beside its code (a rule's words.ts). */
export const spanishOf = (scope: string, id: string): MessageTemplate | undefined => SPANISH.template(scope, id);

export const forms = (t: MessageTemplate): string[] =>
  typeof t === 'string' ? [t] : [t.one, t.other].filter((s): s is string => s !== undefined);

const WORD = /[A-Za-zÀ-ÿ']+/g;

/** Runs of 3 words of a text's literal parts (placeholders cut a run). */
function windows(text: string): string[] {
  const out: string[] = [];
  for (const literal of text.split(/\{\w+\}/)) {
    for (const clause of literal.split(/[;:,.()"—?!–]/)) {
      const words = clause.match(WORD) ?? [];
      for (let i = 0; i + 3 <= words.length; i++) out.push(words.slice(i, i + 3).join(' '));
    }
  }
  return out;
}

/** English sentences (3-word runs of English templates) that Spanish output must never contain. */
export function englishFragments(): string[] {
  const beside = TABLES.flatMap(([scope, table]) => Object.keys(table).map((id) => spanishOf(scope, id)));
  const all = [...Object.values(ES_CATALOG), ...beside].filter((t) => t !== undefined);
  const spanish = new Set(all.flatMap(forms).flatMap(windows));
  const english = new Set(
    TABLES.flatMap(([, table]) => Object.values(table))
      .flatMap(forms)
      .flatMap(windows),
  );
  return [...english].filter((w) => !spanish.has(w));
}

/** The fragments of `englishFragments` found in a text (words compared as whole words). */
export function englishIn(text: string, fragments: string[]): string[] {
  // Quoted text is the deck's own ("this line is not a card"), not the catalog's; so are file names
  // ("examples/decks/not-a-totem.txt").
  const unquoted = text
    .replace(/\\"[^"\n]*?\\"/g, ' ')
    .replace(/&quot;.*?&quot;/g, ' ')
    .replace(/"[^"\n]*"/g, ' ')
    .replace(/\S*\/\S*|\S+\.(?:txt|deck|json|sqlite)\b/g, ' ');
  const flat = ` ${(unquoted.match(WORD) ?? []).join(' ')} `;
  return fragments.filter((f) => flat.includes(` ${f} `));
}
