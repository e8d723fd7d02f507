import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';

describeWithData('cards find past its 500 rows', () => {
  it('says how many more matched and how to narrow, after the table', () => {
    const more = (realLookup().store.searchCount('a') - 500).toLocaleString('en');
    expect(more).toMatch(/^\d{1,3},\d{3}$/);
    const run = totem(['cards', 'find', 'a']);
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => l.startsWith('│')).length).toBe(501);
    expect(lines.at(-2)).toBe(`… and ${more} more: narrow the search (more of the name)`);
    expect(lines.at(-1)).toMatch(/^500 printings, \d+ distinct versions/);
  });

  it('keeps JSON one array of 500 rows and says the rest on stderr', () => {
    const run = totem(['cards', 'find', 'a', '--format', 'json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveLength(500);
    expect(run.stderr).toMatch(/^totem: warning: … and [\d,]+ more: narrow the search/);
  });

  it('says nothing more when everything fits', () => {
    const run = totem(['cards', 'find', 'dreepy']);
    expect(run.stdout).not.toMatch(/more: narrow/);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(/^6 printings, 4 distinct versions/);
  });
});
