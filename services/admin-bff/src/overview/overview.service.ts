import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isoTimestamp, repeatedQuery } from '@chefs/db';
import { centsToDecimalString } from '@chefs/domain';
import type { AdminOverviewDto, ApplicationStatus } from '@chefs/contracts';

/** Spec display limit: 5 recent bookings and 5 applications. */
const OVERVIEW_LIMIT = 5;
const OPEN_APPLICATION: ApplicationStatus[] = ['pending', 'under_review'];
/** OPEN_APPLICATION as an SQL array. */
const OPEN_APPLICATION_SQL = `ARRAY[${OPEN_APPLICATION.map((s) => `'${s}'`).join(', ')}]`;

interface OverviewRow {
  allBookings: string;
  pendingBookings: string;
  paidBookings: string;
  paidCents: string;
  activeChefs: string;
  unapprovedChefs: string;
  publishedRecipes: string;
  draftRecipes: string;
  openApplications: number;
  recentBookings: AdminOverviewDto['recentBookings'];
  pendingApplications: AdminOverviewDto['pendingApplications'];
}

/**
 * The whole overview in one statement. Booking counts and paid revenue come from booking_totals,
 * the counters the database keeps per status and payment status in the same transaction as each
 * booking change (migration 1732100000012); chef and recipe counts from chef_totals and
 * recipe_totals (migration 1732100000016), the open applications from application_totals
 * (1732100000024): a few rows to add up, however many there are. The open applications are
 * listed on their status index, the latest bookings read on ix_bookings_admin_created_at. It was
 * five statements side by side, five of the pool's ten connections per request: under 20 admins
 * at once the requests queued for connections (bench:scale's p99 of 294 ms on the demo data as
 * at scale). It has no parameters: the limit and the open statuses are the code's, written in the
 * text. As parameters, a plan made without their values (a LIMIT of unknown size counts as a
 * tenth of the table) looked dearer than one made for them, so on the metro data Postgres planned
 * the statement afresh on every request instead of keeping one plan (docs/performance.md,
 * "Constants in the text").
 */
const OVERVIEW_SQL = `
  SELECT bt.*, ct.*, rt.*,
         (SELECT coalesce(sum(n), 0)::int FROM application_totals WHERE status = ANY(${OPEN_APPLICATION_SQL})) AS "openApplications",
         (SELECT coalesce(json_agg(json_build_object(
                   'id', b.id, 'clientName', b.client_name, 'eventDate', b.event_date, 'status', b.status)
                   ORDER BY b.created_at DESC, b.id DESC), '[]'::json)
            FROM (SELECT * FROM bookings ORDER BY created_at DESC, id DESC LIMIT ${OVERVIEW_LIMIT}) b) AS "recentBookings",
         (SELECT coalesce(json_agg(json_build_object(
                   'id', a.id, 'fullName', a.full_name, 'specialty', a.specialty,
                   'applicationDate', ${isoTimestamp('a.created_at')})
                   ORDER BY a.created_at DESC, a.id DESC), '[]'::json)
            FROM (SELECT * FROM chef_applications WHERE status = ANY(${OPEN_APPLICATION_SQL})
                   ORDER BY created_at DESC, id DESC LIMIT ${OVERVIEW_LIMIT}) a) AS "pendingApplications"
    FROM (SELECT coalesce(sum(bookings), 0) AS "allBookings",
                 coalesce(sum(bookings) FILTER (WHERE status = 'pending'), 0) AS "pendingBookings",
                 coalesce(sum(bookings) FILTER (WHERE payment_status = 'paid'), 0) AS "paidBookings",
                 coalesce(sum(amount_cents) FILTER (WHERE payment_status = 'paid'), 0) AS "paidCents"
            FROM booking_totals) bt,
         (SELECT coalesce(sum(n) FILTER (WHERE is_approved AND is_active), 0) AS "activeChefs",
                 coalesce(sum(n) FILTER (WHERE NOT is_approved), 0) AS "unapprovedChefs"
            FROM chef_totals) ct,
         (SELECT coalesce(sum(n) FILTER (WHERE is_published), 0) AS "publishedRecipes",
                 coalesce(sum(n) FILTER (WHERE NOT is_published), 0) AS "draftRecipes"
            FROM recipe_totals) rt`;

/** The admin dashboard's overview cards: counters and indexed counts, never a scan of every booking. */
@Injectable()
export class OverviewService {
  constructor(private readonly dataSource: DataSource) {}

  async overview(): Promise<AdminOverviewDto> {
    const [row] = await repeatedQuery<OverviewRow>(this.dataSource, OVERVIEW_SQL, []);
    return {
      totalRevenue: centsToDecimalString(Number(row.paidCents)),
      paidBookings: Number(row.paidBookings),
      activeChefs: Number(row.activeChefs),
      pendingChefs: Number(row.unapprovedChefs) + row.openApplications,
      pendingBookings: Number(row.pendingBookings),
      totalBookings: Number(row.allBookings),
      publishedRecipes: Number(row.publishedRecipes),
      draftRecipes: Number(row.draftRecipes),
      recentBookings: row.recentBookings,
      pendingApplications: row.pendingApplications,
    };
  }
}
