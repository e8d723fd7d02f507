import type { Formatter } from './context.js';
import { fileAndLine } from './location.js';
import { reportText } from './messages.js';

const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text as XML 1.0 takes it: characters it cannot hold dropped, markup escaped. */
const xml = (s: string): string =>
  s.replace(/[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd]/g, '').replace(/[&<>"]/g, (ch) => ENTITY[ch]!);

/**
 * JUnit XML: one test case per deck (its `file`, no line: a deck is the test), failing with its errors; warnings go
 * to system-out. Each problem is a line `file:line rule: message`, the file alone for a problem of the whole deck.
 */
export const formatJunit: Formatter = (report, { locale }) => {
  const t = reportText(locale);
  const s = report.summary;
  const cases = report.decks.map((deck) => {
    const errors = deck.problems.filter((p) => p.severity === 'error');
    const warnings = deck.problems.filter((p) => p.severity === 'warning');
    const lines = (list: typeof errors) =>
      list.map((p) => `${fileAndLine(deck.file, p.line)} ${p.rule}: ${p.message}`).join('\n');
    const failure = errors.length
      ? `\n      <failure message="${xml(t('errors', { count: errors.length }))}" type="invalid-deck">${xml(lines(errors))}</failure>`
      : '';
    const out = warnings.length ? `\n      <system-out>${xml(lines(warnings))}</system-out>` : '';
    // A deck with lines that could not be verified is not judged: skipped, never a failure.
    const unverified = deck.unverified ?? [];
    const skipped =
      deck.valid === null
        ? `\n      <skipped message="${xml(t('junit-unverified', { count: unverified.length }))}">${xml(
            unverified.map((u) => `${fileAndLine(deck.file, u.line)} ${u.message}`).join('\n'),
          )}</skipped>`
        : '';
    const judged = deck.valid === null ? '' : failure;
    return `    <testcase classname="totem" name="${xml(deck.file)}" file="${xml(deck.file)}">${judged}${skipped}${out}\n    </testcase>`;
  });
  const skippedCount = s.unverified ? ` skipped="${s.unverified}"` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="totem" tests="${s.decks}" failures="${s.invalid}"${skippedCount}>`,
    `  <testsuite name="totem check" tests="${s.decks}" failures="${s.invalid}" errors="0"${skippedCount}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
};
