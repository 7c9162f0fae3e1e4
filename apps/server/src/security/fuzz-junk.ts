import fc from 'fast-check';

/** Characters that have broken servers before: controls, NUL, lone surrogates, direction marks, quotes. */
const NASTY_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\ufffd',
  '\ud800',
  '\udfff',
  '\t',
  '\r\n',
  '😀',
  'ﬀ',
  "'",
  '"',
  '\\',
  '%',
  '`',
];

/** Strings that mean something to a database, a path, a template or a parser. */
const NASTY_WORDS = [
  '',
  ' ',
  "' OR '1'='1",
  '"; drop table challenges; --',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '<script>alert(1)</script>',
  '${7*7}',
  '00000000-0000-0000-0000-000000000000',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  'a'.repeat(101),
];

/** Plausible text with one bad character in it, the case a server is likeliest to pass through. */
const plausibleWithOneBadCharacter = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...NASTY_CHARACTERS), fc.string({ maxLength: 6 }))
  .map((parts) => parts.join(''));

const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: plausibleWithOneBadCharacter },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_WORDS) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...NASTY_CHARACTERS), fc.string({ maxLength: 4 })), { maxLength: 8 })
      .map((parts) => parts.join('')),
  },
  // Past every field's limit, and for some past the body limit.
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 80_000 }).map((length) => 'x'.repeat(length)) },
);

/** Any JSON value, its strings junk, nested up to a few levels. */
export const junkJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkString,
    fc.integer(),
    fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(junkString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Request bodies that are not JSON at all, or JSON no parser should be asked to hold. */
export const junkRawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"x"',
    '1',
    'true',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"a":"\\ud800"}',
  ),
  fc.integer({ min: 1, max: 40_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ unit: 'binary', maxLength: 100 }),
  // Just past the 64 KiB body limit.
  fc.constant(JSON.stringify({ notes: 'x'.repeat(70_000) })),
);

export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'application/json;;',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/vnd.api+json',
      '*/*',
      'none',
    ),
  },
);

/**
 * A string as it appears in a URL: percent-encoded as a browser would, except that a lone surrogate becomes
 * the (invalid) UTF-8 bytes of its code unit, which encodeURIComponent would refuse to produce.
 */
export function encodeLoosely(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

/** A path segment: usually an encoded junk string, sometimes raw percent sequences that do not decode. */
export const junkPathSegment = fc.oneof(
  { weight: 4, arbitrary: junkString.map(encodeLoosely) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%C0%AF', '%FF', '..', '.', '%2e%2e', 'a%2Fb', '%00') },
);

/** Every query key any route reads, and some no route reads. */
const QUERY_KEYS = [
  'limit',
  'active',
  'open',
  'cursor',
  'q',
  'type',
  'period',
  'sort',
  'dir',
  'offset',
  'level',
  'u',
  'k',
  't',
  'callbackURL',
  'token',
  '__proto__',
  'a[b]',
] as const;

/**
 * A list cursor that decodes (base64url of JSON) to something close to a real one, [createdAt, id]: the
 * server reads what is inside, which the query's character guard never sees.
 */
const junkCursor = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(fc.oneof(fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER)), junkString),
    },
    { weight: 1, arbitrary: fc.array(junkJson, { maxLength: 3 }) },
  )
  .map((value) => Buffer.from(JSON.stringify(value)).toString('base64url'));

/** A query value, already as it appears in the URL: junk text, and a cursor with junk inside for 'cursor'. */
export const junkQueryValue = fc.record({ text: junkString.map(encodeLoosely), cursor: junkCursor });

/** A whole query string of junk pairs, or of syntax no form would send. */
export const junkQuery = fc.oneof(
  { weight: 1, arbitrary: junkCursor.map((cursor) => `cursor=${cursor}`) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), junkString), { minLength: 1, maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${key}=${encodeLoosely(value)}`).join('&')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '&&',
      '=',
      'limit',
      'limit=1&limit=2',
      'a=%',
      'q=%FF',
      'limit[]=1',
      'cursor=%00',
      '%',
    ),
  },
);
