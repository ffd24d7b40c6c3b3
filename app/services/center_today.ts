import { calendarDayIn, todayZone } from '#contracts/calendar_days'
import { readSettings } from '#services/settings'
import { systemClock, type Clock } from '#services/actor'

/**
 * Today on the center's clock, 'YYYY-MM-DD': what "not in the future", the date ranges and
 * the date defaults count from. Given to the validators as their meta's `today`
 * (app/validators/rules/date_order.ts).
 */
export async function centerToday(
  center: { timeZone: string } | null,
  clock: Clock = systemClock
): Promise<string> {
  const { default_time_zone: companyZone } = await readSettings(['default_time_zone'])
  return calendarDayIn(todayZone(center?.timeZone, companyZone), clock.now())
}
