import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Booking, ChefApplication } from '@chefs/db';
import { centsToDecimalString } from '@chefs/domain';
import type { AdminOverviewDto, ApplicationStatus } from '@chefs/contracts';

/** Spec display limit: 5 recent bookings and 5 applications. */
const OVERVIEW_LIMIT = 5;
const OPEN_APPLICATION: ApplicationStatus[] = ['pending', 'under_review'];

interface BookingTotals {
  all: number;
  pending: number;
  paid: number;
  paidCents: number;
}

/**
 * Booking counts and paid revenue from booking_totals, the counters the database keeps per
 * status and payment status in the same transaction as each booking change (migration
 * 1732100000012): a few rows to add up, however many bookings there are.
 */
async function bookingTotals(dataSource: DataSource): Promise<BookingTotals> {
  const [row] = await dataSource.query<Record<keyof BookingTotals, string>[]>(
    `SELECT coalesce(sum(bookings), 0) AS "all",
            coalesce(sum(bookings) FILTER (WHERE status = 'pending'), 0) AS pending,
            coalesce(sum(bookings) FILTER (WHERE payment_status = 'paid'), 0) AS paid,
            coalesce(sum(amount_cents) FILTER (WHERE payment_status = 'paid'), 0) AS "paidCents"
       FROM booking_totals`,
  );
  return {
    all: Number(row.all),
    pending: Number(row.pending),
    paid: Number(row.paid),
    paidCents: Number(row.paidCents),
  };
}

interface CatalogueTotals {
  activeChefs: number;
  unapprovedChefs: number;
  publishedRecipes: number;
  draftRecipes: number;
}

/** Chef and recipe counts from chef_totals and recipe_totals, kept by the database (migration 1732100000016). */
async function catalogueTotals(dataSource: DataSource): Promise<CatalogueTotals> {
  const [row] = await dataSource.query<Record<keyof CatalogueTotals, string>[]>(
    `SELECT (SELECT coalesce(sum(n), 0) FROM chef_totals WHERE is_approved AND is_active) AS "activeChefs",
            (SELECT coalesce(sum(n), 0) FROM chef_totals WHERE NOT is_approved) AS "unapprovedChefs",
            (SELECT coalesce(sum(n), 0) FROM recipe_totals WHERE is_published) AS "publishedRecipes",
            (SELECT coalesce(sum(n), 0) FROM recipe_totals WHERE NOT is_published) AS "draftRecipes"`,
  );
  return {
    activeChefs: Number(row.activeChefs),
    unapprovedChefs: Number(row.unapprovedChefs),
    publishedRecipes: Number(row.publishedRecipes),
    draftRecipes: Number(row.draftRecipes),
  };
}

/** The admin dashboard's overview cards: counters and indexed counts, never a scan of every booking. */
@Injectable()
export class OverviewService {
  constructor(private readonly dataSource: DataSource) {}

  async overview(): Promise<AdminOverviewDto> {
    const bookings = this.dataSource.getRepository(Booking);
    const applications = this.dataSource.getRepository(ChefApplication);
    const openApplication = { status: In(OPEN_APPLICATION) };

    const [totals, catalogue, openApplications, recent, waiting] = await Promise.all([
      bookingTotals(this.dataSource),
      catalogueTotals(this.dataSource),
      applications.countBy(openApplication),
      bookings.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: OVERVIEW_LIMIT }),
      applications.find({ where: openApplication, order: { createdAt: 'DESC', id: 'DESC' }, take: OVERVIEW_LIMIT }),
    ]);
    const { activeChefs, unapprovedChefs, publishedRecipes, draftRecipes } = catalogue;

    return {
      totalRevenue: centsToDecimalString(totals.paidCents),
      paidBookings: totals.paid,
      activeChefs,
      pendingChefs: unapprovedChefs + openApplications,
      pendingBookings: totals.pending,
      totalBookings: totals.all,
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
