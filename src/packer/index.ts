// The one entry into the packer from runtime code (`--data-dir`, `totem cards import`): the session and the CLI load
// it with a dynamic import, and only when data dirs are named. dependency-cruiser forbids any other way in. It
// stays light (a pack of the dirs' content already in the cache is opened without the builder: write-dir-pack.ts).

import type { OpenDataDirPack } from '../cards/open.js';
import { openDataDirPack } from './data-dir-pack.js';
import { dataDirState } from './data-dir-state.js';

export { openDataDirPack, datasetsDir } from './data-dir-pack.js';
export { dataDirState, importEstimate } from './data-dir-state.js';

/** The pack of these data dirs, from the cache or built (what cards/open.ts is handed). */
export const openDirsPack: OpenDataDirPack = (dirs, options) => openDataDirPack(dirs.map(dataDirState), options);
