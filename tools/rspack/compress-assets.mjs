// Brotli and gzip copies of the text assets, written once at build time next to each file
// (`main.3f9a1c2b7d.js.br`, `.gz`), for the gateway to pick by Accept-Encoding (issue 11).
//
// Why not compression-webpack-plugin: it declares webpack as a peer, so npm pulls webpack,
// terser and 28 more packages into this rspack build only for a few calls to node:zlib.
// This plugin does those calls after every other plugin has emitted (Module Federation's
// mf-manifest.json and the copied web app manifest included), and leaves the originals alone.
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Text types worth compressing; images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/i;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 256;

export const brotli = (bytes) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
export const gzip = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `names` (relative to `dir`). */
export async function compressFiles(dir, names) {
  let count = 0;
  for (const name of names) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    await writeFile(`${file}.br`, brotli(bytes));
    await writeFile(`${file}.gz`, gzip(bytes));
    count += 1;
  }
  return count;
}

/** Compresses what the compilation wrote, once its files are on disk (production builds only). */
export class CompressAssetsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('CompressAssetsPlugin', async (compilation) => {
      const names = compilation.getAssets().map((asset) => asset.name);
      await compressFiles(compilation.outputOptions.path, names);
    });
  }
}
