import {
  COMMAND_MESSAGES,
  REPORT_MESSAGES,
  STATS_MESSAGES,
  localeOf,
  renderMessage,
  type Locale,
  type MessageData,
} from './engine.js';
import type { Lang } from './lang.js';
import { WEB_MESSAGES, WEB_MESSAGES_ES } from './messages.js';

export interface Words {
  lang: Lang;
  locale: Locale;
  /** The page's own words (scope `web`). */
  web(id: string, data?: MessageData): string;
  /** The text report's words (scope `report`): valid/invalid, counts, prizes, extra slots. */
  report(id: string, data?: MessageData): string;
  /** The CLI's words for `cost` and `identity` (scope `cli`): the rows of the Totem's facts. */
  cli(id: string, data?: MessageData): string;
  /** The words of `totem stats` (scope `stats`): the odds. */
  stats(id: string, data?: MessageData): string;
}

/** Every word of the page in one language: the CLI's catalogs, and the page's own table beside them. */
export function wordsFor(lang: Lang): Words {
  const base = localeOf(lang);
  const locale: Locale = {
    ...base,
    template: (scope, id) => (scope === 'web' && lang === 'es' ? WEB_MESSAGES_ES[id] : base.template(scope, id)),
  };
  return {
    lang,
    locale,
    web: (id, data = {}) => renderMessage(WEB_MESSAGES, 'web', id, data, locale),
    report: (id, data = {}) => renderMessage(REPORT_MESSAGES, 'report', id, data, locale),
    cli: (id, data = {}) => renderMessage(COMMAND_MESSAGES, 'cli', id, data, locale),
    stats: (id, data = {}) => renderMessage(STATS_MESSAGES, 'stats', id, data, locale),
  };
}
