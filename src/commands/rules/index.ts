import { RULE_TITLES, severityOf } from '../../check/run.js';
import { cleanValue } from '../../model/clean.js';
import { renderMessage } from '../../model/render-message.js';
import { RULES } from '../../rules/index.js';
import type { CommandModule } from '../shared/command.js';
import type { RulesResult } from './result.js';
import { rulesText } from './text.js';

/**
 * `totem rules`: every rule in report order with the severity a check in this folder gives it — the house
 * config's setting over the format's — so a playgroup sees what its `totem.config.json` changed before a check.
 */
export const command: CommandModule<{ config?: string }, RulesResult> = {
  run: async (run) => {
    const house = await run.config();
    const rules = RULES.map(({ meta }) => {
      const setting = house.rules[meta.id];
      return {
        id: meta.id,
        severity: setting === 'off' ? ('off' as const) : severityOf(meta.severity, undefined, setting),
        title: renderMessage(RULE_TITLES, 'rule-titles', meta.id, {}, run.locale),
        docs: meta.docs,
      };
    });
    return cleanValue({ config: house.path && run.display(house.path), rules });
  },
  answer: (result) => result,
  text: rulesText,
  exitCode: () => 0,
};
