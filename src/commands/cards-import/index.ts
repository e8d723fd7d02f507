import { accessSync, constants, mkdirSync } from 'node:fs';
import { clean } from '../../model/clean.js';
import { renderMessage } from '../../model/render-message.js';
import { cardEnv } from '../shared/card-env.js';
import { importStartLine } from '../shared/session.js';
import type { CommandModule, Run } from '../shared/command.js';
import type { ImportResult } from './result.js';
import { importText } from './text.js';
import { IMPORT_WORDS } from './words.js';

/**
 * `totem cards import DIR…`: build the pack of these data dirs into the cache now (the pack `--data-dir DIR…`
 * reads), whatever their stamp says: the way to pick up an edit the stamp can't see.
 */
async function cardsImport(run: Run<{ force?: boolean }>): Promise<ImportResult> {
  const dirs = run.args[0] as string[];
  const say = (id: string, data: Record<string, string | number>) =>
    run.say(renderMessage(IMPORT_WORDS, 'cli', id, data, run.locale));
  const { dataDirState, datasetsDir, importEstimate, openDataDirPack } = await import('../../packer/index.js');
  const states = dirs.map(dataDirState);
  const cacheDir = cardEnv().cacheDir;
  const target = datasetsDir(cacheDir);
  try {
    mkdirSync(target, { recursive: true });
    accessSync(target, constants.W_OK);
  } catch (error) {
    // A read-only cache gets no import: said, exit 2 (a check with --data-dir still reads the dirs in memory).
    say('import-read-only', { dir: target, code: (error as { code?: string }).code ?? 'EACCES' });
    return { exitCode: 2 };
  }
  // The result line on stdout is the "after"; stderr says what the wait is for.
  run.progress(importStartLine(dirs, true, importEstimate(states), run.locale), true);
  const { report } = await openDataDirPack(states, {
    cacheDir,
    force: true,
    allowShrink: run.flags.force,
    warn: (notice) => run.say(notice.text(run.locale)),
  });
  if (!report) return { exitCode: 2 };
  for (const issue of report.issues.slice(0, 20)) say('import-skipped', { issue: clean(issue) });
  if (report.issues.length > 20) say('import-more', { count: report.issues.length - 20 });
  const imported = { cards: report.cards, sets: report.sets, ms: report.ms, store: report.dir ?? target };
  return { imported, exitCode: report.dir ? 0 : 2 };
}

export const command: CommandModule<{ force?: boolean }, ImportResult> = {
  run: cardsImport,
  json: importText,
  text: importText,
  exitCode: (result) => result.exitCode,
};
