// The development mail server: MailDev (npm `maildev`) stands in for the SMTP relay. The worker
// sends to its SMTP port; its web page shows every message caught (the admin dashboard links to
// it in development), and it keeps them as .eml files under `dir` across restarts.
import fs from 'node:fs';
import { MailDev } from 'maildev';

export async function startMailCatcher({ port, webPort, dir, log }) {
  fs.mkdirSync(dir, { recursive: true });
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
  const { smtp } = await maildev.start();
  smtp.on('new', (email) => {
    const to = (email.to ?? []).map((r) => r.address).join(', ');
    log(`mail to ${to}: ${email.subject ?? '(no subject)'}`);
  });
  return { webUrl: `http://localhost:${webPort}/`, close: () => maildev.stop() };
}
