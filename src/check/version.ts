import { readFileSync } from 'node:fs';

/** totem's version, and its page: where a sheet's QR code sends a phone unless `--site` says otherwise. */
export const { version: VERSION, homepage: HOMEPAGE = '' } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string; homepage?: string };
