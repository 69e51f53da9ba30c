import { createTransport, type Transporter } from 'nodemailer';
import type { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG } from '@chefs/server-core';
import type { WorkerConfig } from '../app.module';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * nodemailer over config.smtp.url (the SMTP relay), on pooled connections: a few kept open and
 * reused, instead of a TCP connection and an SMTP greeting per message. A booking sends its
 * e-mail within the second; without the pool each one cost the worker a connect, EHLO and QUIT
 * (docs/performance.md, "Where a booking's time goes"). `?pool=false` in the URL turns it off.
 */
export const mailTransportProvider: FactoryProvider<Transporter> = {
  provide: MAIL_TRANSPORT,
  inject: [APP_CONFIG],
  useFactory: (config: WorkerConfig) => createTransport({ url: config.smtp.url, pool: true, maxConnections: 3 }),
};
