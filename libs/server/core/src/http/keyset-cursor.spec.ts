import { PAGING_MESSAGES } from '@chefs/contracts';
import { toApiErrorBody } from '../errors/api-error-body';
import {
  decodeCursor,
  encodeCursor,
  isDecimalText,
  isTimestamptzText,
  isWholeNumber,
  readAfterCursor,
  type CursorShape,
} from './keyset-cursor';
import { isRecordId } from './record-id';

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const refusal = (run: () => unknown): unknown => {
  try {
    run();
  } catch (err) {
    return toApiErrorBody(err);
  }
  return 'accepted';
};
const INVALID = {
  statusCode: 400,
  message: PAGING_MESSAGES.cursor,
  errors: [{ field: 'cursor', message: PAGING_MESSAGES.cursor }],
};

describe('decodeCursor', () => {
  const PRICE: CursorShape<[number, number]> = { tag: 'chefs:price', guards: [isWholeNumber, isRecordId] };

  it('reads back what encodeCursor wrote', () => {
    expect(decodeCursor(encodeCursor(PRICE.tag, [8500, 12]), PRICE)).toEqual([8500, 12]);
    expect(decodeCursor(encodeCursor(PRICE.tag, [0, 2_147_483_647]), PRICE)).toEqual([0, 2_147_483_647]);
  });

  it.each([
    ['an id past int4', ['chefs:price', 8500, 2 ** 31]],
    ['a price past int4', ['chefs:price', 2 ** 40, 1]],
    ['an id of 2^53', ['chefs:price', 1, 2 ** 53]],
    ['another order', ['chefs:rating', 8500, 1]],
  ])('answers 400 with the list message for %s', (_case, value) => {
    expect(refusal(() => decodeCursor(cursorOf(value), PRICE))).toMatchObject(INVALID);
  });
});

describe('cursor value guards', () => {
  it('holds ids and whole numbers to the int4 columns', () => {
    expect([1, 2_147_483_647].map(isRecordId)).toEqual([true, true]);
    expect([0, -1, 1.5, 2_147_483_648, 2 ** 40, '1'].map(isRecordId)).toEqual(Array(6).fill(false));
    expect([0, 2_147_483_647].map(isWholeNumber)).toEqual([true, true]);
    expect([-1, 2_147_483_648, 2 ** 40].map(isWholeNumber)).toEqual([false, false, false]);
    expect(['4.3333333333333333', '5'].map(isDecimalText)).toEqual([true, true]);
  });

  it.each([
    '2026-11-10 15:00:00+00',
    '2026-11-10 15:00:00.123456+00',
    '2026-11-10 10:00:00.5-05',
    '2026-11-10 20:30:00+05:30',
    '2024-02-29 00:00:00+00',
    '0001-01-01 00:00:00+00',
    '9999-12-31 23:59:59.999999+15:59:59',
  ])('accepts Postgres text of a timestamptz: %s', (text) => {
    expect(isTimestamptzText(text)).toBe(true);
  });

  it.each([
    '1',
    '2026',
    '+275760-09-13T00:00:00.000Z',
    '2026-11-10T15:00:00.000Z',
    '2026-11-10 15:00:00',
    '2026-11-10 15:00:00+16',
    '2026-02-29 00:00:00+00',
    '2026-11-10 24:00:00+00',
    '2026-11-10 15:60:00+00',
    '2026-11-10 15:00:00.1234567+00',
    '0000-01-01 00:00:00+00',
    '10000-01-01 00:00:00+00',
  ])('refuses what Postgres did not write, or would refuse: %s', (text) => {
    expect(isTimestamptzText(text)).toBe(false);
  });
});

describe('readAfterCursor', () => {
  const pgError = (code: string) => Object.assign(new Error('value out of range for type integer'), { code });
  const queryFailed = (code: string) =>
    Object.assign(new Error('query failed'), { name: 'QueryFailedError', driverError: pgError(code) });

  it.each(['22003', '22P02', '22007', '22008', '22009'])(
    'answers 400 with the list message when Postgres cannot read a cursor value (%s)',
    async (code) => {
      for (const error of [pgError(code), queryFailed(code)]) {
        const err = await readAfterCursor('abc', Promise.reject(error)).catch((e: unknown) => e);
        expect(toApiErrorBody(err)).toMatchObject(INVALID);
      }
      const bookings = await readAfterCursor('abc', Promise.reject(pgError(code)), 'Reload.').catch((e: unknown) => e);
      expect(toApiErrorBody(bookings)).toMatchObject({ statusCode: 400, message: 'Reload.' });
    },
  );

  it('leaves other errors, and reads without a cursor, as they are', async () => {
    const other = pgError('42P01');
    await expect(readAfterCursor('abc', Promise.reject(other))).rejects.toBe(other);
    const noCursor = pgError('22003');
    await expect(readAfterCursor(undefined, Promise.reject(noCursor))).rejects.toBe(noCursor);
    await expect(readAfterCursor('abc', Promise.resolve([1]))).resolves.toEqual([1]);
  });
});
