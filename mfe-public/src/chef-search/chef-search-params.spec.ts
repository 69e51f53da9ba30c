import { marketToday } from '@chefs/domain';
import { chefSearchHref, readSearchParams, searchErrors, todayIso } from './chef-search-params';
import { resultCount, searchSummary } from './search-summary';

describe('chef search params', () => {
  it('opens /chefs with all three filters in the query (blank ones empty)', () => {
    expect(chefSearchHref({ zip: ' 30306 ', cuisine: 'italian', date: '' })).toBe(
      '/chefs?zip=30306&cuisine=italian&date=',
    );
  });

  it('reads the query back, missing filters blank', () => {
    expect(readSearchParams(new URLSearchParams('zip=30306&date=2030-05-01'))).toEqual({
      zip: '30306',
      cuisine: '',
      date: '2030-05-01',
    });
  });

  it('accepts blank filters and refuses a ZIP that is not 5 digits or an impossible date', () => {
    expect(searchErrors({ zip: '', cuisine: '', date: '' })).toEqual({});
    expect(searchErrors({ zip: '3030', cuisine: 'asian', date: '2030-02-30' })).toEqual({
      zip: 'Please enter a 5-digit ZIP code',
      date: 'Please choose a valid date',
    });
  });

  it('describes the filters and the count in words', () => {
    expect(searchSummary({ zip: '30306', cuisine: 'mediterranean', date: '2030-05-01' })).toEqual([
      'ZIP 30306',
      'Mediterranean',
      'May 1, 2030',
    ]);
    expect(resultCount(1)).toBe('1 chef available');
    expect(resultCount(4)).toBe('4 chefs available');
  });

  it("gives today's date in Atlanta, whatever the visitor's (or the server's) time zone", () => {
    // 10:56 PM on Nov 30 in Atlanta: Dec 1 in UTC (the server) and in Tokyo.
    expect(todayIso(new Date('2026-12-01T03:56:00Z'))).toBe('2026-11-30');
    // 5:30 AM on Jan 5 in Atlanta, still Jan 4 in Honolulu.
    expect(todayIso(new Date('2030-01-05T10:30:00Z'))).toBe('2030-01-05');
  });

  it("agrees with the domain's marketToday on random instants and around the clock changes", () => {
    const instants = [
      '2026-03-08T06:59:59Z', // 1:59 AM EST, the night the clocks go forward
      '2026-03-08T07:00:00Z',
      '2026-11-01T05:59:59Z', // 1:59 AM EDT, the night they go back
      '2026-11-01T06:00:00Z',
      '2026-12-31T04:59:59Z',
      '2027-01-01T05:00:00Z',
    ].map((iso) => new Date(iso));
    const start = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 3000; i++) instants.push(new Date(start + Math.floor(Math.random() * 8 * 365 * 86_400_000)));
    for (const instant of instants)
      expect([instant.toISOString(), todayIso(instant)]).toEqual([instant.toISOString(), marketToday(instant)]);
  });
});
