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
