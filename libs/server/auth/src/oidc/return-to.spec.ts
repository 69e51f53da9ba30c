import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/chef/12')).toBe('/chef/12');
    expect(safeReturnTo('/booking/3?guests=4#summary')).toBe('/booking/3?guests=4#summary');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      '\\\\evil.test',
      'javascript:alert(1)',
      'chef/12',
      '',
      '/\n/evil.test',
    ]) {
      expect(safeReturnTo(bad)).toBeUndefined();
    }
    expect(safeReturnTo(['/a'])).toBeUndefined();
    expect(safeReturnTo(undefined)).toBeUndefined();
  });
});
