export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/**
 * A byte count for people: 1024-based, Bytes up to YB, at most `decimals` decimals with trailing
 * zeros dropped (1536 → "1.5 KB"), per SPEC.md §9.
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const k = 1024
  const index = Math.min(
    FILE_SIZE_UNITS.length - 1,
    Math.max(0, Math.floor(Math.log(bytes) / Math.log(k)))
  )
  const value = Number.parseFloat((bytes / k ** index).toFixed(Math.max(0, decimals)))
  return `${value} ${FILE_SIZE_UNITS[index]}`
}
