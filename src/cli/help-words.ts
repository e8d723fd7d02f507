import { Help, type Argument, type Command, type HelpConfiguration, type Option } from 'commander';
import { HELP_MESSAGES, help, t } from './messages.js';

/**
 * Commander's own words in the chosen language, through its help hooks (`configureHelp`): the section titles,
 * `[options]` / `[command]` and the value names (`<card>`, `[paths...]`) of usage lines and terms, and the
 * `(choices: …)` / `(default: …)` it adds to a description. Its error messages are told by their codes in main.ts
 * (`commanderLine`), the suggestion ("Did you mean …?") included.
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

/** `(choices: "a", "b", default: "a")` in the chosen language, after a description. */
function withExtras(description: string, choices: readonly string[] | undefined, shown: string | null): string {
  const extras: string[] = [];
  if (choices) extras.push(t('help-choices', { choices: choices.map((c) => JSON.stringify(c)).join(', ') }));
  if (shown !== null) extras.push(t('help-default', { value: shown }));
  if (!extras.length) return description;
  const extra = `(${extras.join(t('help-extras-join'))})`;
  return description ? `${description} ${extra}` : extra;
}

/** The default value as commander shows it (its description, else JSON), or null when it is not shown. */
function optionDefault(option: Option): string | null {
  if (option.defaultValue === undefined) return null;
  // As commander: a default is shown for an option that takes a value, or a boolean one set to a boolean.
  const shown = option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean');
  return shown ? (option.defaultValueDescription ?? JSON.stringify(option.defaultValue)) : null;
}

const argumentDefault = (argument: Argument): string | null =>
  argument.defaultValue === undefined
    ? null
    : (argument.defaultValueDescription ?? JSON.stringify(argument.defaultValue));

/** The help configuration of every command: commander's help, with its words in the chosen language. */
export function helpWords(): HelpConfiguration {
  const titles: Record<string, string> = {
    'Usage:': t('help-usage'),
    'Options:': t('help-options'),
    'Arguments:': t('help-arguments'),
    'Commands:': t('help-commands'),
    'Global Options:': t('help-global-options'),
  };
  return {
    styleTitle: (title: string) => titles[title] ?? title,
    commandUsage(this: Help, cmd: Command) {
      return localTerms(Help.prototype.commandUsage.call(this, cmd));
    },
    subcommandTerm(this: Help, cmd: Command) {
      return localTerms(Help.prototype.subcommandTerm.call(this, cmd));
    },
    optionTerm: (option: Option) => localTerms(option.flags),
    argumentTerm: (argument: Argument) => termWord(argument.name()),
    optionDescription: (option: Option) => withExtras(option.description, option.argChoices, optionDefault(option)),
    argumentDescription: (argument: Argument) =>
      withExtras(argument.description, argument.argChoices, argumentDefault(argument)),
  };
}
