import { installTransactionGuard } from '#services/transaction_guard'

/**
 * Every process (web, queue worker, ace, tests) refuses a query run outside the transaction it
 * was written in (app/services/transaction_guard.ts). Installed while providers register, before
 * anything can open a transaction (the tests' global one included).
 */
export default class TransactionGuardProvider {
  register() {
    installTransactionGuard()
  }
}
