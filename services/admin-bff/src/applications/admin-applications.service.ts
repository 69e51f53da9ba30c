import { Injectable } from '@nestjs/common';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import {
  APPLICATION_DECISION_MESSAGES as M,
  CHEF_SPECIALTIES,
  chefSpecialtyLabel,
  type ChefSpecialty,
  type AdminApplicationDto,
  type AdminApplicationPageDto,
  type ServiceType,
} from '@chefs/contracts';
import { Chef, ChefApplication, User, UNIQUE_INDEXES } from '@chefs/db';
import { emailEvent, enqueueOutbox } from '@chefs/queue';
import { DomainError, fieldError, violatedConstraint } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import { cursorTable } from '../common/page-cursor';
import type { JsonText, KeysetColumn } from '../common/page-rows';
import { counterTotal } from '../common/page-total';
import { ADMIN_APPLICATION_JSON, toAdminApplicationDto } from './admin-application.mapper';
import type { ListAdminApplicationsQuery } from './dto/admin-applications.query';
import type { UpdateApplicationDto } from './dto/update-application.dto';

/** The application's services as a chef profile's: Meal Prep and Private Dinner (the others are not bookable). */
const SERVICE_MAP: Record<string, ServiceType> = { 'Meal Prep': 'meal_prep', 'Private Dinner': 'private_dinner' };

/** The profile's specialty reads as the application's select did ("Mexican"); its cuisine stays the key. */
const specialtyOf = (value: string): string =>
  (CHEF_SPECIALTIES as readonly string[]).includes(value) ? chefSpecialtyLabel(value as ChefSpecialty) : value;

/** Newest first, the id breaking ties: ix_chef_applications_admin_order. */
const ORDER: readonly KeysetColumn[] = [
  { column: 'a.created_at', type: 'timestamptz', dir: 'DESC' },
  { column: 'a.id', type: 'integer', dir: 'DESC' },
];

@Injectable()
export class AdminApplicationsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of applications, of one status when asked, newest first: ix_chef_applications_admin_order,
   * within a status ix_chef_applications_status. Every decided application stays, so the table
   * grows without end and its pages are named by keyset cursors (keysetPage, docs/paging.md); the
   * page's rows come as their DTOs' JSON in the same statement, sent on as it is (JsonText), and
   * the total from application_totals.
   */
  async list(query: ListAdminApplicationsQuery): Promise<JsonText<AdminApplicationPageDto>> {
    const rows = this.dataSource.getRepository(ChefApplication).createQueryBuilder('a');
    if (query.status) rows.andWhere('a.status = :status', { status: query.status });
    const total = counterTotal(
      `SELECT coalesce(sum(n), 0)::text AS n FROM application_totals WHERE $1::text IS NULL OR status = $1`,
      [query.status ?? null],
    );
    return cursorTable<AdminApplicationDto>(this.dataSource, query, {
      tag: 'admin-applications',
      rows: () => rows.clone(),
      id: 'a.id',
      order: ORDER,
      json: { dto: ADMIN_APPLICATION_JSON, from: 'chef_applications a', id: 'a.id' },
      total,
    });
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
      if (application.status === 'rejected' && body.status !== 'rejected')
        await refuseIfAnotherOpen(manager, application);
      if (body.status === 'approved') await this.createChef(manager, application);
      await manager
        .getRepository(ChefApplication)
        .update(
          { id },
          {
            status: body.status,
            rejectionReason: body.status === 'rejected' ? reason : null,
            reviewedById: admin.id,
            reviewedAt: new Date(),
          },
        )
        .catch((error: unknown) => {
          // The applicant sent a new application while this one was being reopened.
          if (violatedConstraint(error) === UNIQUE_INDEXES.openApplicationPerUser)
            throw new DomainError('application.other_open', M.otherOpen);
          throw error;
        });
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
    // Becoming a chef would take the admin role away (an account has one role).
    if (await manager.getRepository(User).existsBy({ id: a.userId, role: 'admin' }))
      throw new DomainError('application.applicant_is_admin', M.applicantIsAdmin);
    const services = [...new Set(a.serviceTypes.map((s) => SERVICE_MAP[s]).filter(Boolean))];
    await manager.getRepository(Chef).insert({
      userId: a.userId,
      name: a.fullName,
      bio: a.description,
      specialty: specialtyOf(a.specialty),
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

/**
 * A rejected application may be reopened or approved only while its applicant has no newer one
 * open (one open application per user): otherwise the admin decides the newer one.
 */
async function refuseIfAnotherOpen(manager: EntityManager, application: ChefApplication): Promise<void> {
  const other = await manager.getRepository(ChefApplication).existsBy({
    userId: application.userId,
    id: Not(application.id),
    status: In(['pending', 'under_review']),
  });
  if (other) throw new DomainError('application.other_open', M.otherOpen);
}
