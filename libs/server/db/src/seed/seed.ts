import {
  ACTIVE_BOOKING_STATUSES,
  addDays,
  bookingTotalCents,
  dollarsToCents,
  marketDateTimeToInstant,
  marketToday,
  recipeSlug,
} from '@chefs/domain';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { BookingStatusHistory, type StatusChangeRole } from '../entities/booking-status-history.entity';
import { Booking } from '../entities/booking.entity';
import { ChefApplication } from '../entities/chef-application.entity';
import { Chef } from '../entities/chef.entity';
import { Recipe } from '../entities/recipe.entity';
import { Review } from '../entities/review.entity';
import { ScheduleRequest } from '../entities/schedule-request.entity';
import { User } from '../entities/user.entity';
import { SEED_APPLICATIONS } from './applications.data';
import { SEED_BOOKINGS, type SeedBooking } from './bookings.data';
import { SEED_CHEFS } from './chefs.data';
import { DEMO_ACCOUNTS, OTHER_SEEDED_USERS } from './demo-accounts';
import { SEED_DISHES, SEED_RECIPES } from './recipes.data';
import { SEED_SCHEDULE_REQUESTS } from './schedule-requests.data';

/** Rows this run inserted, per table. A second run inserts none. */
export interface SeedResult {
  users: number;
  chefs: number;
  applications: number;
  recipes: number;
  bookings: number;
  reviews: number;
  scheduleRequests: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Loads the demo data (docs/decisions.md "Demo data"). Idempotent: rows are found by natural
 * keys (e-mail, chef name, recipe slug, an applicant's user, a booking's chef + customer +
 * service + guests, a schedule request's customer + notes) and only missing ones are inserted; existing rows are left untouched.
 * Booking dates are relative to `now` in America/New_York. Runs in one transaction,
 * serialized with other seed runs by an advisory lock.
 */
export async function seed(dataSource: DataSource, opts: { now?: Date } = {}): Promise<SeedResult> {
  const now = opts.now ?? new Date();
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('chefs:seed'))`);
    const result: SeedResult = {
      users: 0,
      chefs: 0,
      applications: 0,
      recipes: 0,
      bookings: 0,
      reviews: 0,
      scheduleRequests: 0,
    };
    const users = await seedUsers(manager, result);
    const chefs = await seedChefs(manager, users, result);
    await seedApplications(manager, users, now, result);
    await seedRecipes(manager, result);
    await seedBookings(manager, users, chefs, now, result);
    await seedScheduleRequests(manager, users, now, result);
    return result;
  });
}

async function seedUsers(manager: EntityManager, result: SeedResult): Promise<Map<string, User>> {
  const byEmail = new Map<string, User>();
  for (const person of [...DEMO_ACCOUNTS, ...OTHER_SEEDED_USERS]) {
    let user = await manager.findOneBy(User, { email: person.email });
    if (!user) {
      user = await manager.save(manager.create(User, { ...person }));
      result.users++;
    }
    byEmail.set(person.email, user);
  }
  return byEmail;
}

async function seedChefs(
  manager: EntityManager,
  users: Map<string, User>,
  result: SeedResult,
): Promise<Map<string, Chef>> {
  const byName = new Map<string, Chef>();
  for (const c of SEED_CHEFS) {
    let chef = await manager.findOneBy(Chef, { name: c.name });
    if (!chef) {
      chef = await manager.save(
        manager.create(Chef, {
          userId: c.userEmail ? (users.get(c.userEmail)?.id ?? null) : null,
          name: c.name,
          bio: c.bio,
          profileImage: null,
          cuisines: c.cuisines,
          pricePerPersonCents: dollarsToCents(c.priceDollars),
          location: c.location,
          specialty: c.specialty,
          experience: c.experience,
          yearsOfExperience: c.yearsOfExperience,
          services: c.services,
          portfolioImages: [],
          videoUrl: null,
          zipCodes: c.zipCodes,
          isApproved: true,
          isActive: true,
        }),
      );
      result.chefs++;
    }
    byName.set(c.name, chef);
  }
  return byName;
}

async function seedApplications(
  manager: EntityManager,
  users: Map<string, User>,
  now: Date,
  result: SeedResult,
): Promise<void> {
  const admin = users.get('admin@demo.test');
  for (const a of SEED_APPLICATIONS) {
    const user = users.get(a.userEmail);
    if (!user || (await manager.existsBy(ChefApplication, { userId: user.id }))) continue;
    const createdAt = new Date(now.getTime() - a.sentDaysAgo * DAY_MS);
    const decided = a.decision;
    await manager.insert(ChefApplication, {
      userId: user.id,
      fullName: a.fullName,
      email: a.userEmail,
      phone: a.phone,
      yearsOfExperience: a.yearsOfExperience,
      specialty: a.specialty,
      description: a.description,
      cookingVideoUrl: a.cookingVideoUrl,
      foodSafetyScore: a.foodSafetyScore,
      professionalismScore: a.professionalismScore,
      references: a.references,
      businessName: a.businessName,
      serviceTypes: a.serviceTypes,
      location: a.location,
      zipCode: a.zipCode,
      pricePerPersonCents: dollarsToCents(a.priceDollars),
      backgroundCheckConsent: true,
      status: decided?.status ?? 'pending',
      rejectionReason: decided?.rejectionReason ?? null,
      backgroundCheckStatus: decided ? 'passed' : 'pending',
      reviewedById: decided ? (admin?.id ?? null) : null,
      reviewedAt: decided ? new Date(createdAt.getTime() + decided.afterDays * DAY_MS) : null,
      createdAt,
    });
    result.applications++;
  }
}

async function seedRecipes(manager: EntityManager, result: SeedResult): Promise<void> {
  for (const r of [...SEED_RECIPES, ...SEED_DISHES]) {
    const slug = recipeSlug(r.title);
    if (await manager.existsBy(Recipe, { slug })) continue;
    await manager.insert(Recipe, { ...r, slug, imageUrl: null });
    result.recipes++;
  }
}

async function seedBookings(
  manager: EntityManager,
  users: Map<string, User>,
  chefs: Map<string, Chef>,
  now: Date,
  result: SeedResult,
): Promise<void> {
  const today = marketToday(now);
  for (const b of SEED_BOOKINGS) {
    const chef = chefs.get(b.chefName);
    const customer = users.get(b.customerEmail);
    if (!chef || !customer)
      throw new Error(`Seed booking refers to an unknown chef or customer: ${b.chefName} / ${b.customerEmail}`);
    const clientName = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
    const key = {
      chefId: chef.id,
      customerId: customer.id,
      serviceType: b.serviceType,
      guestCount: b.guestCount,
      clientName,
    };
    if (await manager.existsBy(Booking, key)) continue;

    const eventDate = addDays(today, b.dayOffset);
    const active = (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.status);
    if (
      active &&
      (await manager.existsBy(Booking, {
        chefId: chef.id,
        eventDate,
        eventTime: b.eventTime,
        status: In([...ACTIVE_BOOKING_STATUSES]),
      }))
    ) {
      continue; // someone already holds that slot; leave it to them
    }
    const createdAt = new Date(now.getTime() - b.bookedDaysAgo * DAY_MS);
    const booking = await manager.save(
      manager.create(Booking, {
        ...key,
        eventDate,
        eventTime: b.eventTime,
        clientEmail: customer.email,
        clientPhone: b.clientPhone,
        clientAddress: b.clientAddress,
        specialRequests: b.specialRequests,
        totalAmountCents: bookingTotalCents(chef.pricePerPersonCents, b.guestCount),
        status: b.status,
        paymentStatus: b.paymentStatus,
        stripePaymentIntentId: null,
        createdAt,
      }),
    );
    result.bookings++;
    await manager.insert(BookingStatusHistory, statusHistory(booking, b, chef, createdAt, now));
    if (b.review) {
      await manager.insert(Review, {
        bookingId: booking.id,
        chefId: chef.id,
        customerId: customer.id,
        rating: b.review.rating,
        comment: b.review.comment,
        createdAt: marketDateTimeToInstant(addDays(eventDate, 1), 10),
      });
      result.reviews++;
    }
  }
}

/** Requests from /schedule, open and handled by the admin, found again by customer and notes. */
async function seedScheduleRequests(
  manager: EntityManager,
  users: Map<string, User>,
  now: Date,
  result: SeedResult,
): Promise<void> {
  const today = marketToday(now);
  const admin = users.get('admin@demo.test');
  for (const r of SEED_SCHEDULE_REQUESTS) {
    const customer = users.get(r.customerEmail);
    if (!customer) throw new Error(`Seed schedule request refers to an unknown customer: ${r.customerEmail}`);
    if (await manager.existsBy(ScheduleRequest, { userId: customer.id, notes: r.notes })) continue;
    const createdAt = new Date(now.getTime() - r.sentHoursAgo * HOUR_MS);
    const handledAt =
      r.handledAfterHours === null ? null : new Date(createdAt.getTime() + r.handledAfterHours * HOUR_MS);
    await manager.insert(ScheduleRequest, {
      userId: customer.id,
      bookingType: r.bookingType,
      recurringFrequency: r.recurringFrequency,
      dates: r.dayOffsets.map((d) => addDays(today, d)),
      timeSlot: r.timeSlot,
      notes: r.notes,
      status: handledAt ? 'closed' : 'open',
      createdAt,
      handledById: handledAt ? (admin?.id ?? null) : null,
      handledAt,
    });
    result.scheduleRequests++;
  }
}

/** The believable path to the booking's status: created, then accepted/declined/cancelled/completed. */
type HistoryRow = Pick<
  BookingStatusHistory,
  'bookingId' | 'fromStatus' | 'toStatus' | 'changedByRole' | 'changedById' | 'reason' | 'changedAt'
>;

function statusHistory(booking: Booking, b: SeedBooking, chef: Chef, createdAt: Date, now: Date): HistoryRow[] {
  const at = (ms: number) => new Date(Math.min(ms, now.getTime()));
  const step = (
    fromStatus: Booking['status'] | null,
    toStatus: Booking['status'],
    changedByRole: StatusChangeRole,
    changedAt: Date,
    reason: string | null = null,
  ): HistoryRow => ({
    bookingId: booking.id,
    fromStatus,
    toStatus,
    changedByRole,
    changedById: changedByRole === 'customer' ? booking.customerId : changedByRole === 'chef' ? chef.userId : null,
    reason,
    changedAt,
  });
  const accepted = at(createdAt.getTime() + DAY_MS / 4);
  const steps = [step(null, 'pending', 'customer', createdAt)];
  if (
    b.status === 'confirmed' ||
    b.status === 'completed' ||
    (b.status === 'cancelled' && b.cancelledBy === 'customer')
  ) {
    steps.push(step('pending', 'confirmed', 'chef', accepted));
  }
  if (b.status === 'completed') {
    steps.push(
      step('confirmed', 'completed', 'system', at(marketDateTimeToInstant(addDays(booking.eventDate, 1), 2).getTime())),
    );
  }
  if (b.status === 'cancelled') {
    const from = b.cancelledBy === 'customer' ? 'confirmed' : 'pending';
    steps.push(
      step(from, 'cancelled', b.cancelledBy ?? 'admin', at(accepted.getTime() + DAY_MS), b.cancelReason ?? null),
    );
  }
  return steps;
}
