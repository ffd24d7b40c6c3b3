/**
 * The client's dates come from the one formatter the letters and mails share
 * (app/contracts/date_text.ts); this module keeps the client's import path.
 */
export { formatCalendarDate, formatDateTime, type DateDisplay } from '#contracts/date_text'
