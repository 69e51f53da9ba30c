import { browserNavigation, signOut } from '@chefs/api-client';
import { readPendingBooking, storePendingBooking } from './pending-booking';

describe('the pending schedule request on a shared device', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('is kept for the confirmation page, and gone once the person signs out', () => {
    jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    storePendingBooking({ bookingType: 'single', dates: ['2026-12-04'], timeSlot: 'evening', notes: 'Gate code 4411' });
    expect(readPendingBooking()).toMatchObject({ dates: ['2026-12-04'], notes: 'Gate code 4411' });

    signOut();

    expect(readPendingBooking()).toBeNull();
  });
});
