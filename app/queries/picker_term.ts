import { storableText } from '#contracts/storable_text'

/**
 * The search term of a picker (`?q=` of a lookup route), read straight from the query string:
 * a few words typed, never a document. Anything but text (`q[]=a`, `q[x]=b`) is no term. It is
 * cut first and cleaned after, so a cut through a surrogate pair cannot leave half of it, and
 * a NUL or lone surrogate never reaches PostgreSQL, which would refuse the whole query.
 */
export function pickerTerm(value: unknown, maxLength = 80): string {
  return typeof value === 'string' ? storableText(value.slice(0, maxLength)) : ''
}
