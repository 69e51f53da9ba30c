import { Module } from '@nestjs/common';
import { RemindersModule } from '../reminders/reminders.module';
import { CompletionService } from './completion.service';
import { ExpiryService } from './expiry.service';
import { MaintenanceProcessor } from './maintenance.processor';

@Module({
  imports: [RemindersModule],
  providers: [CompletionService, ExpiryService, MaintenanceProcessor],
  exports: [CompletionService, ExpiryService],
})
export class MaintenanceModule {}
