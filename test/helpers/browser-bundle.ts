import { runInNewContext } from 'node:vm';
import { build, type BuildOptions } from 'esbuild';
import { ROOT } from './cli.js';

/** The library's browser entries as a page's bundler takes them: one file (`src/lib/…`), or several re-exported. */
const entryOf = (files: string[]): BuildOptions =>
  files.length === 1
    ? { entryPoints: [`${ROOT}/${files[0]}`] }
    : { stdin: { contents: files.map((f) => `export * from './${f}';`).join('\n'), resolveDir: ROOT, loader: 'ts' } };

/** Bundled with esbuild --platform=browser: the modules it took in, and the imports it left out (a Node built-in). */
export async function browserInputs(...files: string[]): Promise<{ inputs: string[]; external: string[] }> {
  const result = await build({
    ...entryOf(files),
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = Object.values(result.metafile.outputs);
  return {
    inputs: Object.keys(result.metafile.inputs),
    external: outputs.flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)),
  };
}

/**
 * Bundled for a page and run with a page's globals (and `globals`), not Node's: any use of process, require,
 * Buffer or the file system fails.
 */
export async function inPage<T>(files: string[], globals: Record<string, unknown> = {}): Promise<T> {
  const bundle = await build({
    ...entryOf(files),
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'totem',
    write: false,
    logLevel: 'silent',
  });
  const page: Record<string, unknown> = { TextEncoder, TextDecoder, URL, console, ...globals };
  runInNewContext(bundle.outputFiles[0]!.text, page);
  return page.totem as T;
}
