import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { DATASET, SHARED_PACK } from '../helpers/dataset.js';
import { describeNeeding } from '../helpers/optional.js';
import { TCGDEX } from '../helpers/tcgdex.js';

/** Issue 31 item 13: a name some families share (Charizard ex, Charizard-EX, the EX-era ex) lists its versions by family. */
describeNeeding([DATASET, TCGDEX], 'versions of a name, grouped by family', () => {
  it('totem cost "Charizard ex": each version says its family, families together, newest first', () => {
    const run = totem(['cost', 'Charizard ex', '--offline'], { data: false, env: { TOTEM_PACK_DIR: SHARED_PACK } });
    expect(run.status).toBe(0);
    const rows = run.stdout.split('\n').filter((l) => /^│ [A-Z] /.test(l));
    const families = rows.map((l) => l.split('│')[2]!.trim());
    expect(families).toEqual([
      'Charizard ex (2023–2024)',
      'Charizard ex (2023–2024)',
      'Charizard-EX (2014–2016)',
      'Charizard-EX (2014–2016)',
      'Charizard ex (2004)',
    ]);
    expect(run.stdout).toMatch(/│ family +│/);
  });
});
