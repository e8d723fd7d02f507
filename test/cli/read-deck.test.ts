import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';

const DECK = 'Totem: 1\n1 Charizard ex OBF 125\nPokémon: 1\n1 Charmander MEW 4\n';

/** A fresh read-deck module with this stream as standard input. */
async function withStdin(chunks: string[], isTTY = false) {
  const stream = Object.assign(Readable.from(chunks.map((c) => Buffer.from(c))), { isTTY });
  vi.spyOn(process, 'stdin', 'get').mockReturnValue(stream as unknown as typeof process.stdin);
  vi.resetModules();
  return import('../../src/commands/shared/deck-files.js');
}

afterEach(() => vi.restoreAllMocks());

describe('reading a deck from standard input', () => {
  it('is read once: a second read (a command run again) gets the same deck, not an empty one', async () => {
    const { readDeck } = await withStdin([DECK.slice(0, 20), DECK.slice(20)]);
    const first = await readDeck('-', 'stdin');
    const second = await readDeck('-', 'stdin');
    expect(first.entries.map((e) => e.name)).toEqual(['Charizard ex', 'Charmander']);
    expect(second.entries).toEqual(first.entries);
  });

  it('says how to end the input when standard input is a terminal, and only then', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    await (await withStdin([DECK], true)).readDeck('-', 'stdin');
    expect(write).toHaveBeenCalledWith('totem: reading a deck from standard input (Ctrl-D to end)\n');
    write.mockClear();
    await (await withStdin([DECK], false)).readDeck('-', 'stdin');
    expect(write).not.toHaveBeenCalled();
  });

  it('stops reading one chunk past 1 MB and reports the deck as too large', async () => {
    let pulled = 0;
    const endless = Readable.from(
      (function* () {
        for (;;) {
          pulled++;
          yield Buffer.alloc(64 * 1024, 0x41);
        }
      })(),
    );
    vi.spyOn(process, 'stdin', 'get').mockReturnValue(
      Object.assign(endless, { isTTY: false }) as unknown as typeof process.stdin,
    );
    vi.resetModules();
    const { readDeck } = await import('../../src/commands/shared/deck-files.js');
    const deck = await readDeck('-', 'stdin');
    expect(deck.issues[0]!.kind).toBe('input-too-large');
    expect(pulled).toBeLessThan(40);
  });
});
