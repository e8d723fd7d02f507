import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';
import type { Report } from '../../src/model/report.js';

const deck = 'examples/decks/not-a-totem.txt';

describeWithData('--quiet drops warnings from the counts too (as ESLint does)', () => {
  it('json summary, text summary line and github annotations count no hidden warning', () => {
    const loud = JSON.parse(totem(['check', deck, '--format', 'json']).stdout) as Report;
    expect(loud.summary.warnings).toBeGreaterThan(0);
    const quiet = JSON.parse(totem(['check', deck, '--format', 'json', '--quiet']).stdout) as Report;
    expect(quiet.summary).toMatchObject({ errors: loud.summary.errors, warnings: 0 });
    const text = totem(['check', deck, '--quiet']).stdout;
    expect(text).toMatch(/0 warnings/);
    expect(text).not.toMatch(new RegExp(`\\b${loud.summary.warnings} warnings?\\b`));
    const github = totem(['check', deck, '--quiet', '--format', 'github']).stdout;
    expect(github).not.toMatch(/^::warning/m);
    expect(github).toMatch(/\b0 warnings\b/);
  });
});
