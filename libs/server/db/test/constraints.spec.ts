import { Booking, Chef, ChefApplication, OutboxMessage, Review, UNIQUE_INDEXES, User } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { QueryFailedError, type DataSource } from 'typeorm';

/** The name of the constraint that refused the write (fails the test if the write succeeded). */
async function refusedBy(write: Promise<unknown>): Promise<string> {
  const error = await write.then(
    () => {
      throw new Error('expected the database to refuse this row');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(QueryFailedError);
  return (error as QueryFailedError & { driverError: { constraint: string } }).driverError.constraint;
}

describe('database constraints', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let customer: User;
  let chef: Chef;
  let slotDate = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = db.dataSource;
    customer = await ds
      .getRepository(User)
      .save({ email: 'casey@example.com', firstName: 'Casey', lastName: 'Morgan' });
    chef = await ds
      .getRepository(Chef)
      .save({ name: 'Test Chef', location: 'Atlanta, GA', specialty: 'Southern', pricePerPersonCents: 8500 });
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('names, for the services, the unique indexes whose refusals the tests below see', () => {
    expect(UNIQUE_INDEXES).toEqual({
      activeChefSlot: 'uq_bookings_active_chef_slot',
      oneReviewPerBooking: 'uq_reviews_booking',
      openApplicationPerUser: 'uq_chef_applications_open_per_user',
    });
  });

  /** A valid booking on its own date, with `overrides`. */
  const booking = (overrides: Partial<Booking> = {}): Partial<Booking> => ({
    customerId: customer.id,
    chefId: chef.id,
    serviceType: 'private_dinner',
    eventDate: `2030-01-${String(++slotDate).padStart(2, '0')}`,
    eventTime: 'evening',
    guestCount: 2,
    clientName: 'Casey Morgan',
    clientEmail: 'casey@example.com',
    clientAddress: '742 Virginia Ave NE',
    totalAmountCents: 17000,
    ...overrides,
  });
  const insertBooking = (overrides: Partial<Booking> = {}) => ds.getRepository(Booking).save(booking(overrides));

  it('allows one active booking per chef, date and slot', async () => {
    const first = await insertBooking();
    expect(await refusedBy(insertBooking({ eventDate: first.eventDate }))).toBe('uq_bookings_active_chef_slot');
    expect(await refusedBy(insertBooking({ eventDate: first.eventDate, status: 'confirmed' }))).toBe(
      'uq_bookings_active_chef_slot',
    );
    // Another slot the same day, or a cancelled one in the same slot, is fine.
    await expect(insertBooking({ eventDate: first.eventDate, eventTime: 'morning' })).resolves.toBeDefined();
    await expect(insertBooking({ eventDate: first.eventDate, status: 'cancelled' })).resolves.toBeDefined();
    // Once the first is cancelled, the slot is free again.
    await ds.getRepository(Booking).update(first.id, { status: 'cancelled' });
    await expect(insertBooking({ eventDate: first.eventDate })).resolves.toBeDefined();
  });

  it('refuses guest counts outside 1 to 20', async () => {
    expect(await refusedBy(insertBooking({ guestCount: 21 }))).toBe('ck_bookings_guest_count');
    expect(await refusedBy(insertBooking({ guestCount: 0 }))).toBe('ck_bookings_guest_count');
    await expect(insertBooking({ guestCount: 20 })).resolves.toBeDefined();
  });

  it('refuses statuses, payment statuses, slots and service types outside their sets', async () => {
    expect(await refusedBy(insertBooking({ status: 'archived' as never }))).toBe('ck_bookings_status');
    expect(await refusedBy(insertBooking({ paymentStatus: 'partially_paid' as never }))).toBe(
      'ck_bookings_payment_status',
    );
    expect(await refusedBy(insertBooking({ eventTime: 'night' as never }))).toBe('ck_bookings_event_time');
    expect(await refusedBy(insertBooking({ serviceType: 'catering' as never }))).toBe('ck_bookings_service_type');
  });

  it('refuses a price or total that is not positive', async () => {
    expect(await refusedBy(insertBooking({ totalAmountCents: 0 }))).toBe('ck_bookings_total');
    expect(
      await refusedBy(
        ds.getRepository(Chef).save({ name: 'Free Chef', location: 'Atlanta', specialty: 'x', pricePerPersonCents: 0 }),
      ),
    ).toBe('ck_chefs_price');
  });

  it('refuses bookings of a chef or customer that does not exist', async () => {
    expect(await refusedBy(insertBooking({ chefId: 999_999 }))).toBe('fk_bookings_chef');
    expect(await refusedBy(insertBooking({ customerId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'fk_bookings_customer',
    );
  });

  it('refuses ratings outside 1 to 5, a second review of a booking, and a review by someone else', async () => {
    const done = await insertBooking({ status: 'completed', paymentStatus: 'paid' });
    const reviews = ds.getRepository(Review);
    expect(
      await refusedBy(reviews.save({ bookingId: done.id, chefId: chef.id, customerId: customer.id, rating: 6 })),
    ).toBe('ck_reviews_rating');
    expect(
      await refusedBy(reviews.save({ bookingId: done.id, chefId: chef.id, customerId: customer.id, rating: 0 })),
    ).toBe('ck_reviews_rating');
    await reviews.save({ bookingId: done.id, chefId: chef.id, customerId: customer.id, rating: 5, comment: 'Lovely' });
    expect(
      await refusedBy(reviews.save({ bookingId: done.id, chefId: chef.id, customerId: customer.id, rating: 4 })),
    ).toBe('uq_reviews_booking');

    const stranger = await ds.getRepository(User).save({ email: 'stranger@example.com' });
    const other = await insertBooking({ status: 'completed' });
    expect(
      await refusedBy(reviews.save({ bookingId: other.id, chefId: chef.id, customerId: stranger.id, rating: 1 })),
    ).toBe('fk_reviews_booking');
  });

  it('allows one open application per user, and a new one after a rejection', async () => {
    const applicant = await ds.getRepository(User).save({ email: 'jordan@example.com' });
    const apps = ds.getRepository(ChefApplication);
    const application = (overrides: Partial<ChefApplication> = {}): Partial<ChefApplication> => ({
      userId: applicant.id,
      fullName: 'Jordan Ellis',
      email: 'jordan@example.com',
      phone: '4045550148',
      yearsOfExperience: 6,
      specialty: 'mexican',
      description: 'x'.repeat(60),
      foodSafetyScore: 100,
      professionalismScore: 80,
      serviceTypes: ['Meal Prep'],
      location: 'Decatur, GA',
      zipCode: '30030',
      pricePerPersonCents: 6000,
      backgroundCheckConsent: true,
      ...overrides,
    });
    const first = await apps.save(application());
    expect(await refusedBy(apps.save(application()))).toBe('uq_chef_applications_open_per_user');
    await apps.update(first.id, { status: 'under_review' });
    expect(await refusedBy(apps.save(application()))).toBe('uq_chef_applications_open_per_user');
    await apps.update(first.id, { status: 'rejected', rejectionReason: 'Not enough experience yet' });
    await expect(apps.save(application())).resolves.toBeDefined();

    const other = await ds.getRepository(User).save({ email: 'nia@example.com' });
    expect(await refusedBy(apps.save(application({ userId: other.id, foodSafetyScore: 60 })))).toBe(
      'ck_chef_applications_quizzes',
    );
    expect(await refusedBy(apps.save(application({ userId: other.id, backgroundCheckConsent: false })))).toBe(
      'ck_chef_applications_consent',
    );
    expect(await refusedBy(apps.save(application({ userId: other.id, status: 'waiting' as never })))).toBe(
      'ck_chef_applications_status',
    );
  });

  it('keeps e-mails unique and lower-case, and roles in their set', async () => {
    expect(await refusedBy(ds.getRepository(User).save({ email: 'casey@example.com' }))).toBe('uq_users_email');
    expect(await refusedBy(ds.getRepository(User).save({ email: 'Casey@Example.com' }))).toBe('ck_users_email');
    expect(await refusedBy(ds.getRepository(User).save({ email: 'boss@example.com', role: 'owner' as never }))).toBe(
      'ck_users_role',
    );
  });

  it('turns a second outbox write with the same key into a conflict', async () => {
    const outbox = ds.getRepository(OutboxMessage);
    const saved = await outbox.save({
      queue: 'email',
      payload: { to: 'a@example.com' },
      idempotencyKey: 'booking-received:1',
    });
    expect(saved.id).toMatch(/^\d+$/);
    expect(await refusedBy(outbox.insert({ queue: 'email', payload: {}, idempotencyKey: 'booking-received:1' }))).toBe(
      'uq_outbox_messages_idempotency_key',
    );
  });

  it('reads event dates back as the YYYY-MM-DD strings they are, also in raw queries', async () => {
    const b = await insertBooking({ eventDate: '2030-03-09' });
    expect((await ds.getRepository(Booking).findOneByOrFail({ id: b.id })).eventDate).toBe('2030-03-09');
    const [row] = await ds.query<{ event_date: unknown }[]>(`SELECT event_date FROM bookings WHERE id = $1`, [b.id]);
    expect(row.event_date).toBe('2030-03-09');
  });

  it('stamps updated_at on every change, even through raw SQL', async () => {
    const b = await insertBooking();
    const before = b.updatedAt.getTime();
    await new Promise((r) => setTimeout(r, 20));
    await ds.query(`UPDATE bookings SET status = 'confirmed' WHERE id = $1`, [b.id]);
    const after = await ds.getRepository(Booking).findOneByOrFail({ id: b.id });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before);
  });
});
