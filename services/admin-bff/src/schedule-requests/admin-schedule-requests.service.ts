import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ScheduleRequest } from '@chefs/db';
import { ADMIN_PAGE_SIZE, type AdminPageDto, type AdminScheduleRequestDto } from '@chefs/contracts';
import type { PageQuery } from '../common/page-query';

@Injectable()
export class AdminScheduleRequestsService {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of the open schedule requests, oldest first (the next to handle on top). */
  async listOpen(query: PageQuery): Promise<AdminPageDto<AdminScheduleRequestDto>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const [rows, total] = await this.dataSource.getRepository(ScheduleRequest).findAndCount({
      where: { status: 'open' },
      relations: { user: true },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const items = rows.map((r) => {
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
      };
    });
    return { items, page, pageSize, total };
  }
}
