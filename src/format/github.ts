import type { Formatter } from './context.js';
import { nested } from '../model/message.js';
import type { Problem } from '../model/problem.js';
import { reportText } from './messages.js';
import { fileAndLine } from './location.js';
import { inertLine } from '../model/clean.js';

/** GitHub shows at most 10 error and 10 warning annotations per step; the rest go to the log as plain lines. */
export const ANNOTATION_LIMIT = 10;

const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * One annotation: its properties and message escaped as GitHub says (`%`, CR, LF; `:` and `,` in properties). A
 * problem of the whole deck has no `line`: GitHub shows it as an annotation of the file.
 */
function annotation(file: string, p: Problem): string {
  const props = [`file=${escapeProperty(file)}`];
  if (p.line !== null) props.push(`line=${p.line}`);
  if (p.column !== undefined) props.push(`col=${p.column}`);
  props.push(`title=${escapeProperty(`totem ${p.rule}`)}`);
  return `::${p.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(p.message)}`;
}

/** Workflow commands for GitHub Actions, followed by the full report as plain log lines. */
export const formatGithub: Formatter = (report, { locale, command = (line) => line }) => {
  const t = reportText(locale);
  const out: string[] = [];
  // A log line is never a command, whatever a file name or message starts with.
  const log = (line: string): number => out.push(inertLine(line));
  const budget = { error: ANNOTATION_LIMIT, warning: ANNOTATION_LIMIT };
  let skipped = 0;
  for (const deck of report.decks) {
    for (const p of deck.problems) {
      if (budget[p.severity] > 0) {
        budget[p.severity]--;
        out.push(command(annotation(deck.file, p)));
      } else skipped++;
    }
  }
  if (skipped) out.push(command(`::notice title=totem::${escapeData(t('gh-not-annotated', { count: skipped }))}`));
  // A line that could not be verified is no error: a notice, so a workflow neither fails on it nor hides it.
  for (const deck of report.decks)
    for (const u of deck.unverified ?? []) {
      const props = [`file=${escapeProperty(deck.file)}`, ...(u.line === null ? [] : [`line=${u.line}`])];
      props.push(`title=${escapeProperty(`totem ${t('unverified')}`)}`);
      out.push(command(`::notice ${props.join(',')}::${escapeData(u.message)}`));
    }
  for (const deck of report.decks) {
    const verdict = deck.valid === null ? t('gh-not-judged') : deck.valid ? t('gh-valid') : t('gh-invalid');
    log(`${verdict} ${deck.file}`);
    for (const p of deck.problems)
      log(`  ${fileAndLine(deck.file, p.line)}  ${t(p.severity)}  ${p.message}  [${p.rule}]`);
    for (const u of deck.unverified ?? []) log(`  ${fileAndLine(deck.file, u.line)}  ${t('unverified')}  ${u.message}`);
    // A list with no Totem: the best candidate and the `--totem` that picks it, as the text report ends its table.
    const best = deck.totemCandidates?.[0];
    if (best) log(`  ${t('candidate-use', { card: `${best.name} ${best.set} ${best.number}` })}`);
  }
  const s = report.summary;
  // Each count in its own singular or plural: "1 deck: 0 valid, 1 invalid, 1 error, 0 warnings".
  const n = (id: string, count: number) => nested(id, { count });
  const counts = {
    decks: n('n-decks', s.decks),
    valid: n('n-valid', s.valid),
    invalid: n('n-invalid', s.invalid),
    errors: n('errors', s.errors),
    warnings: n('warnings', s.warnings),
  };
  log(
    s.unverified
      ? t('gh-summary-unverified', {
          ...counts,
          unverified: n('n-not-judged', s.unverified),
          lines: n('n-unverified', s.unverifiedLines),
        })
      : t('gh-summary', counts),
  );
  return `${out.join('\n')}\n`;
};
