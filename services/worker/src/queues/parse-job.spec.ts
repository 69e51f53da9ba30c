import {
  bookingIdOf,
  InvalidJobError,
  parseEmailJob,
  parsePushJob,
  parseReminderJob,
  parseReminderSyncJob,
} from './parse-job';

describe('job payload parsing', () => {
  it('accepts a well-formed e-mail job and drops fields of the wrong type', () => {
    const job = parseEmailJob({
      template: 'booking_reminder',
      to: ' casey@demo.test ',
      data: { bookingId: 4, chefName: 'Marcus', nested: { a: 1 } },
    });
    expect(job).toEqual({
      template: 'booking_reminder',
      to: 'casey@demo.test',
      data: { bookingId: 4, chefName: 'Marcus' },
    });
  });

  it('refuses e-mail jobs that can never be sent', () => {
    expect(() => parseEmailJob({ template: 'nope', to: 'a@b.c', data: {} })).toThrow(InvalidJobError);
    expect(() => parseEmailJob({ template: 'recipe_welcome', to: 'not-an-address', data: {} })).toThrow(
      /e-mail address/,
    );
    expect(() => parseEmailJob('x')).toThrow(InvalidJobError);
    expect(() => parseEmailJob({ template: 'recipe_confirm', to: 'a@b.c', data: {} })).toThrow(/token/);
  });

  it("says which job and what is wrong, in the schema's words", () => {
    expect(() => parseEmailJob([])).toThrow('email job: payload is not an object');
    expect(() => parseEmailJob({ template: 'nope', to: 'a@b.c' })).toThrow('email job: unknown template nope');
    expect(() => parseReminderSyncJob({})).toThrow('reminder sync job: bookingId is missing');
    expect(() => parseReminderJob({ bookingId: 9, eventDate: '2030-02-30', eventTime: 'evening', dueAt: 'x' })).toThrow(
      'reminder job of booking 9: eventDate is not a date; dueAt is not an instant',
    );
  });

  it('parses push jobs and keeps the optional url only when given', () => {
    expect(parsePushJob({ userId: 'u1', title: 'Hi', body: 'There' })).toEqual({
      userId: 'u1',
      title: 'Hi',
      body: 'There',
    });
    expect(parsePushJob({ userId: 'u1', title: 'Hi', body: '', url: '/bookings/3' }).url).toBe('/bookings/3');
    expect(() => parsePushJob({ title: 'Hi', body: 'x' })).toThrow(/userId/);
  });

  it("keeps a push job's booking and its known actions, and drops actions without a booking", () => {
    expect(
      parsePushJob({
        userId: 'u1',
        title: 'New booking request',
        body: 'x',
        url: '/chef-portal?booking=3',
        bookingId: 3,
        actions: ['accept', 'decline', 'delete-everything'],
      }),
    ).toEqual({
      userId: 'u1',
      title: 'New booking request',
      body: 'x',
      url: '/chef-portal?booking=3',
      bookingId: 3,
      actions: ['accept', 'decline'],
    });
    expect(parsePushJob({ userId: 'u1', title: 'Hi', body: '', actions: ['accept'] })).not.toHaveProperty('actions');
    // Only a same-origin path: the service worker opens it.
    expect(parsePushJob({ userId: 'u1', title: 'Hi', body: '', url: 'https://evil.test/' })).not.toHaveProperty('url');
    expect(parsePushJob({ userId: 'u1', title: 'Hi', body: '', url: '//evil.test/' })).not.toHaveProperty('url');
  });

  it('parses reminder jobs and refuses ones that can never be sent', () => {
    expect(parseReminderSyncJob({ bookingId: 9 })).toEqual({ bookingId: 9 });
    expect(() => parseReminderSyncJob({ bookingId: '9' })).toThrow(InvalidJobError);
    const job = { bookingId: 9, eventDate: '2030-05-03', eventTime: 'evening', dueAt: '2030-05-02T21:00:00.000Z' };
    expect(parseReminderJob(job)).toEqual(job);
    expect(() => parseReminderJob({ ...job, eventDate: 'May 3' })).toThrow(/booking 9: eventDate/);
    expect(() => parseReminderJob({ ...job, eventTime: 'night' })).toThrow(/eventTime/);
    expect(() => parseReminderJob({ ...job, dueAt: 'soon' })).toThrow(/dueAt/);
  });

  it('finds the booking of a job for the logs', () => {
    expect(bookingIdOf({ bookingId: 4 })).toBe(4);
    expect(bookingIdOf({ template: 'booking_received', data: { bookingId: 5 } })).toBe(5);
    expect(bookingIdOf({ template: 'recipe_welcome', data: {} })).toBeUndefined();
    expect(bookingIdOf('x')).toBeUndefined();
  });
});
