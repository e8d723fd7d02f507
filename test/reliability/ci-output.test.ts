import { beforeAll, expect, it } from 'vitest';
import { clean } from '../../src/format/sanitize.js';
import { describeWithData } from '../helpers/dataset.js';
import { FORGE, expectInert, hostileSetup } from '../helpers/hostile-dataset.js';

it('clean() keeps a field on one line: CR, LF, CRLF, U+2028, U+2029 and NEL become a visible ⏎', () => {
  expect(clean('a\nb\r\nc\rd\u2028e\u2029f\u0085g')).toBe('a⏎b⏎c⏎d⏎e⏎f⏎g');
  expect(clean(`Pikachu${FORGE}`)).toBe('Pikachu⏎::error file=README.md,line=1::forged');
  expect(clean('a\tb')).toBe('a b');
});

describeWithData('CI output: no forged workflow commands', () => {
  let setup: ReturnType<typeof hostileSetup>;
  beforeAll(() => {
    setup = hostileSetup();
  });

  it.each(['text', 'github', 'junit', 'sarif', 'json'])(
    'a line break in a card name, an attack name or a file name never starts a new output line (%s)',
    (format) => {
      const result = setup.run(['check', '__DECK__', '--format', format]);
      expect(result.status).toBe(1);
      expectInert(result);
      // The hostile text did reach the output, on the line it belongs to.
      expect(result.stdout).toMatch(/forged-name/);
      expect(result.stdout).toMatch(/forged-file/);
      if (format === 'text')
        expect(result.stdout).toMatch(/Burning Darkness⏎::error file=README\.md,line=1::forged-attack/);
    },
  );
});
