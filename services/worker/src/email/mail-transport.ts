import { createTransport, type Transporter } from 'nodemailer';
import type { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG } from '@chefs/server-core';
import type { WorkerConfig } from '../app.module';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** nodemailer over config.smtp.url (the SMTP relay). */
export const mailTransportProvider: FactoryProvider<Transporter> = {
  provide: MAIL_TRANSPORT,
  inject: [APP_CONFIG],
  useFactory: (config: WorkerConfig) => createTransport(config.smtp.url),
};
