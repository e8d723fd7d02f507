/**
 * A share link that is a decompression bomb: lz-string codes that each name the dictionary entry being made
 * (w + w[0]), so `codes` codes of about 16 bits inflate to 1 + 2 + … + (codes + 1) copies of `a` — 44,700 codes,
 * a fragment of about 109 kB, are a billion characters. Written bit by bit as lz-string's decoder reads them
 * (compressing a billion `a`s to get it would take hours).
 */
const URI_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

export function bombFragment(codes: number): string {
  const bits: number[] = [];
  const put = (value: number, width: number) => {
    for (let k = 0; k < width; k++) bits.push((value >> k) & 1);
  };
  put(0, 2); // an 8-bit character follows
  put(0x61, 8); // 'a'
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  for (let i = 0; i < codes; i++) {
    put(dictSize, numBits);
    dictSize++;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  put(2, numBits); // the end
  while (bits.length % 6) bits.push(0);
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    let v = 0;
    for (let k = 0; k < 6; k++) v = (v << 1) | bits[i + k]!;
    out += URI_SAFE[v];
  }
  return `#list=${out}`;
}

/** How long the list of a bomb of `codes` codes is. */
export const bombLength = (codes: number): number => 1 + ((codes + 1) * (codes + 2)) / 2 - 1;
