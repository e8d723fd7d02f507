import { storePath } from '../cards/open.js';
import { openStore } from '../cards/store/store.js';
import { dataDirState, importDataDirs, importEstimate } from '../cards/import.js';
import { clean } from '../format/sanitize.js';
import { out, progress, warn } from './output.js';
import { count, importStartLine, seconds } from './import-progress.js';
import { t } from './messages.js';

/** `totem cards import DIR…`: data dirs into the card store that checks without --data-dir read. */
export async function runImport(dirs: string[], options: { force?: boolean }): Promise<number> {
  const { store, warnings } = openStore(storePath());
  try {
    for (const w of warnings) warn(w);
    const states = dirs.map(dataDirState);
    // The result line on stdout is the "after"; stderr says what the wait is for.
    progress(importStartLine(dirs, store.count() === 0, importEstimate(states)), { rewrite: false, last: true });
    const report = await importDataDirs(store, states, { force: true, allowShrink: options.force });
    for (const issue of report.issues.slice(0, 20)) warn(t('import-skipped', { issue: clean(issue) }));
    if (report.issues.length > 20) warn(t('import-more', { count: report.issues.length - 20 }));
    out(
      t('imported', {
        cards: count(report.cards),
        sets: count(report.sets),
        seconds: seconds(report.ms),
        store: store.path,
      }),
    );
    return 0;
  } catch (error) {
    store.closeAfter(error);
    throw error;
  } finally {
    store.close();
  }
}
