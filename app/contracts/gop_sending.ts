/** SPEC.md "Sending modes": to listed addresses by hand, or to an email group. Shared. */
export const GOP_SENDING_MODES = ['manual-sending', 'group-sending'] as const
export type GopSendingMode = (typeof GOP_SENDING_MODES)[number]

/** 'manual-sending' → 'Manual sending'. */
export function sendingModeLabel(mode: string): string {
  const words = mode.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
