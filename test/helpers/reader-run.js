// Reads adversarial lines with the built reader (dist/), in a process of its own so that a pattern that backtracks
// is stopped by the caller's deadline instead of blocking the test runner. Prints JSON: { family: { size: what the
// reader made of the list } }.
// Usage: node reader-run.js <dist/parse/text.js> <size,size,…> <maxLineLength|default>
import { pathToFileURL } from 'node:url';

const [modulePath, sizeList, limit] = process.argv.slice(2);
const { parseTextDeck } = await import(pathToFileURL(modulePath).href);
const sizes = sizeList.split(',').map(Number);
const options = limit === 'default' ? {} : { maxLineLength: Number(limit) };

/** Lines that made a pattern backtrack: runs of what two neighbouring quantifiers could both take, then a reject. */
const FAMILIES = {
  'spaces then a reject': (n) => `a${' '.repeat(n - 2)}!`,
  'header word, spaces, reject': (n) => `##Pokémon${' '.repeat(n - 11)}:x`,
  'spaces before a count': (n) => `Pokémon${' '.repeat(n - 10)}1a!`,
  'words then a reject': (n) => `1 ${'a '.repeat((n - 3) / 2)}!`,
  'dashes and x': (n) => `Charizard${' -'.repeat((n - 11) / 2)} x`,
  'digits and letters': (n) => `${'1a'.repeat(n / 2)}`,
  'tabs before brackets': (n) => `a${'\t '.repeat((n - 5) / 2)}(1)!`,
  'open bracket': (n) => `a (${'b'.repeat(n - 3)}`,
  hashes: (n) => `${'#'.repeat(n - 1)}a`,
  'count last': (n) => `a${' x'.repeat((n - 3) / 2)}x1a`,
};

const out = {};
for (const [name, make] of Object.entries(FAMILIES)) {
  out[name] = {};
  for (const size of sizes) {
    const deck = parseTextDeck(`Totem:\n1 sv3-125\n${make(size)}\n`, 'adversarial.txt', options);
    // What the reader made of the list, without the line's own text (which grows with the size).
    out[name][size] = {
      entries: deck.entries.map((e) => `${e.line} ${e.section} ${e.count}`),
      issues: deck.issues.map((i) => `${i.line} ${i.kind}`),
      headers: deck.headers.length,
      notes: deck.notes.length,
    };
  }
}
console.log(JSON.stringify(out));
