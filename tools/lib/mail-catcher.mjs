// A local SMTP server for development: it stands in for the SMTP relay and keeps
// every message as an .eml file under .data/mail so a developer can read it.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startMailCatcher({ port, dir, log }) {
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        const subject = raw.match(/^Subject: (.*)$/m)?.[1] ?? '(no subject)';
        const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.eml`);
        fs.writeFileSync(file, raw);
        log(`mail to ${to}: ${subject}`);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
