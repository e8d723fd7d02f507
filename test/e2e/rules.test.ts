import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';

/** A folder with a house config that turns one rule off and lowers another to a warning. */
function house(): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-rules-'));
  const rules = { 'radiant-limit': 'off', 'basic-pokemon': 'warn', 'section-count': 'error' };
  writeFileSync(join(dir, 'totem.config.json'), JSON.stringify({ rules }));
  return dir;
}

describe('totem rules: every rule with the severity a check here gives it', () => {
  it('with no house config: the format’s severities, in report order, exit 0', () => {
    const run = totem(['rules', '--format', 'json'], { cwd: mkdtempSync(join(tmpdir(), 'totem-rules-')) });
    expect(run.status).toBe(0);
    const { config, rules } = JSON.parse(run.stdout) as { config: null; rules: { id: string; severity: string }[] };
    expect(config).toBeNull();
    expect(rules.map((r) => r.id).slice(0, 3)).toEqual(['parse', 'unknown-card', 'ambiguous-card']);
    expect(rules.find((r) => r.id === 'section-count')!.severity).toBe('warning');
    expect(rules.find((r) => r.id === 'radiant-limit')!.severity).toBe('error');
  });

  it('under a house config: off, warning and error as it sets them, and the file named', () => {
    const run = totem(['rules', '--format', 'json'], { cwd: house() });
    expect(run.status).toBe(0);
    const { config, rules } = JSON.parse(run.stdout) as { config: string; rules: { id: string; severity: string }[] };
    expect(config).toBe('totem.config.json');
    const severity = Object.fromEntries(rules.map((r) => [r.id, r.severity]));
    expect(severity).toMatchObject({ 'radiant-limit': 'off', 'basic-pokemon': 'warning', 'section-count': 'error' });
  });

  it('in Spanish: the rule titles and severities in the rulebook’s words', () => {
    const run = totem(['rules', '--lang', 'es'], { cwd: house() });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^radiant-limit +apagada +/m);
    expect(run.stdout).toMatch(/^basic-pokemon +aviso +Al menos un Pokémon Básico$/m);
    expect(run.stdout).toContain('gravedades de totem.config.json');
  });

  it('reads no card: it works with a card data folder that is not one', () => {
    const run = totem(['rules'], { cwd: house(), env: { TOTEM_DATA_DIR: join(tmpdir(), 'totem-no-such-data-dir') } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^radiant-limit +off +/m);
  });

  it('a totem.config.json that is not JSON: exit 2, said in Spanish under --lang es', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-rules-'));
    writeFileSync(join(dir, 'totem.config.json'), '{\n  "rules": {,\n}');
    const run = totem(['rules', '--lang', 'es'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`totem: ${join(dir, 'totem.config.json')}: JSON no válido en el carácter 14\n`);
    expect(totem(['rules'], { cwd: dir }).stderr).toMatch(/totem\.config\.json: not valid JSON at character 14\n$/);
  });
});
