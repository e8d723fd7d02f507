import { Command, CommanderError, Option } from 'commander';
import { TotemError } from '../model/errors.js';
import { error as printError, out, warn } from './output.js';
import { boundedOption, formatOption } from './options.js';
import { loadLocale } from '../model/i18n/locales.js';
import { chooseLang } from './lang.js';
import { cliLocale, help, setCliLocale, t } from './messages.js';
import { helpWords, localTerms, termWord } from './help-words.js';
import { closest } from '../model/suggest.js';
import { ANSWER_FORMATS, COMMANDS, REPORT_FORMATS, VERSION } from '../commands/registry.js';
import { DATA, type CommandSpec, type OptionSpec, type Words } from '../commands/shared/flags.js';

// Bundled (scripts/build.js): commander is part of dist/bundle/totem.cjs, not a package Node resolves and scans.

const words = (text: Partial<Words>): string => (cliLocale().lang === 'es' ? text.es : text.en) ?? '';

/** A text of the CLI's help table, already in the chosen language. */
const both = (text: string): Words => ({ en: text, es: text });

/** On every command: `--lang` (read before the program is built, lang.ts: declared so commander accepts and lists it) and colours. */
const langAndColour = (): OptionSpec[] => [
  { flags: '--lang <lang>', ...both(help('opt-lang')), choices: ['en', 'es'] },
  { flags: '--color', ...both(help('opt-color')) },
  { flags: '--no-color', ...both(help('opt-no-color')) },
];

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
const bounded = (kind: 'count' | 'runs' | 'limit') => (flags: string) => boundedOption(kind, flags.split(' ')[0]!);
const PARSERS = {
  count: bounded('count'),
  runs: bounded('runs'),
  limit: bounded('limit'),
  format: () => formatOption(ANSWER_FORMATS),
  repeat: () => collect,
};

/** Commander's error code of a value not among an option's choices, worded by the parser that refuses it. */
const INVALID_CHOICE = 'totem.invalidChoice';

function option(spec: OptionSpec): Option {
  const built = new Option(spec.flags, words(spec));
  const choices = spec.value === 'report-format' ? REPORT_FORMATS : spec.choices;
  if (choices) {
    built.argChoices = [...choices];
    built.argParser((value: string) => {
      if (choices.includes(value)) return value;
      const data = { name: localTerms(spec.flags), value, choices: choices.join(', ') };
      throw new CommanderError(2, INVALID_CHOICE, t('cmd-invalid-choice', data));
    });
  } else if (spec.value && spec.value !== 'report-format')
    built.argParser(PARSERS[spec.value](spec.flags) as (value: string) => unknown);
  if (spec.default !== undefined) built.default(spec.default);
  return built;
}

/**
 * A command of the registry under `parent`: its arguments and flags, `--lang`, the card data flags, and the colour
 * flags (with both declared, neither given leaves `color` undefined: the environment and the terminal decide).
 * A leaf runs on the one runner (run.ts); `cards` only holds its subcommands.
 */
function build(parent: Command, spec: CommandSpec): void {
  const cmd = exitIn(parent.command(spec.name)).description(words(spec));
  for (const arg of spec.args ?? []) cmd.argument(arg.name, words(arg), arg.default);
  for (const flag of [...(spec.options ?? []), ...langAndColour(), ...(spec.data ? DATA : [])])
    cmd.addOption(option(flag));
  cmd.helpOption('-h, --help', help('opt-help'));
  for (const sub of spec.commands ?? []) build(cmd, sub);
  if (!spec.load) return;
  const load = spec.load;
  cmd.action(async (...args: unknown[]) => {
    // The options of a subcommand's parent too: `cards` declares --color, and takes it after the subcommand's name.
    const options = (args.at(-1) as Command).optsWithGlobals();
    const positional = args.slice(0, -2) as string[];
    const { runCommand } = await import('./run.js');
    process.exitCode = await runCommand((await load()).command, positional, options as never);
  });
}

/** Each command's errors carry the command (commander's name none): their data is read off it. */
const exitIn = (cmd: Command): Command =>
  cmd.exitOverride((error) => {
    throw Object.assign(error, { command: cmd });
  });

const chain = (cmd: Command | null): Command[] => (cmd ? [cmd, ...chain(cmd.parent)] : []);

/**
 * One of commander's errors in the chosen language, told by its code: its data read off the command that failed
 * and the argv (not off commander's English), and our own suggestion for a near miss ("(Did you mean --format?)"),
 * an unknown flag's among the flags of the command and those above it (`chain`), which it takes too.
 */
function commanderLine(code: string, cmd: Command, argv: string[]): string | undefined {
  const [help, last, got] = [cmd.createHelp(), argv.at(-1)!, cmd.args.length];
  // Parsed again as commander found it: its known options are consumed already, so this only sorts the rest.
  const unknown = code === 'commander.unknownOption' ? cmd.parseOptions([...cmd.args]).unknown[0]! : '';
  const flags = unknown.startsWith('--') ? chain(cmd).flatMap((c) => help.visibleOptions(c)) : [];
  const option = cmd.options.find((o) => (last.startsWith('--') ? o.long === last : o.short === `-${last.at(-1)}`));
  const missing = cmd.registeredArguments.find((arg, i) => arg.required && cmd.args[i] == null)?.name() ?? '';
  const said: Record<string, [string, string, string[]?]> = {
    'commander.unknownOption': ['cmd-unknown-option', unknown, flags.flatMap((o) => o.long ?? [])],
    'commander.unknownCommand': ['cmd-unknown-command', cmd.args[0]!, help.visibleCommands(cmd).map((c) => c.name())],
    'commander.missingArgument': ['cmd-missing-argument', termWord(missing)],
    'commander.excessArguments': ['cmd-too-many-arguments', cmd.name()],
    'commander.optionMissingArgument': ['cmd-option-missing', option?.flags ?? last],
  };
  const [id, name, near = []] = said[code] ?? [];
  if (!id || name === undefined) return undefined;
  const line = t(id, { name: localTerms(name), count: cmd.registeredArguments.length, got });
  const suggestions = closest(name, new Set(near));
  const hint = suggestions.length > 1 ? 'cmd-did-you-mean-one-of' : 'cmd-did-you-mean';
  return suggestions.length ? `${line} ${t(hint, { suggestions: suggestions.join(', ') })}` : line;
}

/** One argument of `--lang X` and the colour flags (`--lang X` is two, joined by NUL as argv is below). */
const LANG_OR_COLOUR = '(?:--color|--no-color|--lang[=\\0](?:en|es))';
const ONLY_LANG_AND_COLOUR = new RegExp(`^(?:${LANG_OR_COLOUR}(?:\\0${LANG_OR_COLOUR})*)?$`);

/** `--lang X` and the colour flags: what `totem --lang es` may hold and still be `totem` alone (the help). */
const onlyLanguageAndColour = (args: readonly string[]): boolean => ONLY_LANG_AND_COLOUR.test(args.join('\0'));

/** The program; only the command being run is built (its options, its help): the root's help and `help` build them all. */
function program(only: string | null): Command {
  const root = exitIn(new Command('totem'))
    .description(help('program'))
    .addHelpText('after', help('program-after'))
    .version(VERSION, '-V, --version', help('opt-version'))
    .helpOption('-h, --help', help('opt-help'))
    .helpCommand('help [command]', help('cmd-help'))
    .showSuggestionAfterError(false)
    .configureHelp(helpWords())
    // --network-budget reaches every card source of the run the way TOTEM_NETWORK_BUDGET does (checked there).
    .hook('preAction', (_root, action) => {
      const budget = (action.opts() as { networkBudget?: string }).networkBudget;
      if (budget !== undefined) process.env.TOTEM_NETWORK_BUDGET = budget;
    })
    // Its errors are printed by main, in the chosen language, from their codes.
    .configureOutput({ writeErr: (s) => process.stderr.write(s), outputError: () => undefined });
  // Before the command's name too (`totem --lang es check mazo.txt`): taken there, unlisted in the root's help.
  for (const flag of langAndColour()) root.addOption(option(flag).hideHelp());
  for (const spec of COMMANDS) if (only === null || only === spec.name) build(root, spec);
  return root;
}

function fail(message: string, exitCode = 2): void {
  printError(message);
  process.exitCode = exitCode;
}

/** A damaged card pack (PackError), told by its name: the CLI does not load the pack reader for this. */
const isPackError = (error: unknown): boolean => (error as Error | null)?.name === 'PackError';

/** Map every failure to a message and exit code 2; a stack trace only with TOTEM_DEBUG=1. */
async function main(argv: string[], retried = false): Promise<void> {
  try {
    // `totem` alone (or with only a language) is a question, not a mistake: the help on stdout, exit 0.
    if (onlyLanguageAndColour(argv.slice(2))) {
      program(null).outputHelp();
      return;
    }
    const rest = argv.slice(2).filter((arg) => arg !== '-V' && arg !== '--version');
    if (rest.length < argv.length - 2 && onlyLanguageAndColour(rest)) {
      // The version, then the card data's date (`cards status`, offline: no set list asked), and past 90 days how
      // to update.
      out(VERSION);
      const status = COMMANDS.find((c) => c.name === 'cards')!.commands!.find((c) => c.name === 'status')!;
      const { command } = await status.load!();
      process.exitCode = await (await import('./run.js')).runCommand(command, [], { offline: true } as never);
      return;
    }
    const first = argv[2];
    // Anything but a command's name (no command, `help`, a typo) builds them all.
    await program(COMMANDS.some((c) => c.name === first) ? first! : null).parseAsync(argv);
  } catch (error) {
    if (isPackError(error) && !retried) {
      // A cache pack (the data dirs' pack) found damaged mid-run: set it aside and run once more, which builds it
      // again. The shipped pack's damage stays an error naming the file (exit 2).
      const { setAsideDataPack } = await import('../commands/shared/session.js');
      const aside = setAsideDataPack();
      if (aside) {
        warn(t('store-damaged', { store: aside }));
        await main(argv, true);
        return;
      }
    }
    if (error instanceof CommanderError) {
      // A command built here carries itself (exitIn); an error without one is said as commander worded it.
      const { code, command } = error as CommanderError & { command?: Command };
      const line = code === INVALID_CHOICE || !command ? error.message : commanderLine(code, command, argv);
      if (line) {
        // One message style: commander's errors read like every other failure, "totem: …", on one line.
        printError(line);
        process.stderr.write(`${t('run-help')}\n`);
      }
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    if (error instanceof TotemError) {
      fail(error.text(cliLocale()), error.exitCode);
      return;
    }
    if (process.env.TOTEM_DEBUG) console.error(error);
    fail(t('internal-error', { message: (error as Error)?.message ?? String(error) }));
  }
}

process.on('uncaughtException', (error) => {
  fail(t('internal-error', { message: error.message }));
  process.exit(2);
});
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // A reader that stopped early (`| head`) is no failure; anything else (a full disk, `> /dev/full`) lost output.
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  printError(t('stdout-failed', { code: error.code ?? 'error' }));
  process.exit(2);
});

// For `npm run bench`: the peak resident set size, measured by the process itself.
if (process.env.TOTEM_REPORT_RSS)
  process.on('exit', () => process.stderr.write(`totem-max-rss-kb=${process.resourceUsage().maxRSS}\n`));

// No top-level await: the bundle is CommonJS, so that bin/totem.js can hand V8 its code cache (bin/load-bundle.js).
void loadLocale(chooseLang(process.argv.slice(2), process.env, process.cwd())).then((locale) => {
  setCliLocale(locale);
  return main(process.argv);
});
