import { ShieldAlertIcon } from 'lucide-react'
import { ErrorPage } from '~/components/error_page'

export default function Forbidden({ message }: { message?: string }) {
  return (
    <ErrorPage
      code={403}
      icon={ShieldAlertIcon}
      title="Access denied"
      message={
        message ??
        'You do not have permission to open this page. Ask your administrator if you need access.'
      }
    />
  )
}
