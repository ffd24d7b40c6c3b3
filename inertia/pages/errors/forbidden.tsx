import { ShieldAlertIcon } from 'lucide-react'
import type { InferPageProps } from '#contracts/page_props'
import type { errorPageRenders } from '#exceptions/handler'
import { ErrorPage } from '~/components/error_page'

/** 403: the server's words, a policy's own reason when it gave one. */
export default function Forbidden({ message }: InferPageProps<typeof errorPageRenders, 'status'>) {
  return <ErrorPage code={403} icon={ShieldAlertIcon} title="Access denied" message={message} />
}
