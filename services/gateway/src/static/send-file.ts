import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlOf, contentTypeOf } from './file-types';
import { precompressedVariant } from './precompressed';

/** `relative` inside `root`, or null when it escapes it (`..`, absolute, NUL). */
export function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${sep}${decoded}`);
  return full === base || full.startsWith(base + sep) ? full : null;
}

const etagOf = (info: Stats, encoding?: string): string =>
  `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

/**
 * Streams a regular file, read from disk on every request (a removed folder is gone at
 * once), with its type, caching rule and a validator for revalidation. A text file is
 * answered from its brotli or gzip copy written at build time when the request accepts
 * one (precompressed.ts), with that copy's length and its own ETag. False when the file
 * does not exist.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  headers: Record<string, string> = {},
): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const variant = await precompressedVariant(request, file, info);
  const sent = variant ?? { file, info, encoding: undefined };
  const etag = etagOf(sent.info, sent.encoding);
  void reply
    .headers(headers)
    .header('content-type', contentTypeOf(file))
    .header('cache-control', cacheControlOf(file))
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString());
  if (variant !== undefined) void reply.header('vary', [headers.vary, 'accept-encoding'].filter(Boolean).join(', '));
  if (sent.encoding) void reply.header('content-encoding', sent.encoding);
  if (request.headers['if-none-match'] === etag) {
    await reply.status(304).send();
    return true;
  }
  void reply.header('content-length', sent.info.size);
  await reply.send(request.method === 'HEAD' ? undefined : createReadStream(sent.file));
  return true;
}
