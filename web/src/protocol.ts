import type { Lang } from './lang.js';
import type { PageVariant } from './variant.js';
import type { PageFailure, PageInput, PageVerdict } from './verdict-types.js';

/** A worker named `open:<the pack's address>` opens the pack as it loads (the check's: checker.ts). */
export const OPEN_PACK = 'open:';

/** Page → worker: check this input in this language. */
export interface CheckRequest {
  id: number;
  input: PageInput;
  lang: Lang;
  /** The rules to check under (`--variant`); absent, the standard ones. */
  variant?: PageVariant;
  /** The card pack's folder, absolute (the worker's own address is not the page's). */
  packUrl: string;
}

/** Worker → page: sets are loading, then one verdict or one failure per request. */
export type CheckReply =
  | { id: number; kind: 'loading'; count: number }
  | { id: number; kind: 'verdict'; verdict: PageVerdict }
  | { id: number; kind: 'failure'; failure: PageFailure };
