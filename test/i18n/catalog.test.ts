import { describe, expect, it } from 'vitest';
import { ES_CATALOG } from '../../src/model/i18n/es.js';
import { langFromEnv, langOfLocaleName } from '../../src/model/i18n/locales.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import { renderMessage } from '../../src/model/render-message.js';
import type { MessageData } from '../../src/model/message.js';
import { chooseLang, langArg } from '../../src/cli/lang.js';
import { TABLES, englishFragments, englishIn, forms } from './catalog.js';

const placeholders = (texts: string[]): string[] =>
  [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort();

describe('the Spanish catalog', () => {
  const keys = TABLES.flatMap(([scope, table]) => Object.keys(table).map((id) => `${scope}/${id}`));

  it('translates every message id of every table (rules, common, notes, report, cli, help, errors)', () => {
    expect(keys.filter((k) => !(k in ES_CATALOG))).toEqual([]);
  });

  it('has no translation of a message that no longer exists', () => {
    expect(Object.keys(ES_CATALOG).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it("keeps each message's placeholders", () => {
    const differ = TABLES.flatMap(([scope, table]) =>
      Object.entries(table)
        .filter(([id, en]) => {
          const es = ES_CATALOG[`${scope}/${id}`];
          return es !== undefined && placeholders(forms(en)).join() !== placeholders(forms(es)).join();
        })
        .map(([id]) => `${scope}/${id}`),
    );
    expect(differ).toEqual([]);
  });

  it('renders every message of every table in Spanish, singular and plural, with no English sentence', () => {
    const fragments = englishFragments();
    expect(fragments.length).toBeGreaterThan(100);
    for (const [scope, table] of TABLES) {
      for (const [id, en] of Object.entries(table)) {
        for (const count of [1, 2]) {
          const data: Record<string, MessageData[string]> = {};
          for (const key of placeholders(forms(en))) data[key] = key === 'count' ? count : 7;
          const text = renderMessage(table, scope, id, data, SPANISH);
          expect(englishIn(text, fragments), `${scope}/${id}: ${text}`).toEqual([]);
        }
      }
    }
  });

  it('picks plural forms with Intl.PluralRules, shows Spanish type names and card names', () => {
    const table = TABLES.find(([s]) => s === 'deck-size')![1];
    expect(renderMessage(table, 'deck-size', 'add', { count: 1 }, SPANISH)).toBe('añade 1 carta');
    expect(renderMessage(table, 'deck-size', 'add', { count: 3 }, SPANISH)).toBe('añade 3 cartas');
    const types = TABLES.find(([s]) => s === 'common')![1];
    expect(
      renderMessage(
        types,
        'common',
        'source-retreat',
        { type: { kind: 'types', types: ['Colorless'] }, retreat: 2 },
        SPANISH,
      ),
    ).toBe('Incoloro (Coste de Retirada 2)');
    const card = {
      kind: 'card' as const,
      name: "Boss's Orders (Ghetsis)",
      set: 'PAL',
      number: '172',
      names: { es: 'Órdenes de Jefes' },
    };
    expect(renderMessage({ x: '{card}' }, 'test', 'x', { card }, SPANISH)).toBe('Órdenes de Jefes (Ghetsis) PAL 172');
    expect(renderMessage({ x: '{card}' }, 'test', 'x', { card: { ...card, names: {} } }, SPANISH)).toBe(
      "Boss's Orders (Ghetsis) PAL 172",
    );
  });
});

describe('the language', () => {
  it('comes from LC_ALL, then LC_MESSAGES, then LANG: es_ES.UTF-8, es_MX and es are Spanish', () => {
    expect(langOfLocaleName('es_ES.UTF-8')).toBe('es');
    expect(langOfLocaleName('es_MX')).toBe('es');
    expect(langOfLocaleName('es')).toBe('es');
    expect(langOfLocaleName('en_US.UTF-8')).toBe('en');
    expect(langOfLocaleName('estonian')).toBe('en');
    expect(langFromEnv({ LANG: 'es_ES.UTF-8' })).toBe('es');
    expect(langFromEnv({ LANG: 'es_ES.UTF-8', LC_ALL: 'C' })).toBe('en');
    expect(langFromEnv({ LANG: 'en_GB', LC_MESSAGES: 'es_MX' })).toBe('es');
    expect(langFromEnv({ LC_ALL: 'es', LC_MESSAGES: 'en_US' })).toBe('es');
    expect(langFromEnv({ LANG: '' })).toBeNull();
    expect(langFromEnv({})).toBeNull();
  });

  it('--lang wins over the environment; without anything it is English', () => {
    expect(langArg(['check', '--lang', 'es'])).toBe('es');
    expect(langArg(['check', '--lang=en'])).toBe('en');
    expect(chooseLang(['check', '--lang', 'en'], { LANG: 'es_ES.UTF-8' }, '/')).toBe('en');
    expect(chooseLang(['check'], { LANG: 'es_ES.UTF-8' }, '/')).toBe('es');
    expect(chooseLang(['check'], {}, '/')).toBe('en');
  });
});
