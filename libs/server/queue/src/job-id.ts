/**
 * BullMQ job id for an outbox idempotency key. BullMQ refuses ids that look like integers
 * or contain ':' (outside its own repeat ids), so the key is percent-encoded: `reminder:12`
 * becomes `reminder%3A12`, and an all-digit key gets its first digit encoded (`42` -> `%342`).
 * The mapping is one-to-one, so two keys never share a job id.
 */
export function jobIdFor(idempotencyKey: string): string {
  const encoded = encodeURIComponent(idempotencyKey);
  if (/^\d+$/.test(encoded)) return `%3${encoded[0]}${encoded.slice(1)}`;
  return encoded;
}

/** The one delayed reminder job of a booking (moved and dropped by this id). */
export function reminderJobId(bookingId: number): string {
  return `reminder-${bookingId}`;
}
