import { CloudOffIcon } from 'lucide-react'
import type { InferPageProps } from '#contracts/page_props'
import type { errorPageRenders } from '#exceptions/handler'
import { ErrorPage } from '~/components/error_page'

/**
 * Shown with status 503 while the database cannot be reached (app/exceptions/handler.ts). The
 * server renders it without the database, so no user is signed in on it: it offers sign-in,
 * which works again as soon as the database is back.
 */
export default function ServiceUnavailable({
  message,
}: InferPageProps<typeof errorPageRenders, 'serviceUnavailable'>) {
  return (
    <ErrorPage code={503} icon={CloudOffIcon} title="Temporarily unavailable" message={message} />
  )
}
