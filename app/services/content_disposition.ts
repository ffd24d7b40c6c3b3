import { withoutInvisibleCharacters } from '#contracts/invisible_text'

/**
 * A Content-Disposition header that gives the file back under its original name, safely
 * (RFC 6266): `filename*` carries the exact name percent-encoded as UTF-8, and `filename` an
 * ASCII stand-in for old clients, with quotes, backslashes, percent signs and anything outside
 * printable ASCII replaced, so no name can break out of the header or add a parameter. Invisible
 * characters (bidirectional overrides, zero-width ones) never go out: a name kept before they
 * were dropped on upload would otherwise be saved under a name that reads as another type.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const readable = withoutInvisibleCharacters(name)
  const fallback = readable.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file'
  // encodeURIComponent leaves ! ' ( ) * which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(readable).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`
  )
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
