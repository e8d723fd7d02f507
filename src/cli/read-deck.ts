import { closeSync } from 'node:fs';
import { decodeDeck, MAX_DECK_BYTES } from '../parse/decode.js';
import { parseDeck, unreadableDeck, type ParsedDeck } from '../parse/index.js';
import type { DeckFile } from './files.js';
import { cannotRead, openRegularFile } from '../commands/shared/files.js';
import { readBounded, type Bounded } from '../files/regular-file.js';

let stdinRead: Promise<Bounded> | null = null;

/**
 * Standard input, read once per process (a command run again after a store repair gets the same bytes) as a
 * stream, which waits for a terminal or a pipe without spinning. Reading stops one chunk past the limit.
 */
function readStdin(): Promise<Bounded> {
  stdinRead ??= (async () => {
    const stdin = process.stdin;
    if (stdin.isTTY) process.stderr.write('totem: reading a deck from standard input (Ctrl-D to end)\n');
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of stdin) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      chunks.push(buffer);
      total += buffer.length;
      // Leaving the loop destroys the stream: the rest of a huge input is never read.
      if (total > MAX_DECK_BYTES)
        return { bytes: Buffer.concat(chunks).subarray(0, MAX_DECK_BYTES + 1), truncated: true };
    }
    return { bytes: Buffer.concat(chunks), truncated: false };
  })();
  return stdinRead;
}

/** Past the limit: a size, or (when what was read holds NUL bytes, as `- </dev/zero` does) binary data. */
function tooLarge(display: string, size: number | null, read?: Uint8Array): ParsedDeck {
  if (read && !decodeDeck(read.subarray(0, 65536)).ok) return unreadableDeck(display, 'binary-file');
  if (size === null) return unreadableDeck(display, 'input-too-large');
  return unreadableDeck(display, 'file-too-large', { size: (size / 1048576).toFixed(1) });
}

/** Read and parse one deck file ('-' = standard input). Unreadable files are usage errors (exit 2). */
export async function readDeck(path: string | Buffer, display: string): Promise<ParsedDeck> {
  return (await readDeckAndBytes(path, display)).parsed;
}

/**
 * The same, with the bytes that were parsed (null when the file was too large to read whole): `fmt --write`
 * compares and replaces exactly what it read, never a second read that an editor may have changed meanwhile.
 */
export async function readDeckAndBytes(
  path: string | Buffer,
  display: string,
): Promise<{ parsed: ParsedDeck; bytes: Uint8Array | null }> {
  if (path === '-') {
    let input: Bounded;
    try {
      input = await readStdin();
    } catch (error) {
      throw cannotRead(error, display);
    }
    if (input.truncated) return { parsed: tooLarge(display, null, input.bytes), bytes: null };
    return { parsed: await parseDeck(input.bytes, display), bytes: input.bytes };
  }
  // Only a regular file: a FIFO or a device named here would never end (commands/shared/files.ts).
  const { fd, size } = openRegularFile(path, display);
  try {
    if (size > MAX_DECK_BYTES) return { parsed: tooLarge(display, size), bytes: null };
    const { bytes, truncated } = readBounded(fd, MAX_DECK_BYTES, size);
    if (truncated) return { parsed: tooLarge(display, null, bytes), bytes: null };
    return { parsed: await parseDeck(bytes, display), bytes };
  } catch (error) {
    throw cannotRead(error, display);
  } finally {
    closeSync(fd);
  }
}

/** A collected deck file: its own bytes when it has them (a staged file), else read from its path. */
export async function readDeckFile(file: DeckFile): Promise<ParsedDeck> {
  if (!file.bytes) return readDeck(file.raw ?? file.path, file.display);
  if (file.bytes.length > MAX_DECK_BYTES) return tooLarge(file.display, null);
  return parseDeck(file.bytes, file.display);
}
