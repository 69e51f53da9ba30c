import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Booking, Chef, ChefApplication, Recipe } from '@chefs/db';
import { centsToDecimalString } from '@chefs/domain';
import type { AdminOverviewDto, ApplicationStatus } from '@chefs/contracts';

/** Spec display limit: 5 recent bookings and 5 applications. */
export const OVERVIEW_LIMIT = 5;
const OPEN_APPLICATION: ApplicationStatus[] = ['pending', 'under_review'];

/** The admin dashboard's overview cards. */
@Injectable()
export class OverviewService {
  constructor(private readonly dataSource: DataSource) {}

  async overview(): Promise<AdminOverviewDto> {
    const bookings = this.dataSource.getRepository(Booking);
    const chefs = this.dataSource.getRepository(Chef);
    const applications = this.dataSource.getRepository(ChefApplication);
    const recipes = this.dataSource.getRepository(Recipe);
    const openApplication = { status: In(OPEN_APPLICATION) };

    const [
      revenue,
      paidBookings,
      activeChefs,
      unapprovedChefs,
      openApplications,
      pendingBookings,
      totalBookings,
      publishedRecipes,
      draftRecipes,
      recent,
      waiting,
    ] = await Promise.all([
      bookings.sum('totalAmountCents', { paymentStatus: 'paid' }),
      bookings.countBy({ paymentStatus: 'paid' }),
      chefs.countBy({ isApproved: true, isActive: true }),
      chefs.countBy({ isApproved: false }),
      applications.countBy(openApplication),
      bookings.countBy({ status: 'pending' }),
      bookings.count(),
      recipes.countBy({ isPublished: true }),
      recipes.countBy({ isPublished: false }),
      bookings.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: OVERVIEW_LIMIT }),
      applications.find({ where: openApplication, order: { createdAt: 'DESC', id: 'DESC' }, take: OVERVIEW_LIMIT }),
    ]);

    return {
      totalRevenue: centsToDecimalString(Number(revenue ?? 0)),
      paidBookings,
      activeChefs,
      pendingChefs: unapprovedChefs + openApplications,
      pendingBookings,
      totalBookings,
      publishedRecipes,
      draftRecipes,
      recentBookings: recent.map((b) => ({
        id: b.id,
        clientName: b.clientName,
        eventDate: b.eventDate,
        status: b.status,
      })),
      pendingApplications: waiting.map((a) => ({
        id: a.id,
        fullName: a.fullName,
        specialty: a.specialty,
        applicationDate: a.createdAt.toISOString(),
      })),
    };
  }
}
