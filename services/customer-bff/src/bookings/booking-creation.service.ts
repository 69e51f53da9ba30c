import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { MESSAGES, type BookingDto } from '@chefs/contracts';
import { Booking, BookingStatusHistory, Chef, toBookingDto } from '@chefs/db';
import { bookingTotalCents, isWithinBookingWindow, marketToday } from '@chefs/domain';
import { bookingCreatedEvents, enqueueOutbox } from '@chefs/queue';
import { DomainError, fieldError } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import type { CreateBookingDto } from './dto/create-booking.dto';

/** The partial unique index that holds a chef to one active booking per date and slot. */
const ACTIVE_SLOT_INDEX = 'uq_bookings_active_chef_slot';

/** New bookings: priced on the server, one per chef slot, acknowledged by e-mail. */
@Injectable()
export class BookingCreationService {
  constructor(private readonly dataSource: DataSource) {}

  async create(customer: SessionUser, dto: CreateBookingDto): Promise<BookingDto> {
    if (!isWithinBookingWindow(dto.eventDate, marketToday())) {
      throw fieldError('booking.past_date', 'eventDate', MESSAGES.booking.pastDate);
    }
    const chef = await this.dataSource
      .getRepository(Chef)
      .findOneBy({ id: dto.chefId, isApproved: true, isActive: true });
    if (!chef) throw new DomainError('chef.not_found', MESSAGES.booking.chefNotFound);
    try {
      const booking = await this.dataSource.transaction((manager) => this.insert(manager, customer, chef, dto));
      return toBookingDto(Object.assign(booking, { chef }));
    } catch (error) {
      // Two customers racing for one slot: the database decides, the loser hears it is taken.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { constraint?: string }).constraint === ACTIVE_SLOT_INDEX
      )
        throw new DomainError('booking.slot_taken', MESSAGES.booking.slotTaken);
      throw error;
    }
  }

  /**
   * The booking (pending, unpaid), its first history row, the customer's "booking received"
   * e-mail and push and the chef's actionable "new booking request" push, together.
   */
  private async insert(
    manager: EntityManager,
    customer: SessionUser,
    chef: Chef,
    dto: CreateBookingDto,
  ): Promise<Booking> {
    const booking = await manager.save(
      manager.create(Booking, {
        customerId: customer.id,
        chefId: chef.id,
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
        status: 'pending',
        paymentStatus: 'pending',
      }),
    );
    await manager.insert(BookingStatusHistory, {
      bookingId: booking.id,
      fromStatus: null,
      toStatus: 'pending',
      changedById: customer.id,
      changedByRole: 'customer',
      reason: null,
    });
    for (const event of bookingCreatedEvents(booking, chef)) await enqueueOutbox(manager, event);
    return booking;
  }
}
