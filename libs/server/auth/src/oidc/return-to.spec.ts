import fc from 'fast-check';
import { safeReturnTo } from './return-to';

const SITE = 'https://chefs.example';

/** What a browser does with a Location header on a page of the site. */
const followed = (location: string) => new URL(location, `${SITE}/api/callback`);

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/chef/12')).toBe('/chef/12');
    expect(safeReturnTo('/booking/3?guests=4#summary')).toBe('/booking/3?guests=4#summary');
    expect(safeReturnTo('/a/./b/../c')).toBe('/a/c');
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
      '/\t/evil.test',
      // issue 10: these normalised to //evil.example
      '/.//evil.example',
      '/..//evil.example',
      '/../..//evil.example/x?y#z',
      '/%2e//evil.example',
      '/%2e%2e//evil.example',
      '/./\\evil.example',
      '/.///evil.example',
    ]) {
      expect(safeReturnTo(bad)).toBeUndefined();
    }
    expect(safeReturnTo(['/a'])).toBeUndefined();
    expect(safeReturnTo(undefined)).toBeUndefined();
  });

  it('never answers a path a browser would follow off the site (generated tricky paths)', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '%2f',
      '%5c',
      '%09',
      '%00',
      '\t',
      '\n',
      '\r',
      '\u0000',
      ' ',
      ':',
      '@',
      '?',
      '#',
      'http:',
      'https:',
      'javascript:',
      'evil.example',
      'evil.example:80',
      'a',
      '\u3002',
      '\uff0f',
      '\u2215',
    );
    const path = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(path, (raw) => {
        for (const candidate of [raw, `/${raw}`]) {
          const safe = safeReturnTo(candidate);
          if (safe === undefined) continue;
          expect(safe.startsWith('/')).toBe(true);
          expect(safe.startsWith('//')).toBe(false);
          expect(safe.startsWith('/\\')).toBe(false);
          expect(followed(safe).origin).toBe(SITE);
          expect(safeReturnTo(safe)).toBe(safe);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps ordinary paths of the site exactly as given', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const query = fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), query, (segments, q) => {
        const path = `/${segments.join('/')}${q ? `?${q}` : ''}`;
        expect(safeReturnTo(path)).toBe(path);
      }),
    );
  });
});
