import { t } from './messages.js';

/** Colour follows --no-color, NO_COLOR, FORCE_COLOR and whether stdout is a terminal. */
export function useColor(flag: boolean | undefined, stream: NodeJS.WriteStream = process.stdout): boolean {
  if (flag === false) return false;
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false;
  const force = process.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return Boolean(stream.isTTY);
}

export function out(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

export function warn(text: string): void {
  process.stderr.write(`totem: ${t('warning', { text })}\n`);
}
