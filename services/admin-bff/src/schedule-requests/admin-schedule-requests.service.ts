import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ScheduleRequest, isoTimestamp, type User } from '@chefs/db';
import {
  SCHEDULE_REQUEST_ADMIN_MESSAGES as M,
  type AdminPageDto,
  type AdminScheduleRequestDto,
  type ScheduleRequestState,
} from '@chefs/contracts';
import { DomainError } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import { cursorTable } from '../common/page-cursor';
import type { JsonText, KeysetColumn } from '../common/page-rows';
import { counterTotal } from '../common/page-total';
import type { ListAdminScheduleRequestsQuery } from './dto/admin-schedule-requests.query';

/** Open requests oldest first (ix_schedule_requests_open), handled ones last handled first (ix_schedule_requests_handled). */
const ORDER: Record<ScheduleRequestState, readonly KeysetColumn[]> = {
  open: [
    { column: 'r.created_at', type: 'timestamptz', dir: 'ASC' },
    { column: 'r.id', type: 'integer', dir: 'ASC' },
  ],
  closed: [
    { column: 'r.handled_at', type: 'timestamptz', dir: 'DESC' },
    { column: 'r.id', type: 'integer', dir: 'DESC' },
  ],
};

/** What toAdminScheduleRequestDto reads of a request and its customer. */
type RequestFields = Pick<
  ScheduleRequest,
  | 'id'
  | 'bookingType'
  | 'recurringFrequency'
  | 'dates'
  | 'timeSlot'
  | 'notes'
  | 'status'
  | 'createdAt'
  | 'handledById'
  | 'handledAt'
> & { user?: Pick<User, 'firstName' | 'lastName' | 'email'> };

/**
 * AdminScheduleRequestDto (toAdminScheduleRequestDto) as SQL over the schedule_requests row `r` and
 * its customer `u`: the page is sent on as Postgres renders it (JsonText), not parsed, mapped and
 * serialised again (docs/scale.md, twenty-seventh session). `admin-json-rows.spec.ts` checks it
 * against the mapper.
 */
const SCHEDULE_REQUEST_JSON = `json_build_object(
  'id', r.id, 'bookingType', r.booking_type, 'recurringFrequency', r.recurring_frequency, 'dates', r.dates,
  'timeSlot', r.time_slot, 'notes', r.notes, 'status', r.status, 'createdAt', ${isoTimestamp('r.created_at')},
  'customerName', nullif(concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, '')), ''),
  'customerEmail', coalesce(u.email, ''), 'handledById', r.handled_by,
  'handledAt', CASE WHEN r.handled_at IS NOT NULL THEN ${isoTimestamp('r.handled_at')} END)`;

export function toAdminScheduleRequestDto(r: RequestFields): AdminScheduleRequestDto {
  const name = [r.user?.firstName, r.user?.lastName].filter(Boolean).join(' ');
  return {
    id: r.id,
    bookingType: r.bookingType,
    recurringFrequency: r.recurringFrequency,
    dates: r.dates,
    timeSlot: r.timeSlot,
    notes: r.notes,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    customerName: name || null,
    customerEmail: r.user?.email ?? '',
    handledById: r.handledById,
    handledAt: r.handledAt ? r.handledAt.toISOString() : null,
  };
}

@Injectable()
export class AdminScheduleRequestsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the open schedule requests, oldest first (the next to handle on top), or with
   * `status=closed` of the handled ones, last handled first: each one range of a partial index,
   * (created_at, id) of the open ones, (handled_at DESC, id DESC) of the closed ones. Handled
   * requests stay for good, so the pages are named by keyset cursors (keysetPage, docs/paging.md);
   * only the page's requests join their customer, and the total comes from schedule_request_totals.
   */
  async list(query: ListAdminScheduleRequestsQuery): Promise<JsonText<AdminPageDto<AdminScheduleRequestDto>>> {
    const status = query.status ?? 'open';
    // The status in the text, not a parameter: each status has its own partial index, which a
    // plan can use only for a value it sees, and the page runs prepared (repeatedQuery), whose
    // generic plan sees none. As a parameter the generic plan walked another index, 21 to 30 ms
    // at scale against 1 ms; Postgres kept planning it for each request instead (0.5 ms a time).
    const rows = this.dataSource
      .getRepository(ScheduleRequest)
      .createQueryBuilder('r')
      .where(status === 'closed' ? "r.status = 'closed'" : "r.status = 'open'");
    const total = counterTotal(`SELECT coalesce(sum(n), 0)::text AS n FROM schedule_request_totals WHERE status = $1`, [
      status,
    ]);
    return cursorTable<AdminScheduleRequestDto>(this.dataSource, query, {
      tag: `admin-schedule-requests-${status}`,
      rows: () => rows.clone(),
      id: 'r.id',
      order: ORDER[status],
      json: { dto: SCHEDULE_REQUEST_JSON, from: 'schedule_requests r JOIN users u ON u.id = r.user_id', id: 'r.id' },
      total,
    });
  }

  /**
   * Marks an open request handled (closed) on the locked row, recording which admin and when;
   * a request already closed answers 409 and keeps who handled it first.
   */
  async markHandled(admin: SessionUser, id: number): Promise<AdminScheduleRequestDto> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ScheduleRequest);
      const request = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw new DomainError('schedule_request.not_found', M.notFound);
      if (request.status === 'closed') throw new DomainError('schedule_request.already_closed', M.alreadyClosed);
      await repo.update({ id }, { status: 'closed', handledById: admin.id, handledAt: () => 'now()' });
      return toAdminScheduleRequestDto(await repo.findOneOrFail({ where: { id }, relations: { user: true } }));
    });
  }
}
