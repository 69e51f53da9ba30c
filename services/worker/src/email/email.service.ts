import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '@chefs/server-core';
import { hasRun, recordRun } from '@chefs/queue';
import { QUEUES, type EmailJob } from '@chefs/contracts';
import { renderEmail } from './email-templates';
import { MAIL_TRANSPORT } from './mail-transport';
import type { WorkerConfig } from '../app.module';

/**
 * Sends the e-mail of a job: at least once, with a Message-ID derived from the job id so a
 * resend is recognisably the same message. The SMTP send runs outside any database
 * transaction (no pooled connection is held during network I/O); a done marker written after
 * the relay accepted the message makes a redelivered job skip it. A crash between the send
 * and the marker sends it again, with the same Message-ID.
 */
@Injectable()
export class EmailService implements OnApplicationShutdown {
  private readonly logger = new Logger(EmailService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: WorkerConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: Transporter,
  ) {}

  /** Answers false when this job was already sent. */
  async send(job: EmailJob, jobId: string | undefined): Promise<boolean> {
    const about = typeof job.data.bookingId === 'number' ? ` of booking ${job.data.bookingId}` : '';
    const key = rememberedKey(jobId);
    if (key && (await hasRun(this.dataSource, key))) {
      this.logger.log(`skipped ${job.template} e-mail${about}: job ${jobId} was already sent`);
      return false;
    }
    const mail = renderEmail(job, this.config.publicUrl);
    // Composed into one buffer, then handed to the relay whole. Streamed as nodemailer composes
    // it, each piece of the MIME message (headers, boundaries, each part) went out in a socket
    // write of its own: 11 for a booking's e-mail, each a system call that costs tens of µs on a
    // virtual machine (docs/performance.md, thirteenth session). The relay reads the same bytes.
    const message = new MailComposer({
      from: this.config.smtp.from,
      to: job.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // The same Message-ID on a resend, so a mail store that dedupes by it keeps one copy.
      ...(jobId ? { messageId: messageIdFor(jobId, this.config.smtp.from) } : {}),
    }).compile();
    await this.transport.sendMail({ envelope: message.getEnvelope(), raw: await message.build() });
    if (key) await recordRun(this.dataSource, { queue: QUEUES.email, key });
    this.logger.log(`sent ${job.template} e-mail (job ${jobId ?? '-'}${about})`);
    return true;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/**
 * The done-marker key of a job. Outbox jobs carry ids made from their idempotency key; a plain
 * numeric id is BullMQ's own counter (a job added by hand), which restarts with an empty Redis,
 * so it is not remembered.
 */
function rememberedKey(jobId: string | undefined): string | undefined {
  return jobId && !/^\d+$/.test(jobId) ? `${QUEUES.email}:${jobId}` : undefined;
}

/** `<job id@sender's domain>`: stable for a job, unique between jobs. */
function messageIdFor(jobId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'chefs.local';
  return `<${jobId.replace(/[^A-Za-z0-9._%+-]/g, '_')}@${domain}>`;
}
