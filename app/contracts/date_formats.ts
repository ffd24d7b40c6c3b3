/**
 * The date formats General settings offers (Intl-based, see inertia/components/ui/date_time.tsx).
 * Shared with the client, which formats every date with the chosen one.
 */
export const DATE_FORMATS = [
  { value: 'dd MMM yyyy', label: '22 Nov 2026' },
  { value: 'yyyy-MM-dd', label: '2026-11-22' },
  { value: 'dd/MM/yyyy', label: '22/11/2026' },
  { value: 'MM/dd/yyyy', label: '11/22/2026' },
] as const
export type DateFormat = (typeof DATE_FORMATS)[number]['value']
