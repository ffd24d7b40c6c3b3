import { ServerCrashIcon } from 'lucide-react'
import { ErrorPage } from '~/components/error_page'

export default function ServerError({ message }: { message?: string }) {
  return (
    <ErrorPage
      code={500}
      icon={ServerCrashIcon}
      title="Something went wrong"
      message={message ?? 'Something went wrong on our side. Please try again in a moment.'}
    />
  )
}
