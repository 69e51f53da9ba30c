import { type PaymentIntentDto } from '@chefs/contracts';
import { type Stripe } from '@stripe/stripe-js';
// The "pure" entry loads Stripe.js only when asked; the default entry injects js.stripe.com's
// script as soon as it is imported, which a development stand-in (and tests) must avoid.
import { loadStripe } from '@stripe/stripe-js/pure';

const scripts = new Map<string, Promise<void>>();
const instances = new Map<string, Promise<Stripe | null>>();

/** Adds `<script src=url>` once; resolves when it has defined window.Stripe. */
function injectScript(url: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () =>
      window.Stripe ? resolve() : reject(new Error(`${url} did not define window.Stripe`)),
    );
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Failed to load Stripe.js from ${url}`));
    });
    document.head.appendChild(script);
  });
  scripts.set(url, loading);
  loading.catch(() => scripts.delete(url));
  return loading;
}

/**
 * Stripe.js for this intent, one instance per key. Where the server names a Stripe.js URL
 * (a local stand-in in development and tests) that script is loaded first, and loadStripe
 * then finds window.Stripe instead of fetching js.stripe.com; in production the URL is null
 * and loadStripe loads Stripe's own. A failure is not cached, so a retry loads again.
 */
export function loadStripeFor({ publishableKey, stripeJsUrl }: PaymentIntentDto): Promise<Stripe | null> {
  const key = `${publishableKey} ${stripeJsUrl ?? ''}`;
  const known = instances.get(key);
  if (known) return known;
  const loading = (stripeJsUrl ? injectScript(stripeJsUrl) : Promise.resolve()).then(() => loadStripe(publishableKey));
  instances.set(key, loading);
  loading.catch(() => instances.delete(key));
  return loading;
}
