import { Global, Module } from '@nestjs/common';
import { PaymentsService } from './payments.service';

/** PaymentsService for the whole app (reads the `stripe` config group: load it in main.ts). */
@Global()
@Module({ providers: [PaymentsService], exports: [PaymentsService] })
export class PaymentsModule {}
