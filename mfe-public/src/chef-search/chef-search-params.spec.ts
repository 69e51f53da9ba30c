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

  it("gives today's date in the visitor's calendar", () => {
    expect(todayIso(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
  });
});
