import { SearchXIcon } from 'lucide-react'
import { ErrorPage } from '~/components/error_page'

export default function NotFound({ message }: { message?: string }) {
  return (
    <ErrorPage
      code={404}
      icon={SearchXIcon}
      title="Not found"
      message={message ?? 'We could not find that page or record. Check the address and try again.'}
    />
  )
}
