import { ServerCrashIcon } from 'lucide-react'
import type { InferPageProps } from '#contracts/page_props'
import type { errorPageRenders } from '#exceptions/handler'
import { ErrorPage } from '~/components/error_page'

export default function ServerError({
  message,
}: InferPageProps<typeof errorPageRenders, 'status'>) {
  return (
    <ErrorPage code={500} icon={ServerCrashIcon} title="Something went wrong" message={message} />
  )
}
