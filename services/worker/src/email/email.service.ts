import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@chefs/server-core';
import { QUEUES, type EmailJob } from '@chefs/contracts';
import { renderEmail } from './email-templates';
import { MAIL_TRANSPORT } from './mail-transport';
import { oncePerJob } from '../queues/once';

/** Sends the e-mail of a job, at most once per outbox job id. */
@Injectable()
export class EmailService implements OnApplicationShutdown {
  private readonly logger = new Logger(EmailService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: Transporter,
  ) {}

  /** Answers false when this job was already sent. */
  async send(job: EmailJob, jobId: string | undefined): Promise<boolean> {
    const mail = renderEmail(job, this.config.publicUrl);
    const about = typeof job.data.bookingId === 'number' ? ` of booking ${job.data.bookingId}` : '';
    const deliver = async () => {
      await this.transport.sendMail({
        from: this.config.smtp.from,
        to: job.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same Message-ID on a resend, so a mail store that dedupes by it keeps one copy.
        ...(jobId ? { messageId: messageIdFor(jobId, this.config.smtp.from) } : {}),
      });
      this.logger.log(`sent ${job.template} e-mail (job ${jobId ?? '-'}${about})`);
    };
    const sent = await oncePerJob(this.dataSource, QUEUES.email, { jobId }, deliver);
    if (!sent) this.logger.log(`skipped ${job.template} e-mail${about}: job ${jobId} was already sent`);
    return sent;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/** `<job id@sender's domain>`: stable for a job, unique between jobs. */
export function messageIdFor(jobId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'chefs.local';
  return `<${jobId.replace(/[^A-Za-z0-9._%+-]/g, '_')}@${domain}>`;
}
