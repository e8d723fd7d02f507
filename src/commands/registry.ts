import { cards } from './cards/options.js';
import { cardsImport } from './cards-import/options.js';
import { cardsSync } from './cards-sync/options.js';
import { check } from './check/options.js';
import { cost } from './cost/options.js';
import { diff } from './diff/options.js';
import { exportSpec } from './export/options.js';
import { fmt } from './fmt/options.js';
import { identity } from './identity/options.js';
import { init } from './init/options.js';
import { pod } from './pod/options.js';
import { rules } from './rules/options.js';
import { sample } from './sample/options.js';
import { sheet } from './sheet/options.js';
import { stats } from './stats/options.js';
import { totems } from './totems/options.js';

// What a face shows of the program besides its commands: its version, the formats --format takes.
export { VERSION } from '../check/version.js';
export { ANSWER_FORMATS, REPORT_FORMATS } from '../format/registry.js';

/** The commands of game night: a sample hand, the pod, two lists compared, the sheet, the exports to play. */
const GAME_NIGHT = [sample, pod, diff, sheet, exportSpec] as const;

/** `cards`: import and sync first, as its help lists them. */
const CARDS = { ...cards, commands: [cardsImport, cardsSync, ...cards.commands!] };

/** Every command, in the order `totem --help` lists them: the CLI builds its program from this list. */
export const COMMANDS = [check, cost, identity, fmt, stats, ...GAME_NIGHT, init, rules, CARDS, totems] as const;
