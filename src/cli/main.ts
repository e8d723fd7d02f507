import { Command, CommanderError, Option } from 'commander';
import { TotemError } from '../model/errors.js';
import { error as printError, warn } from './output.js';
import { formatOption, intOption, limitOption, runsOption } from './options.js';
import { VERSION } from './version.js';
import { ANSWER_FORMATS, REPORT_FORMATS } from '../format/registry.js';
import { loadLocale } from '../model/i18n/locales.js';
import { chooseLang } from './lang.js';
import { cliError, cliLocale, help, setCliLocale, t } from './messages.js';
import { helpWords, localTerms, termWord } from './help-words.js';

// Bundled (scripts/build.js): commander is part of dist/bundle/totem.cjs, not a package Node resolves and scans.

/**
 * `--lang` and `--color` / `--no-color` on every command (the language is read before the program is built;
 * declared so commander accepts and lists it). With both colour flags declared, neither given leaves `color`
 * undefined: the environment and the terminal decide (see useColor).
 */
const langOption = (cmd: Command): Command =>
  cmd
    .addOption(new Option('--lang <lang>', help('opt-lang')).choices(['en', 'es']))
    .option('--color', help('opt-color'))
    .option('--no-color', help('opt-no-color'))
    .helpOption('-h, --help', help('opt-help'));

const dataOptions = (cmd: Command): Command =>
  langOption(cmd)
    .option('--data-dir <dir>', help('opt-data-dir'), (dir: string, previous: string[] = []) => [...previous, dir])
    .option('--offline', help('opt-offline'))
    .option('--network-budget <seconds>', help('opt-network-budget'));

/**
 * Commander's own errors, in the chosen language: the common ones are messages of the CLI table, with the
 * option's value names in the language of the help (`--format <formato>`), and its suggestion ("(Did you mean
 * --format?)", which commander words itself: it has no hook for it) in the same language as the rest of the line.
 */
function commanderError(text: string): string {
  const patterns: [RegExp, string][] = [
    [/^unknown option '([^']*)'/, 'cmd-unknown-option'],
    [/^unknown command '([^']*)'/, 'cmd-unknown-command'],
    [/^missing required argument '([^']*)'/, 'cmd-missing-argument'],
    [/^too many arguments(?: for '([^']*)')?/, 'cmd-too-many-arguments'],
    [/^option '([^']*)' argument missing/, 'cmd-option-missing'],
    [/^option '([^']*)' argument '([^']*)' is invalid\. Allowed choices are (.*)\.$/m, 'cmd-invalid-choice'],
  ];
  for (const [re, id] of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const name = id === 'cmd-missing-argument' ? termWord(m[1] ?? '') : localTerms(m[1] ?? '');
    const rest = text
      .slice(m[0].length)
      .replace(
        /^\s*\(Did you mean (one of )?(.*)\?\)/,
        (_all, several: string | undefined, suggestions: string) =>
          ` ${t(several ? 'cmd-did-you-mean-one-of' : 'cmd-did-you-mean', { suggestions })}`,
      );
    return t(id, { name, value: m[2] ?? '', choices: m[3] ?? '' }) + rest;
  }
  return text;
}

/** `--lang X` and the colour flags: what `totem --lang es` may hold and still be `totem` alone (the help). */
function onlyLanguageAndColour(args: readonly string[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--color' || arg === '--no-color' || /^--lang=(en|es)$/.test(arg)) continue;
    if (arg === '--lang' && (args[i + 1] === 'en' || args[i + 1] === 'es')) {
      i++;
      continue;
    }
    return false;
  }
  return true;
}

function program(only: string | null): Command {
  const root = new Command('totem')
    .description(help('program'))
    .addHelpText('after', help('program-after'))
    .version(VERSION, '-V, --version', help('opt-version'))
    .helpOption('-h, --help', help('opt-help'))
    .helpCommand('help [command]', help('cmd-help'))
    .showHelpAfterError(t('run-help'))
    .exitOverride()
    .configureHelp(helpWords())
    // --network-budget reaches every card source of the run the way TOTEM_NETWORK_BUDGET does (checked there).
    .hook('preAction', (_root, action) => {
      const budget = (action.opts() as { networkBudget?: string }).networkBudget;
      if (budget !== undefined) process.env.TOTEM_NETWORK_BUDGET = budget;
    })
    .configureOutput({
      writeErr: (s) => process.stderr.write(s),
      // One message style: commander's "error: …" reads like every other failure, "totem: …".
      // Its "(Did you mean …?)" hint joins the line: every error is one line, whatever the arguments held.
      outputError: (s) =>
        printError(
          commanderError(
            s
              .replace(/^error: /, '')
              .replace(/\n\(Did you mean/g, ' (Did you mean')
              .trimEnd(),
          ),
        ),
    });

  // Only the command being run is built (its options, its help); the root's help and `help` build them all.
  const wanted = (name: string): boolean => only === null || only === name;

  if (wanted('check'))
    dataOptions(
      root
        .command('check')
        .description(help('check'))
        .argument('[paths...]', help('arg-paths'), [])
        .addOption(new Option('--format <format>', help('opt-format')).choices([...REPORT_FORMATS]).default('text'))
        .option('--totem <card>', help('opt-totem'))
        .option('--extra-types <types>', help('opt-extra-types'))
        .addOption(variantOption())
        .option('--config <file>', help('opt-config'))
        .option('--quiet', help('opt-quiet'))
        .option('--max-warnings <n>', help('opt-max-warnings'), intOption('--max-warnings'))
        // Adoption in a deck repo: which files, staged content for hooks, report to a file (see check-io.ts).
        .option(
          '--ignore-pattern <pattern>',
          help('opt-ignore-pattern'),
          (value: string, previous: string[]) => [...previous, value],
          [] as string[],
        )
        .option('--staged', help('opt-staged'))
        .option('--verbose', help('opt-verbose'))
        .option('-o, --output-file <file>', help('opt-output-file')),
    ).action(async (paths: string[], opts) => {
      const { runCheck } = await import('./check.js');
      process.exitCode = await runCheck(paths, opts);
    });

  if (wanted('cost'))
    dataOptions(
      root
        .command('cost')
        .description(help('cost'))
        .argument('<card>', help('arg-card'))
        .option('--kos <n>', help('opt-kos'), intOption('--kos'), 0)
        .addOption(
          new Option('--variant <variant>', help('opt-variant')).choices(['standard', 'tribute']).default('standard'),
        )
        .option('--returns <n>', help('opt-returns'), intOption('--returns'), 0)
        .option('--format <format>', help('opt-format-short'), formatOption(ANSWER_FORMATS), 'text'),
    ).action(async (card: string, opts) => {
      const { runCost } = await import('./cost.js');
      process.exitCode = await runCost(card, opts);
    });

  if (wanted('identity'))
    dataOptions(
      root
        .command('identity')
        .description(help('identity'))
        .argument('<card>', help('arg-card'))
        .option('--extra-types <types>', help('opt-extra-types-identity'))
        .option('--deck <file>', help('opt-deck'))
        .addOption(variantOption())
        .option('--format <format>', help('opt-format-short'), formatOption(ANSWER_FORMATS), 'text'),
    ).action(async (card: string, opts) => {
      const { runIdentity } = await import('./identity.js');
      process.exitCode = await runIdentity(card, opts);
    });

  if (wanted('fmt'))
    dataOptions(
      root
        .command('fmt')
        .description(help('fmt'))
        .argument('<files...>', help('arg-file'))
        .option('--write', help('opt-fmt-write'))
        .option('--check', help('opt-fmt-check'))
        .option('--totem <card>', help('opt-fmt-totem')),
    ).action(async (files: string[], opts) => {
      const { runFmt } = await import('./fmt.js');
      process.exitCode = await runFmt(files, opts);
    });

  if (wanted('stats'))
    dataOptions(
      root
        .command('stats')
        .description(help('stats'))
        .argument('<decks...>', help('arg-decks'))
        .option('--format <format>', help('opt-format-short'), formatOption(ANSWER_FORMATS), 'text')
        .option('--totem <card>', help('opt-totem'))
        .option('--extra-types <types>', help('opt-extra-types'))
        .option(
          '--key <name>',
          help('opt-key'),
          (value: string, previous: string[]) => [...previous, value],
          [] as string[],
        )
        .addOption(new Option('--model <model>', help('opt-model')).choices(['plain', 'search']).default('plain'))
        // No default: without the flag, a deck's totem.config.json may name its variant.
        .addOption(new Option('--variant <variant>', help('opt-variant-stats')).choices(['standard', 'tribute']))
        .option('--seed <n>', help('opt-seed'), intOption('--seed'), 1)
        .option('--runs <n>', help('opt-runs'), runsOption, 20000),
    ).action(async (decks: string[], opts) => {
      const { runStats } = await import('./stats.js');
      process.exitCode = await runStats(decks, opts);
    });

  if (wanted('pod'))
    dataOptions(
      root
        .command('pod')
        .description(help('pod'))
        .argument('<decks...>', help('arg-decks'))
        .option('--format <format>', help('opt-format-short'), formatOption(ANSWER_FORMATS), 'text')
        .option('--totem <card>', help('opt-totem'))
        .option('--extra-types <types>', help('opt-extra-types'))
        .addOption(variantOption()),
    ).action(async (decks: string[], opts) => {
      const { runPod } = await import('./pod.js');
      process.exitCode = await runPod(decks, opts);
    });

  if (wanted('diff'))
    dataOptions(
      root
        .command('diff')
        .description(help('diff'))
        .argument('<old>', help('arg-diff-old'))
        .argument('<new>', help('arg-diff-new'))
        .option('--format <format>', help('opt-format-short'), formatOption(ANSWER_FORMATS), 'text')
        .option('--totem <card>', help('opt-totem'))
        .option('--extra-types <types>', help('opt-extra-types'))
        .addOption(variantOption()),
    ).action(async (a: string, b: string, opts) => {
      const { runDiff } = await import('./diff.js');
      process.exitCode = await runDiff(a, b, opts);
    });

  if (wanted('sheet'))
    dataOptions(
      root
        .command('sheet')
        .description(help('sheet'))
        .argument('<file>', help('arg-file'))
        .option('-o, --output-file <file>', help('opt-sheet-output'))
        .option('--site <url>', help('opt-site'))
        .option('--totem <card>', help('opt-totem'))
        .option('--extra-types <types>', help('opt-extra-types'))
        .addOption(variantOption()),
    ).action(async (deck: string, opts) => {
      const { runSheet } = await import('./sheet.js');
      process.exitCode = await runSheet(deck, opts);
    });

  if (wanted('init'))
    langOption(root.command('init'))
      .description(help('init'))
      .option('--ci', help('opt-ci'))
      .action(async (opts: { ci?: boolean }) => {
        const { runInit } = await import('./init.js');
        process.exitCode = runInit(opts);
      });

  if (wanted('totems'))
    dataOptions(
      root
        .command('totems')
        .description(help('totems'))
        .argument('[query]')
        .option('--types <types>', help('opt-totems-types'))
        .addOption(variantOption())
        .option('--limit <n>', help('opt-find-limit'), limitOption)
        .option('--format <format>', help('opt-format-short'), formatOption(ANSWER_FORMATS), 'text'),
    ).action(async (query: string | undefined, opts) => {
      const { runTotems } = await import('./totems.js');
      process.exitCode = await runTotems(query, opts);
    });

  if (wanted('cards')) cardsCommands(root);
  return root;
}

/** `--variant` of the commands that judge cards: no default, so a totem.config.json may name its variant. */
const variantOption = (): Option =>
  new Option('--variant <variant>', help('opt-variant-check')).choices(['standard', 'tribute']);

/** `totem cards …`: the card data's subcommands. */
function cardsCommands(root: Command): void {
  const cards = langOption(root.command('cards').description(help('cards')));
  langOption(cards.command('import'))
    .description(help('cards-import'))
    .argument('<dirs...>')
    .option('--force', help('opt-force'))
    .action(async (dirs: string[], opts: { force?: boolean }) => {
      const { runImport } = await import('./cards-import.js');
      process.exitCode = await runImport(dirs, opts);
    });
  langOption(cards.command('sync'))
    .description(help('cards-sync'))
    .action(async () => {
      const { runSync } = await import('./cards-sync.js');
      process.exitCode = await runSync();
    });
  dataOptions(
    cards
      .command('find')
      .description(help('cards-find'))
      .argument('[query]')
      .option('--format <format>', help('opt-format-short'), formatOption(ANSWER_FORMATS), 'text')
      .option('--limit <n>', help('opt-find-limit'), limitOption)
      // Deck building: the cards a deck with this Totem may hold (src/cli/cards-fits.ts).
      .option('--fits <totem>', help('opt-fits'))
      .option('--type <type>', help('opt-fits-type'))
      .addOption(
        new Option('--category <category>', help('opt-fits-category')).choices(['pokemon', 'trainer', 'energy']),
      )
      .option('--extra-types <types>', help('opt-fits-extra-types'))
      .option('--include-banned', help('opt-fits-include-banned'))
      .option('--why <card>', help('opt-fits-why'))
      .addOption(variantOption()),
  ).action(async (query: string | undefined, _opts, cmd: Command) => {
    // `cards` declares --color too, and takes it when it comes after the subcommand's name: read both.
    const opts = cmd.optsWithGlobals();
    if (opts.fits !== undefined) {
      const { runFits } = await import('./cards-fits.js');
      process.exitCode = await runFits(query ?? '', opts as Parameters<typeof runFits>[1]);
      return;
    }
    if (query === undefined) throw cliError('cmd-missing-argument', { name: 'query' });
    const { runFind } = await import('./cards.js');
    process.exitCode = await runFind(query, opts);
  });
  dataOptions(
    cards
      .command('info')
      .description(help('cards-info'))
      .argument('<card>')
      .option('--format <format>', help('opt-format-short'), formatOption(ANSWER_FORMATS), 'text'),
  ).action(async (card: string, _opts, cmd: Command) => {
    const { runInfo } = await import('./cards.js');
    // `cards` declares --color too, and takes it when it comes after the subcommand's name: read both.
    process.exitCode = await runInfo(card, cmd.optsWithGlobals());
  });
}

/** The top-level commands; anything else (no command, `help`, a typo) builds them all. */
const COMMANDS = ['check', 'cost', 'identity', 'fmt', 'stats', 'pod', 'diff', 'sheet', 'init', 'cards', 'totems'];

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
    const first = argv[2];
    await program(first && COMMANDS.includes(first) ? first : null).parseAsync(argv);
  } catch (error) {
    if (isPackError(error) && !retried) {
      // A cache pack (the data dirs' pack) found damaged mid-run: set it aside and run once more, which builds it
      // again. The shipped pack's damage stays an error naming the file (exit 2).
      const { setAsideDataPack } = await import('../cards/open.js');
      const aside = setAsideDataPack();
      if (aside) {
        warn(t('store-damaged', { store: aside }));
        await main(argv, true);
        return;
      }
    }
    if (error instanceof CommanderError) {
      process.exitCode =
        error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0 ? 0 : 2;
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
