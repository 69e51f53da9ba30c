import type { ScheduleRequestDto } from '@chefs/contracts';
import type { ScheduleRequest } from '@chefs/db';
import type { EmailDataByTemplate } from '@chefs/queue';

export function toScheduleRequestDto(request: ScheduleRequest): ScheduleRequestDto {
  return {
    id: request.id,
    bookingType: request.bookingType,
    recurringFrequency: request.recurringFrequency,
    dates: request.dates,
    timeSlot: request.timeSlot,
    notes: request.notes,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  };
}

/** What the "schedule request received" e-mail shows: "recurring (weekly)", the dates, the slot. */
export function toScheduleEmailData(
  request: ScheduleRequest,
  firstName: string | null,
): EmailDataByTemplate['schedule_request_received'] {
  return {
    firstName,
    bookingType: request.recurringFrequency
      ? `${request.bookingType} (${request.recurringFrequency})`
      : request.bookingType,
    dates: request.dates.join(', '),
    timeSlot: request.timeSlot,
  };
}
