import { Help, Option, type Argument, type Command, type HelpConfiguration } from 'commander';
import { HELP_MESSAGES, help, t } from './messages.js';

/**
 * Commander's own words in the chosen language, through its help hooks (`configureHelp`): the section titles,
 * `[options]` / `[command]` and the value names (`<card>`, `[paths...]`) of usage lines and terms, and the
 * `(choices: …)` / `(default: …)` it adds to a description. Its error messages are told by their codes in main.ts
 * (`commanderLine`), from the command that failed, with our own suggestion ("Did you mean …?").
 */

/** A value name in the chosen language (`card` → `carta`), or itself when the help table has no word for it. */
export function termWord(name: string): string {
  return `term-${name}` in HELP_MESSAGES ? help(`term-${name}`) : name;
}

/** Every `<name>`, `[name]`, `<name...>` of a usage line or an option's flags, in the chosen language. */
export function localTerms(text: string): string {
  return text.replace(
    /([<[])([\w-]+)(\.\.\.)?([>\]])/g,
    (_all, open: string, name: string, dots: string | undefined, close: string) =>
      `${open}${termWord(name)}${dots ?? ''}${close}`,
  );
}

/** A description with `(choices: "a", "b", default: "a")` after it, in the chosen language. */
function withExtras(item: Option | Argument): string {
  const extras: string[] = [];
  if (item.argChoices)
    extras.push(t('help-choices', { choices: item.argChoices.map((c) => JSON.stringify(c)).join(', ') }));
  // As commander: a default (its description, else JSON) is shown for an argument, an option that takes a value,
  // or a boolean option set to a boolean.
  const option = item instanceof Option ? item : null;
  const shown =
    !option || option.required || option.optional || (option.isBoolean() && typeof item.defaultValue === 'boolean');
  if (item.defaultValue !== undefined && shown)
    extras.push(t('help-default', { value: item.defaultValueDescription ?? JSON.stringify(item.defaultValue) }));
  if (!extras.length) return item.description;
  const extra = `(${extras.join(t('help-extras-join'))})`;
  return item.description ? `${item.description} ${extra}` : extra;
}

export function helpWords(): HelpConfiguration {
  // `Global Options:` → help-global-options
  const id = (title: string): string => `help-${title.slice(0, -1).toLowerCase().replace(' ', '-')}`;
  const TITLES = new Set(['Usage:', 'Options:', 'Arguments:', 'Commands:', 'Global Options:']);
  return {
    styleTitle: (title: string) => (TITLES.has(title) ? t(id(title)) : title),
    commandUsage(this: Help, cmd: Command) {
      return localTerms(Help.prototype.commandUsage.call(this, cmd));
    },
    subcommandTerm(this: Help, cmd: Command) {
      return localTerms(Help.prototype.subcommandTerm.call(this, cmd));
    },
    optionTerm: (option: Option) => localTerms(option.flags),
    argumentTerm: (argument: Argument) => termWord(argument.name()),
    optionDescription: withExtras,
    argumentDescription: withExtras,
  };
}
