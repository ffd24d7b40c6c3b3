import { Link } from '@adonisjs/inertia/react'
import { ClockAlertIcon } from 'lucide-react'
import { ErrorPage } from '~/components/error_page'
import { Button } from '~/components/ui/button'
import type { ExpiredExportPageProps } from '~/features/report_exports/types'

/** An export's download after its 24 hours: what happened and the way to write it again. */
export default function ExpiredExport({ message }: ExpiredExportPageProps) {
  return (
    <ErrorPage
      icon={ClockAlertIcon}
      title="This export has expired"
      message={message}
      action={
        <Button asChild>
          <Link route="reports.exports.index">My exports</Link>
        </Button>
      }
    />
  )
}
