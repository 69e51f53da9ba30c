// The development mail server: MailDev (npm `maildev`) stands in for the SMTP relay. The worker
// sends to its SMTP port; its web page shows every message caught (the admin dashboard links to
// it in development), and it keeps them as .eml files under `dir` across restarts.
//
// It runs in a process of its own, as the relay it stands in for runs on someone else's machine:
// parsing and storing every message (mailparser, a file each) is real work, and in the stack's
// own process it shared an event loop with whatever that process does, autocannon's clock in
// `npm run bench` among them. `niceness` lowers its CPU priority (the bench, so that the stand-in
// takes what the product leaves, as a relay elsewhere would); its CPU stays measured apart.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnLower } from './spawn-lower.mjs';

const SELF = fileURLToPath(import.meta.url);

/** Starts the mail catcher's process; answers its web page's URL, its pid and close(). */
export async function startMailCatcher({ port, webPort, dir, log, niceness = 0 }) {
  fs.mkdirSync(dir, { recursive: true });
  const child = spawnLower(
    [process.execPath, SELF],
    niceness,
    {
      env: { ...process.env, MAIL_CATCHER: JSON.stringify({ port, webPort, dir }) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
    (error) => log(`could not lower the mail catcher's CPU priority: ${error.message}`),
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`the mail catcher stopped before it started (${signal ?? code})`)),
    );
    child.on('message', (m) => {
      if (m?.ready) resolve();
      else if (m?.mail) log(`mail to ${m.mail.to}: ${m.mail.subject}`);
      else if (m?.failed) reject(new Error(`the mail catcher did not start: ${m.failed}`));
    });
  });
  return {
    webUrl: `http://localhost:${webPort}/`,
    pid: child.pid,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The child: MailDev itself, telling its parent when it listens and what it caught. */
async function run({ port, webPort, dir }) {
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: port,
    ip: '127.0.0.1',
    web: webPort,
    webIp: '127.0.0.1',
    mailDirectory: dir,
    // Keep the inbox bounded: the oldest messages (and their files) go first.
    maxEmails: 2000,
    silent: true,
  });
  try {
    const { smtp } = await maildev.start();
    smtp.on('new', (email) => {
      const to = (email.to ?? []).map((r) => r.address).join(', ');
      process.send?.({ mail: { to, subject: email.subject ?? '(no subject)' } });
    });
  } catch (error) {
    process.send?.({ failed: error.message });
    process.exit(1);
  }
  // Once, whichever comes first (a SIGTERM is followed by the parent's disconnect).
  let stopping;
  const stop = () => (stopping ??= maildev.stop().finally(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The stack that started it is gone (killed outright): so is the mail catcher.
  process.once('disconnect', stop);
  process.send?.({ ready: true });
}

if (process.argv[1] === SELF && process.env.MAIL_CATCHER) await run(JSON.parse(process.env.MAIL_CATCHER));
