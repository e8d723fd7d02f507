import type { FmtAction } from '../commands/fmt.js';
import { clean } from '../format/sanitize.js';
import { UsageError, errorOf } from '../model/errors.js';
import { out, warn } from './output.js';
import { replaceFile } from './replace-file.js';
import { t } from './messages.js';

export interface FmtCounts {
  failed: number;
  formatted: number;
  differ: string[];
}

/** `fmt --write` / `--check` on one file: say what was left as it is, rewrite (or list) what differs. */
export function applyFmtAction(file: string, action: FmtAction, checkOnly: boolean, counts: FmtCounts): void {
  switch (action.kind) {
    case 'json':
      warn(t('fmt-json-skipped', { file: clean(file) }));
      return;
    case 'not-a-deck':
      warn(t('fmt-not-a-deck', { file: clean(file) }));
      return;
    case 'incomplete':
      warn(t('fmt-left-as-is', { file: clean(file) }));
      counts.failed += 1;
      return;
    case 'formatted':
      counts.formatted += 1;
      return;
    case 'differs':
      if (checkOnly) {
        counts.differ.push(file);
        return;
      }
      try {
        replaceFile(file, action.wanted);
      } catch (error) {
        throw errorOf(UsageError, 'cannot-write', { file, code: (error as NodeJS.ErrnoException).code ?? 'error' });
      }
      counts.formatted += 1;
      out(t('fmt-written', { file: clean(file) }));
  }
}
