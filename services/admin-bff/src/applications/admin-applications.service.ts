import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import {
  ADMIN_PAGE_SIZE,
  APPLICATION_DECISION_MESSAGES as M,
  type AdminApplicationDto,
  type AdminApplicationPageDto,
  type ServiceType,
} from '@chefs/contracts';
import { Chef, ChefApplication, User } from '@chefs/db';
import { emailEvent, enqueueOutbox } from '@chefs/queue';
import { DomainError, fieldError } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import { filteredTotal, pageTotal } from '../common/page-total';
import type { ListAdminApplicationsQuery } from './dto/admin-applications.query';
import type { UpdateApplicationDto } from './dto/update-application.dto';

/** The application's services as a chef profile's: Meal Prep and Private Dinner (the others are not bookable). */
const SERVICE_MAP: Record<string, ServiceType> = { 'Meal Prep': 'meal_prep', 'Private Dinner': 'private_dinner' };

function toAdminApplicationDto(a: ChefApplication): AdminApplicationDto {
  return {
    id: a.id,
    userId: a.userId,
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    specialty: a.specialty,
    yearsOfExperience: a.yearsOfExperience,
    location: a.location,
    zipCode: a.zipCode,
    pricePerPerson: a.pricePerPersonCents / 100,
    serviceTypes: a.serviceTypes,
    description: a.description,
    status: a.status,
    rejectionReason: a.rejectionReason,
    backgroundCheckStatus: a.backgroundCheckStatus,
    applicationDate: a.createdAt.toISOString(),
    reviewedAt: a.reviewedAt ? a.reviewedAt.toISOString() : null,
  };
}

@Injectable()
export class AdminApplicationsService {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of applications, of one status when asked (ix_chef_applications_status), newest first. */
  async list(query: ListAdminApplicationsQuery): Promise<AdminApplicationPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const filtered = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) =>
      query.status ? qb.andWhere('a.status = :status', { status: query.status }) : qb;
    const repo = this.dataSource.getRepository(ChefApplication);
    const [rows, total] = await Promise.all([
      filtered(repo.createQueryBuilder('a'))
        .orderBy('a.createdAt', 'DESC')
        .addOrderBy('a.id', 'DESC')
        .offset((page - 1) * pageSize)
        .limit(pageSize)
        .getMany(),
      query.status
        ? filteredTotal(this.dataSource, filtered(repo.createQueryBuilder('a').select('1')))
        : pageTotal(this.dataSource, 'chef_applications', 'created_at DESC, id DESC'),
    ]);
    return { items: rows.map(toAdminApplicationDto), page, pageSize, ...total };
  }

  /**
   * Records the decision (who and when) and e-mails the applicant, in one transaction.
   * Approving also creates the applicant's chef profile (approved, active) and makes them a chef.
   */
  async decide(admin: SessionUser, id: number, body: UpdateApplicationDto): Promise<AdminApplicationDto> {
    const reason = body.rejectionReason?.trim() || null;
    if (body.status === 'rejected' && !reason)
      throw fieldError('application.rejection_reason_missing', 'rejectionReason', M.rejectionReason);
    return this.dataSource.transaction(async (manager) => {
      const application = await manager
        .getRepository(ChefApplication)
        .createQueryBuilder('a')
        .setLock('pessimistic_write')
        .where('a.id = :id', { id })
        .getOne();
      if (!application) throw new DomainError('application.not_found', M.notFound);
      if (application.status === 'approved') throw new DomainError('application.already_approved', M.alreadyApproved);
      if (application.status === body.status && body.status !== 'rejected')
        throw new DomainError('application.status_unchanged', M.same);
      if (body.status === 'approved') await this.createChef(manager, application);
      await manager.getRepository(ChefApplication).update(
        { id },
        {
          status: body.status,
          rejectionReason: body.status === 'rejected' ? reason : null,
          reviewedById: admin.id,
          reviewedAt: new Date(),
        },
      );
      const saved = await manager.getRepository(ChefApplication).findOneByOrFail({ id });
      await enqueueOutbox(
        manager,
        emailEvent(
          'application_decision',
          application.email,
          { fullName: application.fullName, status: body.status, rejectionReason: saved.rejectionReason },
          `application-decision:${id}:${saved.reviewedAt?.getTime() ?? Date.now()}`,
        ),
      );
      return toAdminApplicationDto(saved);
    });
  }

  private async createChef(manager: EntityManager, a: ChefApplication): Promise<void> {
    if (await manager.getRepository(Chef).existsBy({ userId: a.userId }))
      throw new DomainError('application.chef_exists', M.hasProfile);
    const services = [...new Set(a.serviceTypes.map((s) => SERVICE_MAP[s]).filter(Boolean))];
    await manager.getRepository(Chef).insert({
      userId: a.userId,
      name: a.fullName,
      bio: a.description,
      specialty: a.specialty,
      cuisines: [a.specialty],
      pricePerPersonCents: a.pricePerPersonCents,
      location: a.location,
      zipCodes: [a.zipCode],
      yearsOfExperience: a.yearsOfExperience,
      services: services.length > 0 ? services : ['meal_prep', 'private_dinner'],
      isApproved: true,
      isActive: true,
    });
    await manager.getRepository(User).update({ id: a.userId }, { role: 'chef' });
  }
}
