import { InvalidJobError, parseEmailJob, parsePushJob } from './parse-job';

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

  it('parses push jobs and keeps the optional url only when given', () => {
    expect(parsePushJob({ userId: 'u1', title: 'Hi', body: 'There' })).toEqual({
      userId: 'u1',
      title: 'Hi',
      body: 'There',
    });
    expect(parsePushJob({ userId: 'u1', title: 'Hi', body: '', url: '/bookings/3' }).url).toBe('/bookings/3');
    expect(() => parsePushJob({ title: 'Hi', body: 'x' })).toThrow(/userId/);
  });
});
