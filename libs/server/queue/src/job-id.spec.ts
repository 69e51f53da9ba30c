import { jobIdFor } from './job-id';

describe('jobIdFor', () => {
  it('gives BullMQ an id it accepts for keys with colons or only digits', () => {
    expect(jobIdFor('reminder:12')).toBe('reminder%3A12');
    expect(jobIdFor('42')).toBe('%342');
    expect(jobIdFor('booking-received-7')).toBe('booking-received-7');
  });

  it('keeps distinct keys distinct and is reversible', () => {
    const keys = ['a:b', 'a%3Ab', 'a.b', '12', '%312'];
    const ids = keys.map(jobIdFor);
    expect(new Set(ids).size).toBe(keys.length);
    expect(ids.map((id) => decodeURIComponent(id))).toEqual(keys);
  });
});
