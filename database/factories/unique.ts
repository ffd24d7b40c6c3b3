import { randomInt } from 'node:crypto'

/**
 * Unique parts of factory values (codes, e-mails, policy numbers). Test groups roll back, but the
 * concurrency tests commit, and a run reuses one database: a counter keeps the values of one
 * process apart, and a random stem per process keeps them apart from anything an earlier
 * process left. Upper-case letters and digits, so a code passes the validators' patterns.
 */
const stem = randomInt(36 ** 3)
  .toString(36)
  .padStart(3, '0')
  .toUpperCase()
let counter = 0

/** 'K3F' + a base-36 counter: 4 characters for the first 36 values, 5 up to 1,296… */
export function uniqueSuffix(): string {
  counter += 1
  return `${stem}${counter.toString(36).toUpperCase()}`
}
