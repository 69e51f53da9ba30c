import { Module } from '@nestjs/common';
import { RemindersModule } from '../reminders/reminders.module';
import { CompletionService } from './completion.service';
import { ExpiryService } from './expiry.service';
import { MaintenanceProcessor } from './maintenance.processor';
import { RetentionService } from './retention.service';

@Module({
  imports: [RemindersModule],
  providers: [CompletionService, ExpiryService, RetentionService, MaintenanceProcessor],
  exports: [CompletionService, ExpiryService, RetentionService],
})
export class MaintenanceModule {}
