/** 150000.00 → "150,000.00": a decimal string, grouped, never through a float. */
export function groupedAmount(amount: string): string {
  const [units, cents = '00'] = amount.split('.')
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`
}

/** "MYR 150,000.00". */
export function moneyText(currency: string | null, amount: string): string {
  return `${currency ?? ''} ${groupedAmount(amount)}`.trim()
}

/** "1500.5" → 150050n: a decimal string as whole cents, for exact comparison and sums. */
export function centsOf(amount: string): bigint {
  const [units, cents = ''] = amount.split('.')
  return BigInt(units || '0') * 100n + BigInt((cents + '00').slice(0, 2))
}

/** "1250.5" + "10" → "1260.50": decimal strings added as whole cents, never through a float. */
export function addAmounts(amounts: readonly string[]): string {
  const cents = amounts.reduce((sum, amount) => sum + centsOf(amount), 0n)
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
}

/** Why a typed amount was not read (the message for each is `AMOUNT_REFUSALS`). */
export type AmountProblem = 'format' | 'grouping' | 'zero'

export type AmountReading = { ok: true; amount: string } | { ok: false; problem: AmountProblem }

export const AMOUNT_REFUSALS: Record<AmountProblem, string> = {
  format: 'Please enter an amount such as 1500 or 1,500.00 (up to 12 digits and 2 decimals).',
  grouping: 'Put commas only between thousands, as in 1,500.00, and a point before the cents.',
  zero: 'Please enter an amount above zero.',
}

/** Ungrouped: "1500", "1500.5". */
const PLAIN_AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/
/**
 * Grouped by thousands, one separator throughout (a comma, or a space, no-break or narrow
 * no-break space as pasted from a document): "1,500.00", "150 000". The first group has no
 * leading zero and every later group three digits.
 */
const GROUPED_AMOUNT = /^([1-9]\d{0,2})([, \u00a0\u202f])(\d{3}(?:\2\d{3})*)(?:\.(\d{1,2}))?$/u
const SEPARATORS = /[, \u00a0\u202f]/gu

/**
 * An amount as people type it, read the one way every money field and its form read it: digits
 * with at most two decimals after a point, grouped by thousands or not ("1,234.50", "1234.5"),
 * at most 12 digits before the point, above zero unless `zero` allows it (a fee). Grouping
 * anywhere else is refused, not read: "1,50" is not 150.00, and "1,2,3" is not 123.00. The
 * amount comes back as a decimal string ("1234.50"), never through a float.
 */
export function readAmount(text: string, options: { zero?: boolean } = {}): AmountReading {
  const typed = text.trim()
  const plain = PLAIN_AMOUNT.exec(typed)
  const grouped = plain ? null : GROUPED_AMOUNT.exec(typed)
  let units: string
  let cents: string
  if (plain) {
    units = plain[1].replace(/^0+(?=\d)/, '')
    cents = plain[2] ?? ''
  } else if (grouped) {
    units = `${grouped[1]}${grouped[3].replace(/\D/g, '')}`
    cents = grouped[4] ?? ''
    if (units.length > 12) return { ok: false, problem: 'format' }
  } else {
    // A number but for its separators ("1,50", "1,2,3"): the grouping is what to fix.
    const ungrouped = typed.replace(SEPARATORS, '')
    const misgrouped = ungrouped !== typed && PLAIN_AMOUNT.test(ungrouped)
    return { ok: false, problem: misgrouped ? 'grouping' : 'format' }
  }
  if (!options.zero && !/[1-9]/.test(units + cents)) return { ok: false, problem: 'zero' }
  return { ok: true, amount: `${units}.${cents.padEnd(2, '0')}` }
}
