import { toApiErrorBody } from '../errors/api-error-body';
import { BOOKINGS_CURSOR_MESSAGE, bookingPage, decodeBookingCursor } from './booking-page';

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeBookingCursor', () => {
  it('reads back the cursor of a page', () => {
    const rows = [
      { eventDate: '2026-12-03', id: 7 },
      { eventDate: '2026-12-01', id: 2_147_483_647 },
      { eventDate: '2026-11-30', id: 3 },
    ];
    const { nextCursor } = bookingPage(rows, 2);
    expect(decodeBookingCursor(nextCursor!)).toEqual({ eventDate: '2026-12-01', id: 2_147_483_647 });
    expect(decodeBookingCursor(cursorOf(['9999-12-31', 1]))).toEqual({ eventDate: '9999-12-31', id: 1 });
  });

  it.each([
    ['an id past int4', ['2026-12-01', 2_147_483_648]],
    ['an id of 2^40', ['2026-12-01', 1_099_511_627_776]],
    ['an id of 0', ['2026-12-01', 0]],
    ['a day the calendar lacks', ['2026-02-30', 1]],
    ['a year Postgres would read otherwise', ['0000-01-01', 1]],
    ['a year of five digits', ['10000-01-01', 1]],
    ['a date and time', ['2026-12-01T00:00:00Z', 1]],
  ])('answers 400 with the bookings message for %s', (_case, value) => {
    let err: unknown;
    try {
      decodeBookingCursor(cursorOf(value));
    } catch (e) {
      err = e;
    }
    expect(toApiErrorBody(err)).toMatchObject({
      statusCode: 400,
      message: BOOKINGS_CURSOR_MESSAGE,
      errors: [{ field: 'cursor', message: BOOKINGS_CURSOR_MESSAGE }],
    });
  });
});
