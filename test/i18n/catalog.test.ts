import { describe, expect, it } from 'vitest';
import { ES_CATALOG } from '../../src/model/i18n/es.js';
import { langFromEnv, langOfLocaleName } from '../../src/model/i18n/locales.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import { ENGLISH, renderMessage, renderValue } from '../../src/model/render-message.js';
import { RULES } from '../../src/rules/index.js';
import { CLI_MESSAGES } from '../../src/cli/messages.js';
import { STATS_MESSAGES } from '../../src/format/stats-messages.js';
import { KNOWN_SUBTYPES } from '../../src/sources/normalize.js';
import type { MessageData } from '../../src/model/message.js';
import { chooseLang, langArg } from '../../src/cli/lang.js';
import { TABLES, englishFragments, englishIn, forms, spanishOf } from './catalog.js';

const placeholders = (texts: string[]): string[] =>
  [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort();

describe('the Spanish catalog', () => {
  const ids = TABLES.flatMap(([scope, table]) => Object.keys(table).map((id) => [scope, id] as const));
  const keys = ids.map(([scope, id]) => `${scope}/${id}`);

  it('translates every message id of every table (rules, common, notes, report, cli, help, errors)', () => {
    expect(ids.filter(([scope, id]) => spanishOf(scope, id) === undefined)).toEqual([]);
  });

  it('has no translation of a message that no longer exists', () => {
    expect(Object.keys(ES_CATALOG).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it("keeps each message's placeholders", () => {
    const differ = TABLES.flatMap(([scope, table]) =>
      Object.entries(table)
        .filter(([id, en]) => {
          const es = spanishOf(scope, id);
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

  it('issue 24: every subtype of the card data has its Spanish word, or is a mark printed the same in Spanish', () => {
    // Rule Box and card marks the rulebook's Spanish half writes as they are printed.
    const same = new Set(['ex', 'EX', 'GX', 'V', 'VMAX', 'VSTAR', 'V-UNION', 'LEGEND', 'BREAK', 'TAG TEAM']);
    const marks = new Set([...same, 'ACE SPEC', 'Prism Star', 'SP', 'Prime', 'Eternamax']);
    const untranslated = [...KNOWN_SUBTYPES].filter((s) => SPANISH.subtypeName!(s, 'Pokémon') === s && !marks.has(s));
    expect(untranslated).toEqual([]);
    expect(
      ['Item', 'Supporter', 'Stadium', 'Pokémon Tool', 'Basic', 'Stage 1', 'Stage 2', 'Tera', 'Ancient', 'Future'].map(
        (s) => SPANISH.subtypeName!(s, 'Trainer'),
      ),
    ).toEqual([
      'Objeto',
      'Partidario',
      'Estadio',
      'Herramienta Pokémon',
      'Básico',
      'Fase 1',
      'Fase 2',
      'Teracristal',
      'Antiguo',
      'Futuro',
    ]);
    expect(SPANISH.subtypeName!('Basic', 'Energy')).toBe('Básica');
    expect(SPANISH.subtypeName!('Special', 'Energy')).toBe('Especial');
    const kinds = { kind: 'subtypes', subtypes: ['Ancient', 'Radiant'], supertype: 'Pokémon' } as const;
    expect(renderValue(kinds, SPANISH)).toBe('Antiguo, Radiante');
    expect(renderValue(kinds, ENGLISH)).toBe('Ancient, Radiant');
    // "Básico (Fase impresa: Básico)", not "Básico impresa": the stage's noun agrees, whatever the stage.
    const printed = {
      kind: 'message',
      id: 'stage-printed',
      data: { stage: { kind: 'message', id: 'stage-0', data: {} } },
    } as const;
    expect(renderValue(printed, SPANISH)).toBe('Fase impresa: Básico');
    expect(renderValue(printed, ENGLISH)).toBe('printed Basic');
    expect(renderMessage(STATS_MESSAGES, 'stats', 'cost-after', { count: 2, cost: 6 }, SPANISH)).toBe(
      'coste 6 (+2 Fuera de Combate)',
    );
  });

  it('issue 24: "y la línea", extras in the plural, "Energía Psíquica", "de un Pokémon Fase 2", "Fuera de Combate", "an Energy card"', () => {
    const rule = RULES.find((r) => r.meta.id === 'singleton')!;
    const where = {
      kind: 'message',
      id: 'copies-on-line',
      data: { where: { kind: 'message', id: 'at-line', data: { line: 33 } }, count: 4 },
    } as const;
    const fix = { kind: 'message', id: 'remove-extra', data: { count: 3 } } as const;
    const card = { kind: 'card', name: 'Ultra Ball', set: 'SVI', number: '196' } as const;
    const none = { kind: 'message', id: 'none', data: {} } as const;
    expect(
      renderMessage(rule.meta.messages, 'singleton', 'same-card', { card, totem: none, where, fix }, SPANISH),
    ).toBe(
      'Ultra Ball SVI 196: solo se permite una copia de cada carta y la línea 33 tiene 4 copias; quita las 3 copias sobrantes',
    );
    expect(
      renderMessage(rule.meta.messages, 'singleton', 'same-card', { card, totem: none, where, fix }, ENGLISH),
    ).toBe(
      'Ultra Ball SVI 196: only one copy of each card is allowed and line 33 has 4 copies; remove the 3 extra copies',
    );
    expect(renderValue({ kind: 'types', types: ['Psychic', 'Metal'], form: 'energy' }, SPANISH)).toBe(
      'Psíquica y Metálica',
    );
    expect(renderValue({ kind: 'types', types: ['Psychic'] }, SPANISH)).toBe('Psíquico');
    const stage = {
      kind: 'message',
      id: 'stage-above',
      data: { label: 'Mega EX', stage: { kind: 'message', id: 'stage-2', data: {} }, base: 'Venusaur' },
    } as const;
    expect(renderValue(stage, SPANISH)).toBe('Mega EX de un Pokémon Fase 2 (Venusaur)');
    const notPokemon = {
      kind: 'message',
      id: 'elig-not-pokemon',
      data: { name: 'Jet Energy', supertype: { kind: 'message', id: 'a-supertype-Energy', data: {} } },
    } as const;
    expect(renderValue(notPokemon, ENGLISH)).toBe('Jet Energy is an Energy card, not a Pokémon');
    expect(renderValue(notPokemon, SPANISH)).toBe('Jet Energy es una carta de Energía, no un Pokémon');
    expect(renderMessage(CLI_MESSAGES, 'cli', 'after-kos', { count: 2, cost: 5 }, SPANISH)).toBe(
      '2 Fuera de Combate: 5',
    );
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
