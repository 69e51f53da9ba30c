import { etagMatches, weakEtag } from './public-cache';

describe('public cache validators', () => {
  it('gives the same weak tag to the same body and another to a changed one', () => {
    const a = weakEtag('[{"id":1}]');
    expect(a).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag('[{"id":1}]')).toBe(a);
    expect(weakEtag('[{"id":2}]')).not.toBe(a);
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    const tag = weakEtag('x');
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.replace('W/', ''), tag)).toBe(true);
    expect(etagMatches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('W/"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});
