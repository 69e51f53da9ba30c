import { INITIAL_SCHEDULE, pickDate, scheduleAlerts, toScheduleRequest, withBookingType } from './schedule-form';

describe('pickDate', () => {
  it('single: the picked day replaces the date, and picking it again clears it', () => {
    const single = { bookingType: 'single' as const, dates: [] as string[] };
    expect(pickDate(single, '2026-12-10')).toEqual(['2026-12-10']);
    expect(pickDate({ ...single, dates: ['2026-12-10'] }, '2026-12-03')).toEqual(['2026-12-03']);
    expect(pickDate({ ...single, dates: ['2026-12-10'] }, '2026-12-10')).toEqual([]);
  });

  it('recurring: days are toggled and always kept sorted', () => {
    let dates: string[] = [];
    for (const day of ['2026-12-17', '2026-12-03', '2027-01-07', '2026-12-10']) {
      dates = pickDate({ bookingType: 'recurring', dates }, day);
    }
    expect(dates).toEqual(['2026-12-03', '2026-12-10', '2026-12-17', '2027-01-07']);
    expect(pickDate({ bookingType: 'recurring', dates }, '2026-12-10')).toEqual([
      '2026-12-03',
      '2026-12-17',
      '2027-01-07',
    ]);
  });
});

describe('withBookingType', () => {
  it('keeps only the earliest date when going back to a single service', () => {
    const recurring = { ...INITIAL_SCHEDULE, bookingType: 'recurring' as const, dates: ['2026-12-03', '2026-12-10'] };
    expect(withBookingType(recurring, 'single').dates).toEqual(['2026-12-03']);
    expect(withBookingType(recurring, 'recurring').dates).toEqual(['2026-12-03', '2026-12-10']);
  });
});

describe('scheduleAlerts', () => {
  it("says what is missing in the spec's words", () => {
    expect(scheduleAlerts(INITIAL_SCHEDULE)).toEqual([
      { field: 'dates', message: 'Please select at least one date.' },
      { field: 'timeSlot', message: 'Please select a time slot.' },
    ]);
    expect(scheduleAlerts({ ...INITIAL_SCHEDULE, dates: ['2026-12-03'] })).toEqual([
      { field: 'timeSlot', message: 'Please select a time slot.' },
    ]);
    expect(scheduleAlerts({ ...INITIAL_SCHEDULE, dates: ['2026-12-03'], timeSlot: 'evening' })).toEqual([]);
  });
});

describe('toScheduleRequest', () => {
  it('sends the frequency only for a recurring service, and notes only when written', () => {
    const base = { ...INITIAL_SCHEDULE, dates: ['2026-12-03'], timeSlot: 'morning' as const };
    expect(toScheduleRequest({ ...base, notes: '   ' })).toEqual({
      bookingType: 'single',
      recurringFrequency: null,
      dates: ['2026-12-03'],
      timeSlot: 'morning',
    });
    expect(
      toScheduleRequest({ ...base, bookingType: 'recurring', recurringFrequency: 'biweekly', notes: ' No nuts ' }),
    ).toEqual({
      bookingType: 'recurring',
      recurringFrequency: 'biweekly',
      dates: ['2026-12-03'],
      timeSlot: 'morning',
      notes: 'No nuts',
    });
  });
});
