import { LRUCache } from 'lru-cache';

/**
 * The tables a public read is made of whose changes are announced (migration 1732100000017;
 * bookings no longer are, 1732100000028).
 */
export type CatalogueTable = 'chefs' | 'recipes' | 'reviews' | 'users';

/** One cached answer: the JSON body as sent, its ETag, and the tables it was read from. */
export interface CachedAnswer {
  body: string;
  contentType: string;
  /** The body's weak ETag, computed once when stored rather than on every answer from the cache. */
  etag: string;
  tables: readonly CatalogueTable[];
}

export interface ReadCacheOptions {
  /** Bytes of bodies kept at most (the least recently used go first). */
  maxBytes: number;
  /** An answer is never served older than this, notice or not (the Cache-Control max-age). */
  ttlMs: number;
}

/**
 * The public BFF's answers to public reads, kept in memory until the data under them changes.
 *
 * It only serves while it hears of every change: `open()` is called once the change listener
 * is subscribed and `close()` when it loses the connection (a notice may have been missed),
 * which empties it; while closed every read goes to the database. A read that started before
 * a change and ends after it would store the old answer: `generation` moves on every change,
 * and `store` refuses an answer begun in an older generation.
 */
export class ReadCache {
  private readonly answers: LRUCache<string, CachedAnswer>;
  private live = false;
  private gen = 0;

  constructor(options: ReadCacheOptions) {
    this.answers = new LRUCache<string, CachedAnswer>({
      maxSize: options.maxBytes,
      sizeCalculation: (answer, key) => answer.body.length + answer.etag.length + key.length,
      ttl: options.ttlMs,
    });
  }

  /** Changes seen so far; take it before reading, hand it to `store`. */
  get generation(): number {
    return this.gen;
  }

  get isOpen(): boolean {
    return this.live;
  }

  lookup(key: string): CachedAnswer | undefined {
    return this.live ? this.answers.get(key) : undefined;
  }

  /**
   * Keeps an answer read in `generation`, unless a change came since or the cache is closed;
   * for `ttlMs` when given (at most the cache's own ttl), else the cache's ttl.
   */
  store(key: string, generation: number, answer: CachedAnswer, ttlMs?: number): void {
    if (!this.live || generation !== this.gen) return;
    this.answers.set(key, answer, ttlMs === undefined ? undefined : { ttl: Math.min(ttlMs, this.answers.ttl) });
  }

  /** Drops every answer read from `table`. */
  changed(table: string): void {
    this.gen += 1;
    for (const [key, answer] of this.answers.entries()) {
      if ((answer.tables as readonly string[]).includes(table)) this.answers.delete(key);
    }
  }

  open(): void {
    this.clear();
    this.live = true;
  }

  close(): void {
    this.live = false;
    this.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  private clear(): void {
    this.gen += 1;
    this.answers.clear();
  }
}
