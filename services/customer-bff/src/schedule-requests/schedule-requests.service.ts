import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  isCalendarDate,
  MESSAGES,
  SCHEDULE_REQUEST_RULES,
  type ScheduleRequestDto,
  type SendBookingConfirmationResponse,
} from '@chefs/contracts';
import { ScheduleRequest } from '@chefs/db';
import { isWithinBookingWindow, marketToday } from '@chefs/domain';
import { emailEvent, enqueueOutbox } from '@chefs/queue';
import { DomainError, fieldError, isRecordId } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import type { CreateScheduleRequestDto } from './dto/create-schedule-request.dto';
import { toScheduleEmailData, toScheduleRequestDto } from './schedule-request.mapper';

export const SCHEDULE_REQUEST_NOT_FOUND = 'Schedule request not found';

/** The schedule page's requests, kept for the team to review, and their one confirmation e-mail. */
@Injectable()
export class ScheduleRequestsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Dates within today..today+90 (Atlanta), de-duplicated and sorted; one when single; a frequency only when recurring. */
  async create(userId: string, dto: CreateScheduleRequestDto): Promise<ScheduleRequestDto> {
    const today = marketToday();
    const dates = [...new Set(dto.dates)].sort();
    if (!dates.every((d) => isCalendarDate(d) && isWithinBookingWindow(d, today))) {
      throw fieldError('schedule_request.past_date', 'dates', MESSAGES.booking.pastDate);
    }
    const recurring = dto.bookingType === 'recurring';
    // The page lets a single request pick one date; the server holds to it as well.
    if (!recurring && dates.length > 1) {
      throw fieldError('schedule_request.single_dates', 'dates', MESSAGES.schedule.singleDate);
    }
    if (recurring && !dto.recurringFrequency) {
      const message = SCHEDULE_REQUEST_RULES.recurringFrequency.message;
      throw fieldError('schedule_request.invalid_frequency', 'recurringFrequency', message);
    }
    const repo = this.dataSource.getRepository(ScheduleRequest);
    const saved = await repo.save(
      repo.create({
        userId,
        bookingType: dto.bookingType,
        recurringFrequency: recurring ? dto.recurringFrequency : null,
        dates,
        timeSlot: dto.timeSlot,
        notes: dto.notes ?? null,
        status: 'open',
      }),
    );
    return toScheduleRequestDto(saved);
  }

  /** One e-mail per request, to the signed-in user's own address; `queued` is false the second time. */
  async sendConfirmation(user: SessionUser, requestId: number): Promise<SendBookingConfirmationResponse> {
    // An id past the int4 ids names no request (and Postgres would refuse it): not found, as an unknown one.
    const request = isRecordId(requestId)
      ? await this.dataSource.getRepository(ScheduleRequest).findOneBy({ id: requestId, userId: user.id })
      : null;
    if (!request) throw new DomainError('schedule_request.not_found', SCHEDULE_REQUEST_NOT_FOUND);
    const queued = await enqueueOutbox(
      this.dataSource.manager,
      emailEvent(
        'schedule_request_received',
        user.email,
        toScheduleEmailData(request, user.firstName),
        `schedule_request_received:${request.id}`,
      ),
    );
    return { queued };
  }
}
