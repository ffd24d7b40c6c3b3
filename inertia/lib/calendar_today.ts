/** Today as the browser's calendar has it (`YYYY-MM-DD`), a date field's first guess. */
export function calendarToday() {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
