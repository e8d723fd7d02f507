import { describe, expect, it } from 'vitest';
import { card, synthStore } from '../helpers/synthetic.js';
import { nameKey } from '../../src/model/names.js';

describe('overlay search and its count', () => {
  const store = synthStore([
    card({ id: 'tst-1', name: 'Pikachu' }),
    card({ id: 'tst-2', name: 'Pikachu V' }),
    card({ id: 'tst-3', name: 'Raichu' }),
    card({ id: 'tst-4', name: '100% Pika_chu' }),
    card({ id: 'old-1', name: 'Pikachu' }),
  ]);

  it('counts every match whatever the limit of search', () => {
    expect(store.search(nameKey('pika'), 2)).toHaveLength(2);
    expect(store.searchCount(nameKey('pika'))).toBe(4);
    expect(store.searchCount(nameKey('chu'))).toBe(5);
    expect(store.searchCount(nameKey('zzz'))).toBe(0);
    for (const q of ['pika', 'chu', 'v', 'a'])
      expect(store.searchCount(nameKey(q)), q).toBe(store.search(nameKey(q), 1000).length);
  });

  it('takes % and _ literally (a fragment is text, not a pattern)', () => {
    expect(store.searchCount('%')).toBe(1);
    expect(store.searchCount('a_c')).toBe(1);
    expect(store.search('a_c', 10).map((c) => c.id)).toEqual(['tst-4']);
  });
});
