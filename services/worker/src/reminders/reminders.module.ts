import { Module } from '@nestjs/common';
import { ReminderScheduleService } from './reminder-schedule.service';
import { RemindersProcessor } from './reminders.processor';
import { SendReminderService } from './send-reminder.service';

@Module({
  providers: [ReminderScheduleService, SendReminderService, RemindersProcessor],
  exports: [ReminderScheduleService, SendReminderService],
})
export class RemindersModule {}
