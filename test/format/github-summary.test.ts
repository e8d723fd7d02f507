import { describe, expect, it } from 'vitest';
import { formatGithub } from '../../src/format/github.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import type { Problem, Severity } from '../../src/model/problem.js';
import { summarize, type DeckReport } from '../../src/model/report.js';

const problem = (severity: Severity, line: number): Problem => ({
  rule: 'r',
  messageId: 'm',
  data: {},
  severity,
  line,
  message: `problem at line ${line}`,
});

const deck = (file: string, problems: Problem[]): DeckReport => ({
  file,
  valid: !problems.some((p) => p.severity === 'error'),
  totem: null,
  identity: null,
  counts: { totem: 1, deck: 99, total: 100, pokemon: 30, trainer: 40, energy: 29 },
  problems,
  notes: [],
});

const lastLine = (out: string): string => out.trimEnd().split('\n').at(-1)!;

describe('github: the summary and the notice count in the singular and the plural', () => {
  it('one deck, one error, one warning', () => {
    const report = summarize([deck('a.txt', [problem('error', 1), problem('warning', 2)])], []);
    expect(lastLine(formatGithub(report, { version: 'X' }))).toBe('1 deck: 0 valid, 1 invalid, 1 error, 1 warning');
    expect(lastLine(formatGithub({ ...report, lang: 'es' }, { version: 'X', locale: SPANISH }))).toBe(
      '1 mazo: 0 válidos, 1 no válido, 1 error, 1 aviso',
    );
  });

  it('several decks, errors and warnings', () => {
    const report = summarize(
      [deck('a.txt', []), deck('b.txt', []), deck('c.txt', [problem('error', 1), problem('error', 2)])],
      [],
    );
    expect(lastLine(formatGithub(report, { version: 'X' }))).toBe('3 decks: 2 valid, 1 invalid, 2 errors, 0 warnings');
    expect(lastLine(formatGithub(report, { version: 'X', locale: SPANISH }))).toBe(
      '3 mazos: 2 válidos, 1 no válido, 2 errores, 0 avisos',
    );
  });

  it('one problem past the annotation limit is "1 more problem is"', () => {
    const errors = Array.from({ length: 11 }, (_, i) => problem('error', i + 1));
    const out = formatGithub(summarize([deck('a.txt', errors)], []), { version: 'X' });
    expect(out).toMatch(/^::notice title=totem::1 more problem is not annotated \(GitHub's per-step limit\)/m);
    const es = formatGithub(summarize([deck('a.txt', errors)], []), { version: 'X', locale: SPANISH });
    expect(es).toMatch(/^::notice title=totem::1 problema más no se anota \(el límite de GitHub por paso\)/m);
  });
});
