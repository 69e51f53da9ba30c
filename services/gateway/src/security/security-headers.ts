import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@chefs/server-core';

/** Origins of the remotes' manifests when they live elsewhere (a CDN); same-origin paths add none. */
function remoteOrigins(remotes: Record<string, string>): string[] {
  return [
    ...new Set(
      Object.values(remotes)
        .filter((url) => /^https?:\/\//.test(url))
        .map((url) => new URL(url).origin),
    ),
  ];
}

/**
 * The Content-Security-Policy of every page of the one origin. Scripts only from here
 * (the shell, the remotes under /remotes, /sw.js), Stripe.js and the remotes' CDN if any:
 * no inline script, no eval. Styles may be inline: React, Radix and Stripe.js set style
 * elements and attributes at run time (an injected stylesheet can restyle, not run code).
 * Images from anywhere over https (chefs' and recipes' photos are URLs).
 */
function contentSecurityPolicy(config: AppConfig<'gateway'>): Record<string, string[]> {
  const { stripeOrigins, remotes } = config.gateway;
  const cdn = remoteOrigins(remotes);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripeOrigins.script, ...cdn],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...cdn],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...cdn],
    'connect-src': ["'self'", ...stripeOrigins.connect, ...cdn],
    'frame-src': stripeOrigins.frame.length ? stripeOrigins.frame : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.secureCookies ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer of the one origin, proxied ones included (helmet): the CSP
 * above, no framing, nosniff, a referrer policy, and HSTS once the site is https.
 *
 * helmet's middleware is built once and run in an onRequest hook. @fastify/helmet, which does
 * the same, calls helmet(options) again on every request, parsing and checking the CSP each
 * time: 5.6 % of the gateway's CPU under the API bench (docs/performance.md, "API benchmark").
 */
export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig<'gateway'>): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Over https only (PUBLIC_URL): a browser ignores it on http, and localhost must stay reachable.
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Payment methods that open a window of their own keep it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
