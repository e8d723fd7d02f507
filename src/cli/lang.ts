import { langFromEnv, type Lang } from '../model/i18n/locales.js';
import { findConfig, readConfigJson } from '../commands/shared/files.js';

/** `--lang es`, `--lang=es` anywhere in the arguments (before `--`). */
export function langArg(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') break;
    if (arg === '--lang') return argv[i + 1] ?? null;
    if (arg.startsWith('--lang=')) return arg.slice('--lang='.length);
  }
  return null;
}

/** `lang` of the config file named by --config, else of totem.config.json here or above; null when none says. */
function configLang(argv: readonly string[], cwd: string): Lang | null {
  const i = argv.indexOf('--config');
  const named = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--config='))?.slice('--config='.length);
  const path = named ?? findConfig(cwd);
  if (!path) return null;
  const json = readConfigJson(path);
  // An unreadable config is reported by the command that loads it.
  const lang = json.ok ? (json.raw as { lang?: unknown } | null)?.lang : null;
  return lang === 'es' || lang === 'en' ? lang : null;
}

/**
 * The language of the output, chosen before the program is built (so that `--help` is in it too): `--lang`,
 * then `lang` in totem.config.json, then LC_ALL / LC_MESSAGES / LANG, then English.
 */
export function chooseLang(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): Lang {
  const arg = langArg(argv);
  if (arg === 'es' || arg === 'en') return arg;
  return configLang(argv, cwd) ?? langFromEnv(env) ?? 'en';
}
