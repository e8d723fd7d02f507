import { createRequire } from 'node:module';
import type * as CommanderTypes from 'commander';
import { TotemError } from '../model/errors.js';
import { error as printError, warn } from './output.js';
import { formatOption, intOption } from './options.js';
import { VERSION } from './version.js';

// Loaded with require: importing a CommonJS package as ESM makes Node scan its source for exports first.
const { Command, CommanderError, Option } = createRequire(import.meta.url)('commander') as typeof CommanderTypes;
type Command = CommanderTypes.Command;

const dataOptions = (cmd: Command): Command =>
  cmd
    .option(
      '--data-dir <dir>',
      'a pokemon-tcg-data or tcgdex/cards-database checkout to read cards from; repeat for several (also TOTEM_DATA_DIR)',
      (dir: string, previous: string[] = []) => [...previous, dir],
    )
    .option('--offline', 'never contact a card API');

function program(): Command {
  const root = new Command('totem')
    .description('Deck validator for the Totem Format (100-card singleton multiplayer Pokémon TCG)')
    .version(VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeErr: (s) => process.stderr.write(s),
      // One message style: commander's "error: …" reads like every other failure, "totem: …".
      // Its "(Did you mean …?)" hint joins the line: every error is one line, whatever the arguments held.
      outputError: (s) =>
        printError(
          s
            .replace(/^error: /, '')
            .replace(/\n\(Did you mean/g, ' (Did you mean')
            .trimEnd(),
        ),
    });

  dataOptions(
    root
      .command('check')
      .description('check decklists: files, folders (*.txt, *.deck, *.json), globs, or - for stdin')
      .argument('[paths...]', 'decks to check', [])
      .addOption(
        new Option('--format <format>', 'output format')
          .choices(['text', 'json', 'github', 'junit', 'sarif'])
          .default('text'),
      )
      .option('--totem <card>', 'the Totem, as "NAME SET NUMBER" (taken out of the list)')
      .option('--extra-types <types>', "the Totem's chosen extra types, e.g. Fire,Water")
      .option('--config <file>', 'house rules file (default: totem.config.json above each deck)')
      .option('--quiet', 'report errors only')
      .option('--max-warnings <n>', 'fail when there are more warnings than this', intOption('--max-warnings'))
      .option('--no-color', 'no colours')
      // Adoption in a deck repo: which files, staged content for hooks, report to a file (see check-io.ts).
      .option(
        '--ignore-pattern <pattern>',
        'leave out files and folders matching this .gitignore-style pattern (repeatable)',
        (value: string, previous: string[]) => [...previous, value],
        [] as string[],
      )
      .option('--staged', 'check the staged (git index) content of staged deck files: for pre-commit hooks')
      .option('--verbose', 'list the files skipped as not decklists (on stderr)')
      .option('-o, --output-file <file>', 'write the report to this file instead of standard output'),
  ).action(async (paths: string[], opts) => {
    const { runCheck } = await import('./check.js');
    process.exitCode = await runCheck(paths, opts);
  });

  dataOptions(
    root
      .command('cost')
      .description("a Totem's stage, Retreat Cost, Invocation Cost and Prize cards")
      .argument('<card>', '"NAME SET NUMBER", "SET NUMBER", an id, or a name')
      .option('--kos <n>', 'times the Totem was Knocked Out', intOption('--kos'), 0)
      .addOption(new Option('--variant <variant>', 'cost rules').choices(['standard', 'tribute']).default('standard'))
      .option('--returns <n>', 'tribute variant: times the Totem returned to the Totem Zone', intOption('--returns'), 0)
      .option('--format <format>', 'text or json', formatOption(['text', 'json']), 'text')
      .option('--no-color', 'no colours'),
  ).action(async (card: string, opts) => {
    const { runCost } = await import('./cost.js');
    process.exitCode = await runCost(card, opts);
  });

  dataOptions(
    root
      .command('identity')
      .description('the types a Totem allows, where each comes from, and its extra slots')
      .argument('<card>', '"NAME SET NUMBER", "SET NUMBER", an id, or a name')
      .option('--extra-types <types>', 'chosen extra types, e.g. Fire,Water')
      .option('--deck <file>', 'show which cards of this deck would break under this Totem')
      .option('--format <format>', 'text or json', formatOption(['text', 'json']), 'text')
      .option('--no-color', 'no colours'),
  ).action(async (card: string, opts) => {
    const { runIdentity } = await import('./identity.js');
    process.exitCode = await runIdentity(card, opts);
  });

  dataOptions(
    root
      .command('fmt')
      .description('print a decklist in canonical form (sections in order, set codes resolved, counts merged)')
      .argument('<file>', 'the deck file, or - for stdin'),
  ).action(async (file: string, opts) => {
    const { runFmt } = await import('./fmt.js');
    process.exitCode = await runFmt(file, opts);
  });

  root
    .command('init')
    .description('start using totem in a deck repo: write totem.config.json (and a GitHub workflow with --ci)')
    .option('--ci', 'also write .github/workflows/totem.yml, which runs the totem GitHub Action')
    .action(async (opts: { ci?: boolean }) => {
      const { runInit } = await import('./init.js');
      process.exitCode = runInit(opts);
    });

  const cards = root.command('cards').description('the card store: import, sync, find, info');
  cards
    .command('import')
    .description('load pokemon-tcg-data and/or tcgdex/cards-database checkouts into the card store')
    .argument('<dirs...>')
    .option('--force', 'replace the store even when the checkouts hold far fewer cards than it does')
    .action(async (dirs: string[], opts: { force?: boolean }) => {
      const { runImport } = await import('./cards.js');
      process.exitCode = await runImport(dirs, opts);
    });
  cards
    .command('sync')
    .description('download every set and card from the Pokémon TCG API (resumable)')
    .action(async () => {
      const { runSync } = await import('./cards.js');
      process.exitCode = await runSync();
    });
  dataOptions(
    cards
      .command('find')
      .description('find printings by name, grouped into distinct versions')
      .argument('<query>')
      .option('--format <format>', 'text or json', formatOption(['text', 'json']), 'text'),
  ).action(async (query: string, opts) => {
    const { runFind } = await import('./cards.js');
    process.exitCode = await runFind(query, opts);
  });
  dataOptions(
    cards
      .command('info')
      .description("one card's facts")
      .argument('<card>')
      .option('--format <format>', 'text or json', formatOption(['text', 'json']), 'text'),
  ).action(async (card: string, opts) => {
    const { runInfo } = await import('./cards.js');
    process.exitCode = await runInfo(card, opts);
  });
  return root;
}

function fail(message: string, exitCode = 2): void {
  printError(message);
  process.exitCode = exitCode;
}

function isCorruption(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? '';
  return code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB';
}

/** Map every failure to a message and exit code 2; a stack trace only with TOTEM_DEBUG=1. */
async function main(argv: string[], retried = false): Promise<void> {
  try {
    await program().parseAsync(argv);
  } catch (error) {
    if (isCorruption(error) && !retried) {
      // Damage found mid-run: the store is a cache, so drop it and run the command once more on a fresh one.
      const { openedStorePath, storePath } = await import('../cards/open.js');
      const { removeStore } = await import('../cards/store/store.js');
      const damaged = openedStorePath() ?? storePath();
      removeStore(damaged);
      warn(`the card store ${damaged} was damaged; it has been deleted and is rebuilt now`);
      await main(argv, true);
      return;
    }
    if (error instanceof CommanderError) {
      process.exitCode =
        error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0 ? 0 : 2;
      return;
    }
    if (error instanceof TotemError) {
      fail(error.message, error.exitCode);
      return;
    }
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_')) {
      fail(
        `the card store failed (${code}): ${(error as Error).message}. Delete the store (TOTEM_CACHE_DIR or ~/.cache/totem) and run again.`,
      );
      return;
    }
    if (process.env.TOTEM_DEBUG) console.error(error);
    fail(
      `internal error: ${(error as Error)?.message ?? String(error)} (set TOTEM_DEBUG=1 for details, and please report it)`,
    );
  }
}

process.on('uncaughtException', (error) => {
  fail(`internal error: ${error.message}`);
  process.exit(2);
});
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
});

// For `npm run bench`: the peak resident set size, measured by the process itself.
if (process.env.TOTEM_REPORT_RSS)
  process.on('exit', () => process.stderr.write(`totem-max-rss-kb=${process.resourceUsage().maxRSS}\n`));

await main(process.argv);
