import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { DATASET, SHARED_PACK } from '../helpers/dataset.js';
import { describeNeeding } from '../helpers/optional.js';
import { TCGDEX } from '../helpers/tcgdex.js';
import type { Report } from '../../src/model/report.js';

// Issue 43, item 8: a Spanish message names the shared name in Spanish where the card data has it, not in English.
describeNeeding([DATASET, TCGDEX], 'card names in the message language', () => {
  const singleton = (lang: string) => {
    const list = "Pokémon: 0\nTrainer: 2\n1 Boss's Orders PAL 172\n1 Boss's Orders ASC 183\n";
    const run = totem(['check', '-', '--offline', '--format', 'json', '--lang', lang], {
      input: list,
      data: false,
      env: { TOTEM_PACK_DIR: SHARED_PACK },
    });
    return (JSON.parse(run.stdout) as Report).decks[0]!.problems.find((p) => p.messageId === 'same-name')!.message;
  };

  it('same-name: "comparten el nombre "Órdenes de Jefes"" in Spanish, "Boss\'s Orders" in English', () => {
    expect(singleton('es')).toContain('comparten el nombre "Órdenes de Jefes";');
    expect(singleton('en')).toContain('share the name "Boss\'s Orders";');
  });
});
