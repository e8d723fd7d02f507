import { cardEnv } from '../commands/card-env.js';
import { clean } from '../model/clean.js';
import { out, progress, warn } from './output.js';
import { count, importStartLine, seconds } from './import-progress.js';
import { t } from './messages.js';
import { accessSync, constants, mkdirSync } from 'node:fs';

/**
 * `totem cards import DIR…`: build the pack of these data dirs into the cache now (the pack `--data-dir DIR…`
 * reads), whatever their stamp says: the way to pick up an edit the stamp can't see.
 */
export async function runImport(dirs: string[], options: { force?: boolean }): Promise<number> {
  const { dataDirState, datasetsDir, importEstimate, openDataDirPack } = await import('../packer/index.js');
  const states = dirs.map(dataDirState);
  const cache = cardEnv().cacheDir;
  const target = datasetsDir(cache);
  try {
    mkdirSync(target, { recursive: true });
    accessSync(target, constants.W_OK);
  } catch (error) {
    // A read-only cache gets no import: said, exit 2 (a check with --data-dir still reads the dirs in memory).
    warn(t('import-read-only', { dir: target, code: (error as { code?: string }).code ?? 'EACCES' }));
    return 2;
  }
  // The result line on stdout is the "after"; stderr says what the wait is for.
  progress(importStartLine(dirs, true, importEstimate(states)), { rewrite: false, last: true });
  const { report } = await openDataDirPack(states, {
    cacheDir: cache,
    force: true,
    allowShrink: options.force,
    warn,
  });
  if (!report) return 2;
  for (const issue of report.issues.slice(0, 20)) warn(t('import-skipped', { issue: clean(issue) }));
  if (report.issues.length > 20) warn(t('import-more', { count: report.issues.length - 20 }));
  out(
    t('imported', {
      cards: count(report.cards),
      sets: count(report.sets),
      seconds: seconds(report.ms),
      store: report.dir ?? target,
    }),
  );
  return report.dir ? 0 : 2;
}
