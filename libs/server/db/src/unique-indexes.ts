/**
 * The unique indexes whose refusals the services turn into plain words (`violatedConstraint` in
 * server-core): the schema names them, so their names live here, beside the migrations that make
 * them (1732100000002, 1732100000003, 1732100000004).
 */
export const UNIQUE_INDEXES = {
  /** One active (pending or confirmed) booking per chef, date and slot. */
  activeChefSlot: 'uq_bookings_active_chef_slot',
  /** One review per booking. */
  oneReviewPerBooking: 'uq_reviews_booking',
  /** One open (pending or under review) chef application per user. */
  openApplicationPerUser: 'uq_chef_applications_open_per_user',
} as const;
