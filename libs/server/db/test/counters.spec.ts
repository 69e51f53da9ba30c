import { Booking, Chef, Review, User } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';

interface Totals {
  status: string;
  payment_status: string;
  bookings: string;
  amount_cents: string;
}

/** The counters kept by migration 1732100000012 always equal a fresh count of the rows. */
describe('counters kept by the database', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let customer: User;
  let chefs: Chef[];
  let day = 0;

  const booking = (chef: Chef, extra: Partial<Booking> = {}): Partial<Booking> => {
    day += 1;
    return {
      customerId: customer.id,
      chefId: chef.id,
      serviceType: 'private_dinner',
      eventDate: new Date(Date.UTC(2031, 0, day)).toISOString().slice(0, 10),
      guestCount: 2,
      clientName: 'Casey',
      clientEmail: 'casey@example.com',
      clientAddress: '1 Peachtree St',
      totalAmountCents: 10_000 + day,
      ...extra,
    };
  };

  /** What the counters say, and what counting every row says. */
  async function bothWays() {
    const kept = await ds.query<Totals[]>(
      `SELECT status, payment_status, sum(bookings)::text AS bookings, sum(amount_cents)::text AS amount_cents
         FROM booking_totals GROUP BY 1, 2 HAVING sum(bookings) <> 0 OR sum(amount_cents) <> 0 ORDER BY 1, 2`,
    );
    const counted = await ds.query<Totals[]>(
      `SELECT status, payment_status, count(*)::text AS bookings, sum(total_amount_cents)::text AS amount_cents
         FROM bookings GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const chefKept = await ds.query<unknown[]>(
      `SELECT id, review_count, rating_total, total_bookings FROM chefs ORDER BY id`,
    );
    const chefCounted = await ds.query<unknown[]>(
      `SELECT c.id,
              (SELECT count(*)::int FROM reviews r WHERE r.chef_id = c.id) AS review_count,
              (SELECT coalesce(sum(rating), 0)::int FROM reviews r WHERE r.chef_id = c.id) AS rating_total,
              (SELECT count(*)::int FROM bookings b WHERE b.chef_id = c.id AND b.status IN ('confirmed', 'completed'))
                AS total_bookings
         FROM chefs c ORDER BY c.id`,
    );
    return { kept: { totals: kept, chefs: chefKept }, counted: { totals: counted, chefs: chefCounted } };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = db.dataSource;
    customer = await ds.getRepository(User).save({ email: 'casey@example.com', firstName: 'Casey' });
    chefs = await ds.getRepository(Chef).save(
      [1, 2, 3].map((n) => ({
        name: `Counter Chef ${n}`,
        location: 'Atlanta, GA',
        specialty: 'southern',
        pricePerPersonCents: 5000,
      })),
    );
  });

  afterAll(async () => {
    await db.drop();
  });

  it('follow inserts, status and payment changes, moves between chefs and deletes, one row or many at a time', async () => {
    const repo = ds.getRepository(Booking);
    const [a, b, c] = chefs;
    const saved = await repo.save([
      booking(a),
      booking(a, { status: 'confirmed' }),
      booking(b, { status: 'completed', paymentStatus: 'paid' }),
      booking(c, { status: 'cancelled', paymentStatus: 'refunded' }),
    ]);
    const one = await repo.save(booking(b));
    await repo.update({ id: one.id }, { status: 'confirmed', paymentStatus: 'paid' });
    await repo.update({ id: saved[0].id }, { chefId: c.id, status: 'completed' });
    await repo.update({ chefId: a.id }, { totalAmountCents: 12_345 });
    await ds.getRepository(Review).save([
      { bookingId: saved[2].id, chefId: b.id, customerId: customer.id, rating: 4 },
      { bookingId: saved[0].id, chefId: c.id, customerId: customer.id, rating: 2 },
    ]);
    await ds.getRepository(Review).update({ bookingId: saved[2].id }, { rating: 5 });
    await ds.getRepository(Review).delete({ bookingId: saved[0].id });
    await repo.delete({ id: saved[3].id });
    await ds.query(
      `INSERT INTO bookings (customer_id, chef_id, service_type, event_date, guest_count, client_name,
        client_email, client_address, total_amount_cents, status, payment_status)
      SELECT $1, $2, 'meal_prep', DATE '2032-01-01' + g, 1, 'Bulk', 'bulk@example.com', 'Somewhere', 4000, 'completed', 'paid'
        FROM generate_series(1, 500) g`,
      [customer.id, c.id],
    );

    const { kept, counted } = await bothWays();
    expect(kept).toEqual(counted);
    const shown = await ds.getRepository(Chef).findOneByOrFail({ id: c.id });
    expect(shown.totalBookings).toBe(501);
  });

  it('leave no trace of a change that is rolled back', async () => {
    const before = await bothWays();
    await expect(
      ds.transaction(async (m) => {
        await m.getRepository(Booking).save(booking(chefs[0], { status: 'confirmed', paymentStatus: 'paid' }));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await bothWays()).toEqual(before);
  });

  it("touch chefs only when a chef's total moves, so a new pending booking does not announce a change of chefs", async () => {
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('LISTEN catalogue_changed');
    // Notices arrive after their commit; a round trip on the listening connection lets them in.
    const heardAfter = async (change: () => Promise<unknown>) => {
      heard.length = 0;
      await change();
      await listener.query('SELECT 1');
      return [...heard].sort();
    };
    try {
      const repo = ds.getRepository(Booking);
      let id = 0;
      // Bookings themselves are not announced (migration 1732100000028), only the chefs they move.
      expect(await heardAfter(async () => ({ id } = await repo.save(booking(chefs[1]))))).toEqual([]);
      expect(await heardAfter(() => repo.update({ id }, { status: 'cancelled' }))).toEqual([]);
      expect(await heardAfter(() => repo.update({ id }, { status: 'confirmed' }))).toEqual(['chefs']);
      expect(await heardAfter(() => repo.update({ id }, { status: 'completed' }))).toEqual([]);
      // (The delete cascades to reviews, whose statement triggers announce them too.)
      const deleted = await heardAfter(() => repo.delete({ id }));
      expect(deleted).toContain('chefs');
      expect(deleted).not.toContain('bookings');
      const { kept, counted } = await bothWays();
      expect(kept).toEqual(counted);
    } finally {
      await listener.end();
    }
  });
});
