// `npm start`: the whole product at http://localhost:8080 with demo data.
import { loadDotEnv } from './lib/infra.mjs';
import { startStack } from './lib/stack.mjs';

loadDotEnv();
const args = new Set(process.argv.slice(2));
const t0 = Date.now();
let stack;
let shuttingDown = false;

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\nStopping every process started by npm start...');
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  stack = await startStack({
    build: !args.has('--no-build'),
    seed: !args.has('--no-seed'),
    nodeEnv: process.env.NODE_ENV || 'development',
    quiet: args.has('--quiet'),
  });
  console.log(
    [
      '',
      `✔ Ready in ${Math.round((Date.now() - t0) / 1000)} s: ${stack.url}`,
      '  Demo accounts (password demo1234): admin@demo.test, customer@demo.test, chef@demo.test, applicant@demo.test',
      `  E-mails: the mail viewer at ${stack.mailViewerUrl} (also linked from the admin dashboard).`,
      '  Service logs in .data/logs. A service that crashes is restarted.',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  // From here on a service that stops is restarted by the stack's supervisor (logged as
  // [supervisor]); npm start runs until Ctrl-C.
} catch (err) {
  console.error(`\n✖ Could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
