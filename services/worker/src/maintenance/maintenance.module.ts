import { Module } from '@nestjs/common';
import { RemindersModule } from '../reminders/reminders.module';
import { CompletionService } from './completion.service';
import { MaintenanceProcessor } from './maintenance.processor';

@Module({
  imports: [RemindersModule],
  providers: [CompletionService, MaintenanceProcessor],
  exports: [CompletionService],
})
export class MaintenanceModule {}
