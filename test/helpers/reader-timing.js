// Times the built reader (dist/) on adversarial lines, in a process of its own so that a pattern that hangs is
// stopped by the caller's timeout instead of blocking the test runner. Prints JSON: { family: { size: ms } }.
// Usage: node reader-timing.js <dist/parse/text.js> <size,size,…> <maxLineLength|default>
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

const run = (text, reps) => {
  const started = performance.now();
  for (let i = 0; i < reps; i++) parseTextDeck(text, 'timing.txt', options);
  return (performance.now() - started) / reps;
};

const out = {};
for (const [name, make] of Object.entries(FAMILIES)) {
  const texts = sizes.map((size) => `Totem:\n1 sv3-125\n${make(size)}\n`);
  // Once untimed (the JIT compiles the patterns), then the fastest of seven runs of enough repetitions to be
  // measurable: other processes and the garbage collector only ever add time.
  for (const text of texts) run(text, 1);
  out[name] = {};
  texts.forEach((text, i) => {
    const reps = Math.max(1, Math.round(200_000 / text.length));
    let best = Infinity;
    for (let trial = 0; trial < 7; trial++) best = Math.min(best, run(text, reps));
    out[name][sizes[i]] = best;
  });
}
console.log(JSON.stringify(out));
