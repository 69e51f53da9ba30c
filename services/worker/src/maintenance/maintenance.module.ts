import { Module } from '@nestjs/common';
import { CompletionService } from './completion.service';
import { MaintenanceProcessor } from './maintenance.processor';
import { ReminderService } from './reminder.service';

@Module({
  providers: [ReminderService, CompletionService, MaintenanceProcessor],
  exports: [ReminderService, CompletionService],
})
export class MaintenanceModule {}
