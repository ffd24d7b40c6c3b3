import { usePage } from '@inertiajs/react'
import { calendarDayIn } from '#contracts/calendar_days'

/**
 * "Today" in the browser is the selected center's calendar day (PRODUCT.md), as on the server
 * (app/services/center_today.ts): the zone comes with every page (`display.today_zone`), never
 * from the browser's own clock setting, so at 07:30 in Kuala Lumpur a browser set to London
 * (still yesterday there) offers Kuala Lumpur's today.
 */
export function useCenterToday(): string {
  const display = usePage().props.display as
    Partial<{ today_zone: string; time_zone: string }> | undefined
  return calendarDayIn(display?.today_zone ?? display?.time_zone ?? 'UTC')
}
