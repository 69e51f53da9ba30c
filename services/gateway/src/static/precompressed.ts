import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * The build writes `<file>.br` and `<file>.gz` beside each text file
 * (tools/rspack/compress-assets.mjs). Why not @fastify/static's `preCompressed`: its
 * sendFile answers a missing file with the app's 404 handler, where the shell's deep links
 * fall back to index.html and /remotes answer our JSON 404; its `send` picks content
 * types and validators of its own. So this file does only the choice, with the same
 * negotiator @fastify/static uses.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/i;
const SUFFIX = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof SUFFIX;
/**
 * A copy this much older than its file still belongs to it: the build writes both within
 * milliseconds, in either order (a clean CI build of mfe-public wrote 18 of its chunks 0.2 to
 * 2.5 ms after their copies, and `/` then went out uncompressed). A copy left from an earlier
 * build is seconds or more older.
 */
const SAME_BUILD_MS = 1000;
/** Brotli first: smaller by about a fifth than gzip on our bundles. */
const PREFERENCE: Encoding[] = ['br', 'gzip'];

export interface Variant {
  file: string;
  info: Stats;
  /** undefined: the file itself (the request accepts neither copy, or none was written). */
  encoding: Encoding | undefined;
}

/**
 * The copy of `file` to send for this request: undefined for a type that is never
 * compressed (the answer does not vary), else the best accepted copy that exists and was
 * written with the file (not older than it, give or take SAME_BUILD_MS), or the file itself.
 */
export async function precompressedVariant(
  request: FastifyRequest,
  file: string,
  info: Stats,
): Promise<Variant | undefined> {
  if (!COMPRESSIBLE.test(file)) return undefined;
  const accepted = request.headers['accept-encoding'];
  const candidates = [...PREFERENCE];
  while (accepted && candidates.length > 0) {
    const encoding = negotiate<Encoding>(accepted, candidates);
    if (!encoding) break;
    const copy = `${file}${SUFFIX[encoding]}`;
    const copyInfo = await stat(copy).catch(() => null);
    if (copyInfo?.isFile() && copyInfo.mtimeMs >= info.mtimeMs - SAME_BUILD_MS)
      return { file: copy, info: copyInfo, encoding };
    candidates.splice(candidates.indexOf(encoding), 1);
  }
  return { file, info, encoding: undefined };
}
