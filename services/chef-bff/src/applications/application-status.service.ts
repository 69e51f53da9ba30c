import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChefApplication } from '@chefs/db';
import { DomainError } from '@chefs/server-core';
import type { ChefApplicationStatusDto } from '@chefs/contracts';
import { toApplicationStatusDto } from './application-status.mapper';

const APPLICATION_NOT_FOUND = 'Application Not Found';

@Injectable()
export class ApplicationStatusService {
  constructor(private readonly dataSource: DataSource) {}

  /** The caller's latest application (a rejected applicant may have applied again). */
  async latest(userId: string): Promise<ChefApplicationStatusDto> {
    const [application] = await this.dataSource.getRepository(ChefApplication).find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 1,
    });
    if (!application) throw new DomainError('application.not_found', APPLICATION_NOT_FOUND);
    return toApplicationStatusDto(application);
  }
}
