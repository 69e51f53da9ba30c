/*
 * `node libs/server/stripe-stand-in/dist/main.js`: the local Stripe stand-in as a process
 * (see index.ts for why it exists). Environment:
 *   STRIPE_STAND_IN_HOST (127.0.0.1), STRIPE_STAND_IN_PORT (12111),
 *   STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET (development defaults),
 *   STRIPE_WEBHOOK_URL (where events are posted; unset: events are only logged).
 */
import { startStripeStandIn } from './index';

const env = process.env;
const line = (entry: Record<string, unknown>) => process.stdout.write(JSON.stringify(entry) + '\n');

process.on('unhandledRejection', (err) => line({ level: 50, time: Date.now(), msg: `unhandled: ${String(err)}` }));

async function main(): Promise<void> {
  const standIn = await startStripeStandIn({
    host: env.STRIPE_STAND_IN_HOST?.trim() || '127.0.0.1',
    port: Number(env.STRIPE_STAND_IN_PORT?.trim() || 12111),
    secretKey: env.STRIPE_SECRET_KEY?.trim() || 'sk_test_standin_development',
    publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || 'pk_test_standin_development',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || 'whsec_standin_development',
    webhookUrl: env.STRIPE_WEBHOOK_URL?.trim() || null,
    log: line,
  });
  line({
    level: 30,
    time: Date.now(),
    msg: `Stripe stand-in listening on ${standIn.url} (script ${standIn.jsUrl}); webhooks to ${env.STRIPE_WEBHOOK_URL || 'nowhere'}`,
  });
  const stop = () => {
    void standIn.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  line({
    level: 60,
    time: Date.now(),
    msg: `Stripe stand-in failed to start: ${err instanceof Error ? err.message : String(err)}`,
  });
  process.exit(1);
});
