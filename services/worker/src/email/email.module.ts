import { Module } from '@nestjs/common';
import { EmailProcessor } from './email.processor';
import { EmailService } from './email.service';
import { mailTransportProvider } from './mail-transport';

@Module({ providers: [mailTransportProvider, EmailService, EmailProcessor], exports: [EmailService] })
export class EmailModule {}
