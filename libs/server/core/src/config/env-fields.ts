import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/**
 * zod schemas for single environment variables, the pieces every app's configuration schema is
 * built from. Each reads the raw value (string or missing), trims it and either gives the typed
 * value or an issue whose message follows the variable's name ("DATABASE_URL is required").
 */
const raw = z
  .string()
  .optional()
  .transform((v) => v?.trim() ?? '');

/** A string; missing or blank is `fallback`, or "is required" without one. */
export const str = (fallback?: string) =>
  raw.transform((v, ctx) => {
    if (v) return v;
    if (fallback !== undefined) return fallback;
    ctx.addIssue({ code: 'custom', message: 'is required' });
    return z.NEVER;
  });

const checkUrl = (v: string, protocols: readonly string[], ctx: z.RefinementCtx): string => {
  try {
    const u = new URL(v);
    if (!protocols.includes(u.protocol.replace(':', ''))) {
      ctx.addIssue({ code: 'custom', message: `must be a ${protocols.join(' or ')} URL (got "${u.protocol}")` });
    }
  } catch {
    ctx.addIssue({ code: 'custom', message: `must be a URL (got "${v}")` });
  }
  return v.replace(/\/$/, '');
};

/** A URL of one of `protocols`, without a trailing slash. */
export const url = (protocols: readonly string[], fallback?: string) =>
  str(fallback).transform((v, ctx) => (v ? checkUrl(v, protocols, ctx) : v));

/** An optional URL: null when unset. */
export const optionalUrl = (protocols: readonly string[]) =>
  raw.transform((v, ctx) => (v ? checkUrl(v, protocols, ctx) : null));

/** A whole number from `min` to `max`; `fallback` when unset. */
export const int = (fallback: number, min = 1, max = 65535) =>
  raw.transform((v, ctx) => {
    if (!v) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max} (got "${v}")` });
      return z.NEVER;
    }
    return n;
  });

/** One of `allowed`; `fallback` when unset. */
export const oneOf = <T extends string>(allowed: readonly T[], fallback: T) =>
  raw.transform((v, ctx): T => {
    if (!v) return fallback;
    if (!(allowed as readonly string[]).includes(v)) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${allowed.join(', ')} (got "${v}")` });
      return z.NEVER;
    }
    return v as T;
  });

/** true/1 or false/0; `fallback` when unset. */
export const bool = (fallback: boolean) =>
  raw.transform((v, ctx) => {
    const lower = v.toLowerCase();
    if (!lower) return fallback;
    if (lower === 'true' || lower === '1') return true;
    if (lower === 'false' || lower === '0') return false;
    ctx.addIssue({ code: 'custom', message: `must be true or false (got "${lower}")` });
    return z.NEVER;
  });

export interface RateLimit {
  max: number;
  windowMs: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 };

/** `<max>/<window>`, the window in s, m or h: `30/10m` is 30 requests per 10 minutes. */
export const rate = (fallback: string) =>
  raw.transform((v, ctx): RateLimit => {
    const value = v || fallback;
    const m = /^(\d+)\/(\d+)(s|m|h)$/.exec(value);
    if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) {
      ctx.addIssue({
        code: 'custom',
        message: `must look like 30/10m: requests per window in s, m or h (got "${value}")`,
      });
      return z.NEVER;
    }
    return { max: Number(m[1]), windowMs: Number(m[2]) * UNIT_MS[m[3] as keyof typeof UNIT_MS] };
  });

/** Comma-separated addresses, CIDR ranges or proxy-addr names; `none` (or false) trusts nobody. */
export const proxies = (fallback: string) =>
  raw.transform((v, ctx): string[] | false => {
    const value = v || fallback;
    if (['none', 'false'].includes(value.toLowerCase())) return false;
    const list = value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(list);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `must list addresses or CIDR ranges (${(err as Error).message})` });
    }
    return list;
  });

/** Optional: '' when unset, else an uncompressed P-256 public key in base64url (what web-push generates). */
export const vapidPublicKey = () =>
  raw.refine((v) => !v || /^B[A-Za-z0-9_-]{86}$/.test(v), {
    message: 'must be a P-256 public key in base64url (npx web-push generate-vapid-keys)',
  });

/** A secret of at least `minLength` characters; development and test fall back to `devFallback`. */
export const secret = (devFallback: string, production: boolean, minLength = 32) =>
  str(production ? undefined : devFallback).refine((v) => v.length >= minLength, {
    message: `must be at least ${minLength} characters`,
  });
