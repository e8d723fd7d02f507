import type { RunFormatContext } from '../shared/command.js';
import type { RulesResult } from './result.js';

/** One line a rule, `id  severity  title`, then the house config they come from (or that there is none). */
export function rulesText({ config, rules }: RulesResult, { t }: RunFormatContext): string {
  const width = Math.max(...rules.map((r) => r.id.length));
  const lines = rules.map((r) => `${r.id.padEnd(width)}  ${t(`rules-${r.severity}`).padEnd(8)}  ${r.title}`);
  return `${[...lines, config ? t('rules-config', { file: config }) : t('rules-no-config')].join('\n')}\n`;
}
