import { openSession, type Session, type SessionOptions } from '../commands/session.js';
import { importProgress } from './import-progress.js';
import { cliLocale } from './messages.js';
import { warn } from './output.js';

/** The flags every command that reads cards takes. */
export interface DataFlags {
  dataDir?: string[];
  offline?: SessionOptions['offline'];
  config?: string;
}

/** A command's session: its flags, the chosen language, warnings and import progress on stderr. */
export function cliSession(flags: DataFlags, dir = process.cwd()): Promise<Session> {
  return openSession({
    dataDirs: flags.dataDir,
    offline: flags.offline,
    configFile: flags.config,
    dir,
    locale: cliLocale(),
    onWarning: warn,
    onImport: importProgress(),
  });
}
