/**
 * What an attacker (or a broken client) sends instead of what a form would: the values the
 * route fuzzer (tests/helpers/route_fuzz.ts) puts in URLs, query strings and bodies. None of
 * them may ever answer 5xx; each is refused beside a field, dropped, or a 404.
 */

/** A deterministic PRNG (mulberry32): the same seed gives the same run, so a failure replays. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]
}

const NUL = String.fromCharCode(0)
/** Half of a surrogate pair on its own: valid in a JS string, not encodable as UTF-8. */
const HIGH = String.fromCharCode(0xd800)
const LOW = String.fromCharCode(0xdc00)

/** Path segments for `:id`-like params, already URL-encoded as they travel. */
export const HOSTILE_PARAMS: readonly string[] = [
  '2147483648',
  '9'.repeat(400),
  '99999999999999999999',
  '0',
  '-1',
  '00000000001',
  '1e400',
  '1e3',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%C0%80',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%20',
  'a'.repeat(300),
]

/** Numbers an id, count or limit field must refuse (or read as something harmless). */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  '2147483648',
  2147483648,
  '9'.repeat(400),
  -1,
  '-2147483649',
  0,
  '1e400',
  1e308,
  'NaN',
  '1.5',
  '0x10',
  ' ',
  9007199254740993,
  ['2147483648'],
  [],
  { a: 1 },
  true,
  null,
]

/** Text with what PostgreSQL cannot store, and things that are not text at all. */
export const HOSTILE_STRINGS: readonly unknown[] = [
  `a${NUL}b`,
  NUL,
  `${HIGH}@x.com`,
  `x${LOW}y@example.com`,
  HIGH,
  `ok@example.com${NUL}`,
  `${HIGH}${HIGH}`,
  ['a'],
  { a: 'b' },
  12345,
  false,
  null,
]

/**
 * Days that do not exist, years PostgreSQL has not got, not-days, and real days no field takes
 * (app/contracts/calendar_days.ts: the last day a year of four digits has, the first, a
 * thousand years back, the day before 1900).
 */
export const HOSTILE_DATES: readonly unknown[] = [
  '9999-12-31',
  '0001-01-01',
  '1000-01-01',
  '1899-12-31',
  '2026-02-30',
  '2026-02-31',
  '2023-02-29',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '10000-01-01',
  '2026-2-3',
  '1e400',
  `2026-01-01${NUL}`,
  ['2026-01-01'],
  { year: 2026 },
  2147483648,
]

export const HOSTILE_BOOLEANS: readonly unknown[] = ['maybe', ['1'], { a: 1 }, 2, `1${NUL}`]

/** Whole-array fields (checkbox groups, row lists) sent as something else or oddly filled. */
export const HOSTILE_ARRAYS: readonly unknown[] = [
  'not a list',
  { 0: '1' },
  [[1]],
  [{}],
  [null],
  Array.from({ length: 300 }, () => '1'),
  ['1', '1'],
  [`1${NUL}`],
]

/** Rich text (a Quill Delta, as JSON text or an object) carrying text PostgreSQL refuses. */
export const HOSTILE_RICH_TEXT: readonly unknown[] = [
  JSON.stringify({ ops: [{ insert: `a${NUL}b\n` }] }),
  { ops: [{ insert: `a${NUL}b\n` }] },
  { ops: [{ insert: `${HIGH}\n` }] },
  {
    ops: [
      { insert: 'x', attributes: { link: `https://a.example/${NUL}${HIGH}` } },
      { insert: '\n' },
    ],
  },
  { ops: [{ insert: { image: `https://a.example/${HIGH}.png` } }, { insert: '\n' }] },
  {
    ops: [{ insert: 'x', attributes: { [`bold${NUL}`]: true, header: '1e400' } }, { insert: '\n' }],
  },
  '{"ops":',
  { ops: 'x' },
  [{ insert: 'x' }],
]

/**
 * Raw query strings for every GET route (lists and the rest). Keys a list offers (its filters
 * and date ranges) are added per route from the page it serves; these are the generic ones.
 */
export const HOSTILE_QUERIES: readonly string[] = [
  'sort=__proto__',
  'sort=-__proto__',
  'sort=constructor',
  'sort=-constructor',
  'sort=toString',
  'sort=hasOwnProperty',
  'sort=__defineGetter__',
  'sort[]=name',
  'sort[a]=b',
  'sort=a%00b',
  'q=a%00b',
  'q=%00',
  'q=%ED%A0%80',
  'q=x%ED%B0%80y',
  'q=%F0%9F',
  'q=%C0%80',
  'q[]=a&q[]=b',
  'q[a]=b',
  `q=${'%F0%9F%98%80'.repeat(60)}`,
  'page=2147483648',
  'page=1e400',
  'page=-1',
  'page=NaN',
  'page[]=1',
  'page[a]=1',
  `page=${'9'.repeat(400)}`,
  'perPage=1e400',
  'perPage=-5',
  'perPage[]=10',
  'filters=abc',
  'filters[]=x',
  'filters[constructor]=x',
  'filters[__proto__][x]=1',
  'filters[toString][]=1',
  'filters[hasOwnProperty]=1',
  'filters[status]=a%00b',
  'filters[status][]=%ED%A0%80',
  'tab=__proto__',
  'client_id=2147483648&country_id=1e400&provider_id=-1',
  `client_id=${'9'.repeat(400)}&country_id=2147483648&provider_id=0x10`,
  'client_id[]=1&country_id[a]=1&provider_id=%00',
]

/** Values for one offered filter key of a list (`filters[<key>]=…`). */
export const HOSTILE_FILTER_VALUES: readonly string[] = [
  'a%00b',
  '%ED%A0%80',
  '2147483648',
  `${'9'.repeat(400)}`,
  '__proto__',
  'constructor',
  '-1',
]

/** Values for a list's date range filter (`filters[<key>]=from..to`). */
export const HOSTILE_DATE_RANGES: readonly string[] = [
  '2026-02-30..2026-03-01',
  '2026-02-01..2026-02-30',
  '0000-01-01..',
  '..10000-01-01',
  '9999-12-31..9999-12-31',
  '0001-01-01..0001-01-02',
  '2026-13-01..2026-13-02',
  '2026-01-01..2026-01-02..2026-01-03',
  '%00..%ED%A0%80',
  '1e400..NaN',
]

/**
 * Form-encoded bodies (what a plain HTML form or a hand-made request sends), as raw text:
 * `{field}` is replaced by each field name. Bytes that are not UTF-8 travel as they are.
 */
export const HOSTILE_FORM_TEMPLATES: readonly string[] = [
  '{field}=a%00b',
  '{field}=%ED%A0%80%40x.com',
  '{field}=%C0%80',
  '{field}=%FF%FE',
  '{field}=2147483648',
  '{field}=2026-02-30',
  '{field}[]=2147483648',
  '{field}[a]=b',
  '{field}[__proto__][x]=1',
  '{field}[constructor]=1',
]

/** Whole JSON bodies of the wrong shape, sent raw. */
export const HOSTILE_JSON_BODIES: readonly string[] = [
  '[]',
  '"text"',
  'null',
  '12',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '{"a":',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
]
