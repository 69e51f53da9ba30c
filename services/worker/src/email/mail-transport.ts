import { createTransport, type Transporter } from 'nodemailer';
import type { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@chefs/server-core';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** nodemailer over config.smtp.url (the SMTP relay). */
export const mailTransportProvider: FactoryProvider<Transporter> = {
  provide: MAIL_TRANSPORT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createTransport(config.smtp.url),
};
