import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ScheduleRequest } from '@chefs/db';
import {
  ADMIN_PAGE_SIZE,
  SCHEDULE_REQUEST_ADMIN_MESSAGES as M,
  type AdminPageDto,
  type AdminScheduleRequestDto,
} from '@chefs/contracts';
import { DomainError } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import { filteredTotal } from '../common/page-total';
import type { ListAdminScheduleRequestsQuery } from './dto/admin-schedule-requests.query';

function toAdminScheduleRequestDto(r: ScheduleRequest): AdminScheduleRequestDto {
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
   * `status=closed` of the handled ones, last handled first. Each request joins exactly one user,
   * so OFFSET/LIMIT page the requests themselves and the page is one range of a partial index:
   * (created_at, id) of the open ones, (handled_at DESC, id DESC) of the closed ones.
   */
  async list(query: ListAdminScheduleRequestsQuery): Promise<AdminPageDto<AdminScheduleRequestDto>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const status = query.status ?? 'open';
    const repo = this.dataSource.getRepository(ScheduleRequest);
    const list = repo.createQueryBuilder('r').leftJoinAndSelect('r.user', 'u').where('r.status = :status', { status });
    if (status === 'open') list.orderBy('r.createdAt', 'ASC').addOrderBy('r.id', 'ASC');
    else list.orderBy('r.handledAt', 'DESC').addOrderBy('r.id', 'DESC');
    const [rows, total] = await Promise.all([
      list
        .offset((page - 1) * pageSize)
        .limit(pageSize)
        .getMany(),
      filteredTotal(this.dataSource, repo.createQueryBuilder('r').select('1').where('r.status = :status', { status })),
    ]);
    return { items: rows.map(toAdminScheduleRequestDto), page, pageSize, ...total };
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
