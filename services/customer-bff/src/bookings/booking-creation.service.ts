import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES, type BookingDto } from '@chefs/contracts';
import { bookingJson, preparedQuery, type Booking, type Chef, UNIQUE_INDEXES } from '@chefs/db';
import { bookingTotalCents, isWithinBookingWindow, marketToday } from '@chefs/domain';
import { bookingCreatedEvents, outboxInsert, type ChefContact } from '@chefs/queue';
import { DomainError, fieldError, isRecordId, violatedConstraint } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import type { CreateBookingDto } from './dto/create-booking.dto';

/** The partial unique index that holds a chef to one active booking per date and slot. */

/** What a new booking is made of before Postgres gives it its defaults (status, created_at). */
type NewBooking = Pick<
  Booking,
  | 'id'
  | 'customerId'
  | 'chefId'
  | 'serviceType'
  | 'eventDate'
  | 'eventTime'
  | 'guestCount'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
  | 'clientAddress'
  | 'specialRequests'
  | 'totalAmountCents'
>;

/** New bookings: priced on the server, one per chef slot, acknowledged by e-mail. */
@Injectable()
export class BookingCreationService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Three round trips to Postgres in all, the session's included: on this machine each one costs
   * more than the SQL it carries (docs/performance.md, "API benchmark"). All three are prepared
   * statements, planned once per connection (preparedQuery).
   */
  async create(customer: SessionUser, dto: CreateBookingDto): Promise<BookingDto> {
    if (!isWithinBookingWindow(dto.eventDate, marketToday())) {
      throw fieldError('booking.past_date', 'eventDate', MESSAGES.booking.pastDate);
    }
    // An id past the int4 ids names no chef (and Postgres would refuse it): the same 404 as an unknown one.
    if (!isRecordId(dto.chefId)) throw new DomainError('chef.not_found', MESSAGES.booking.chefNotFound);
    // The chef (with their account's e-mail, for the new request's e-mail), and the booking's id
    // drawn ahead, so its notifications can name it.
    const [chef] = await preparedQuery<ChefContact & Pick<Chef, 'pricePerPersonCents'> & { bookingId: number }>(
      this.dataSource,
      'booking-chef',
      `SELECT c.name, c.user_id AS "userId", u.email, c.price_per_person_cents AS "pricePerPersonCents",
              nextval(pg_get_serial_sequence('bookings', 'id'))::int AS "bookingId"
         FROM chefs c LEFT JOIN users u ON u.id = c.user_id
        WHERE c.id = $1 AND c.is_approved AND c.is_active`,
      [dto.chefId],
    );
    if (!chef) throw new DomainError('chef.not_found', MESSAGES.booking.chefNotFound);
    const booking = {
      id: chef.bookingId,
      customerId: customer.id,
      chefId: dto.chefId,
      serviceType: dto.serviceType,
      eventDate: dto.eventDate,
      eventTime: dto.eventTime,
      guestCount: dto.guestCount,
      clientName: dto.clientName,
      clientEmail: dto.clientEmail,
      clientPhone: dto.clientPhone ?? null,
      clientAddress: dto.clientAddress,
      specialRequests: dto.specialRequests ?? null,
      // The chef's current price, never the browser's total.
      totalAmountCents: bookingTotalCents(chef.pricePerPersonCents, dto.guestCount),
    };
    try {
      return await this.insert(chef, booking);
    } catch (error) {
      // Two customers racing for one slot: the database decides, the loser hears it is taken.
      if (violatedConstraint(error) === UNIQUE_INDEXES.activeChefSlot)
        throw new DomainError('booking.slot_taken', MESSAGES.booking.slotTaken);
      throw error;
    }
  }

  /**
   * The booking (pending, unpaid), its first history row, the customer's "booking received"
   * e-mail and push and the chef's e-mail and actionable push: one statement, so one
   * transaction, all or nothing. Answers the booking as BookingDto, rendered by Postgres.
   */
  private async insert(chef: ChefContact, booking: NewBooking): Promise<BookingDto> {
    const outbox = outboxInsert(this.dataSource, bookingCreatedEvents(booking, chef), 15);
    const [row] = await preparedQuery<{ dto: BookingDto }>(
      this.dataSource,
      'booking-insert',
      `WITH b AS (
         INSERT INTO bookings (id, customer_id, chef_id, service_type, event_date, event_time, guest_count,
                               client_name, client_email, client_phone, client_address, special_requests,
                               total_amount_cents, status, payment_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'pending', 'pending')
         RETURNING *),
       history AS (
         INSERT INTO booking_status_history (booking_id, from_status, to_status, changed_by_id, changed_by_role)
         SELECT b.id, NULL, 'pending', b.customer_id, 'customer' FROM b),
       outbox AS (${outbox.sql})
       SELECT ${bookingJson('b', '$14::text')} AS dto FROM b`,
      [
        booking.id,
        booking.customerId,
        booking.chefId,
        booking.serviceType,
        booking.eventDate,
        booking.eventTime,
        booking.guestCount,
        booking.clientName,
        booking.clientEmail,
        booking.clientPhone,
        booking.clientAddress,
        booking.specialRequests,
        booking.totalAmountCents,
        chef.name,
        ...outbox.params,
      ],
    );
    return row.dto;
  }
}
