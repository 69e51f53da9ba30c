import fc from 'fast-check';

/** 2 MiB of text: far past every body limit (64 KiB) and every column. */
export const TWO_MIB = 2 * 1024 * 1024;

/** Strings a form field should refuse or store as given, never choke on. */
export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme-ascii', minLength: 300, maxLength: 5000 }),
    fc.constantFrom(
      '',
      ' ',
      'ab\u0000cd',
      '\u0007\u001b[31m',
      'line\r\nSet-Cookie: x=1',
      '\u202eevil',
      '\ud800',
      '😀👩‍👩‍👧‍👦',
      'Ω≈ç√∫˜µ≤≥÷',
      "' OR 1=1 --",
      '"; DROP TABLE bookings; --',
      '%s%n%x',
      '{{7*7}}${7*7}',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '__proto__',
      'null',
      'NaN',
      '-1',
      '1e999',
      '2024-02-30',
      '0000-00-00',
      '9999-12-31',
      '2024-1-1',
      'a@b',
      'x'.repeat(TWO_MIB),
    ),
  );

/** Numbers past every range: negative, zero, fractional, past int4 and the safe integers. */
export const nastyNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
  );

/** An array or object nested `depth` levels deep. */
export const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Any value of the wrong kind for a field: other types, odd text, odd numbers, nesting. */
export const nastyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: nastyString(), weight: 4 },
    { arbitrary: nastyNumber(), weight: 3 },
    { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { $gt: '' }), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.integer({ min: 2, max: 40 }).map((d) => nested(d)), weight: 1 },
  );

/** Every UTF-8 byte of `s` but unreserved ones as %XX (a lone surrogate as U+FFFD's bytes, where encodeURIComponent throws). */
const percentEncode = (s: string): string =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/** Values for an id in a URL path: valid-looking, out of range, and not numbers at all (already encoded). */
export const nastyPathId = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.integer({ min: -5, max: 100 }).map(String),
    fc.constantFrom(
      'abc',
      '1.5',
      '1e2',
      '0x10',
      '-0',
      '2147483648',
      '99999999999999999999',
      '%20',
      '%00',
      '%2e%2e',
      '..%2f..%2fadmin',
      'null',
      'undefined',
      '%F0%9F%98%80',
      '1%0A',
      'x'.repeat(5000),
    ),
    nastyString().map((s) => percentEncode(s.slice(0, 200))),
  );
