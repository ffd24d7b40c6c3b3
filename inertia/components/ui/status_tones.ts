/**
 * The colours a document's status takes wherever it shows, one per meaning, shared by the money
 * documents so a "pending" GOP and a "pending" charge slip look alike: waiting for a decision
 * (amber), decided and promised (blue), refused (red), done (green), void (slate, struck out).
 */
export const STATUS_TONES = {
  waiting:
    'border-amber-300/70 bg-amber-100 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/15 dark:text-amber-200',
  promised:
    'border-blue-300/70 bg-blue-100 text-blue-900 dark:border-blue-400/30 dark:bg-blue-400/15 dark:text-blue-200',
  refused:
    'border-red-300/70 bg-red-100 text-red-900 dark:border-red-400/30 dark:bg-red-400/15 dark:text-red-200',
  done: 'border-emerald-300/70 bg-emerald-100 text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/15 dark:text-emerald-200',
  void: 'border-slate-300 bg-slate-100 text-slate-700 line-through dark:border-slate-400/30 dark:bg-slate-400/15 dark:text-slate-300',
} as const

export type StatusTone = keyof typeof STATUS_TONES
