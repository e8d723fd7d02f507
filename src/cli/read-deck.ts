import { openSync, readSync, closeSync, fstatSync } from 'node:fs';
import { MAX_DECK_BYTES } from '../parse/decode.js';
import { parseDeck, unreadableDeck, type ParsedDeck } from '../parse/index.js';
import { UsageError } from '../model/errors.js';

/** Read at most one byte past the limit, so a huge file or stream costs no more memory than a decklist. */
function readBounded(fd: number): { bytes: Uint8Array; truncated: boolean } {
  const chunks: Buffer[] = [];
  let total = 0;
  const buffer = Buffer.alloc(64 * 1024);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buffer, 0, buffer.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') continue;
      if ((error as NodeJS.ErrnoException).code === 'EOF') break;
      throw error;
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
    total += n;
    if (total > MAX_DECK_BYTES) return { bytes: Buffer.concat(chunks), truncated: true };
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

function tooLarge(display: string, size: number | null): ParsedDeck {
  if (size === null) return unreadableDeck(display, 'input-too-large');
  return unreadableDeck(display, 'file-too-large', { size: (size / 1048576).toFixed(1) });
}

/** Read and parse one deck file ('-' = standard input). Unreadable files are usage errors (exit 2). */
export async function readDeck(path: string, display: string): Promise<ParsedDeck> {
  let fd: number;
  try {
    fd = path === '-' ? 0 : openSync(path, 'r');
  } catch (error) {
    throw new UsageError(`${display}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    if (path !== '-') {
      const size = fstatSync(fd).size;
      if (size > MAX_DECK_BYTES) return tooLarge(display, size);
    }
    const { bytes, truncated } = readBounded(fd);
    if (truncated) return tooLarge(display, null);
    return await parseDeck(bytes, display);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `${display}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  } finally {
    if (path !== '-') closeSync(fd);
  }
}
