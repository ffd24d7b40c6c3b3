/** 'Asia/Kuala_Lumpur' → 'Asia/Kuala Lumpur', as the time zone dropdown writes it. */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ')
}
