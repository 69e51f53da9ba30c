import { ReadCache, type CachedAnswer } from './read-cache';

const answer = (body: string, tables: CachedAnswer['tables'] = ['chefs']): CachedAnswer => ({
  body,
  contentType: 'application/json; charset=utf-8',
  etag: 'W/"tag"',
  tables,
});

describe('ReadCache', () => {
  const open = () => {
    const cache = new ReadCache({ maxBytes: 1_000, ttlMs: 60_000 });
    cache.open();
    return cache;
  };

  it('serves nothing and keeps nothing until it is open, and forgets everything when closed', () => {
    const cache = new ReadCache({ maxBytes: 1_000, ttlMs: 60_000 });
    cache.store('/a', cache.generation, answer('[1]'));
    expect(cache.lookup('/a')).toBeUndefined();
    cache.open();
    cache.store('/a', cache.generation, answer('[1]'));
    expect(cache.lookup('/a')?.body).toBe('[1]');
    cache.close();
    expect(cache.lookup('/a')).toBeUndefined();
    cache.open();
    expect(cache.lookup('/a')).toBeUndefined();
  });

  it('drops the answers read from a changed table, and only those', () => {
    const cache = open();
    cache.store('/chefs', cache.generation, answer('[c]', ['chefs']));
    cache.store('/search', cache.generation, answer('[s]', ['chefs', 'reviews']));
    cache.store('/recipes', cache.generation, answer('[r]', ['recipes']));
    cache.changed('reviews');
    expect(cache.lookup('/search')).toBeUndefined();
    expect(cache.lookup('/chefs')?.body).toBe('[c]');
    cache.changed('chefs');
    expect(cache.lookup('/chefs')).toBeUndefined();
    expect(cache.lookup('/recipes')?.body).toBe('[r]');
  });

  it('refuses an answer begun before a change (it may hold the old data)', () => {
    const cache = open();
    const begun = cache.generation;
    cache.changed('reviews');
    cache.store('/chefs', begun, answer('[old]'));
    expect(cache.lookup('/chefs')).toBeUndefined();
    cache.store('/chefs', cache.generation, answer('[new]'));
    expect(cache.lookup('/chefs')?.body).toBe('[new]');
  });

  it('keeps at most maxBytes of answers, the least recently used going first', () => {
    const cache = open();
    const big = 'x'.repeat(400);
    cache.store('/1', cache.generation, answer(big));
    cache.store('/2', cache.generation, answer(big));
    cache.lookup('/1');
    cache.store('/3', cache.generation, answer(big));
    expect(cache.lookup('/2')).toBeUndefined();
    expect(cache.lookup('/1')).toBeDefined();
    expect(cache.lookup('/3')).toBeDefined();
  });

  it('never serves an answer older than its time to live', async () => {
    const cache = new ReadCache({ maxBytes: 1_000, ttlMs: 20 });
    cache.open();
    cache.store('/a', cache.generation, answer('[1]'));
    expect(cache.lookup('/a')).toBeDefined();
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.lookup('/a')).toBeUndefined();
  });

  it('keeps an answer stored with a shorter time to live only that long, and never longer than its own', async () => {
    const cache = new ReadCache({ maxBytes: 1_000, ttlMs: 60 });
    cache.open();
    cache.store('/live', cache.generation, answer('[l]'), 20);
    cache.store('/long', cache.generation, answer('[g]'), 60_000);
    cache.store('/plain', cache.generation, answer('[p]'));
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.lookup('/live')).toBeUndefined();
    expect(cache.lookup('/long')?.body).toBe('[g]');
    expect(cache.lookup('/plain')?.body).toBe('[p]');
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.lookup('/long')).toBeUndefined();
    expect(cache.lookup('/plain')).toBeUndefined();
  });
});
