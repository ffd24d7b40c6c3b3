import { SearchXIcon } from 'lucide-react'
import type { InferPageProps } from '#contracts/page_props'
import type { errorPageRenders } from '#exceptions/handler'
import { ErrorPage } from '~/components/error_page'

export default function NotFound({ message }: InferPageProps<typeof errorPageRenders, 'status'>) {
  return <ErrorPage code={404} icon={SearchXIcon} title="Not found" message={message} />
}
