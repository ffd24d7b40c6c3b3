import { useForm } from '@inertiajs/react'
import { ArrowRightLeftIcon } from 'lucide-react'
import type { FormEvent } from 'react'
import type { InferPageProps } from '#contracts/page_props'
import type { errorPageRenders } from '#exceptions/handler'
import { urlFor } from '~/client'
import { ErrorPage } from '~/components/error_page'
import { Button } from '~/components/ui/button'

/**
 * A record of another of the user's own centers (app/resources/center_scope.ts): which center
 * it belongs to, and one click to work in that center and open it (`returnTo`, the record's
 * page, opened once the switch is saved).
 */
export default function OtherCenter({
  message,
  center,
  returnTo,
}: InferPageProps<typeof errorPageRenders, 'otherCenter'>) {
  const form = useForm({ center: center.id, return_to: returnTo })

  function switchCenter(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('ui.change_center'))
  }

  return (
    <ErrorPage
      icon={ArrowRightLeftIcon}
      title={`In center ${center.code}`}
      message={`${message} You are working in another center; switch to ${center.code} (${center.name}) to open it.`}
      action={
        <form onSubmit={switchCenter}>
          <Button type="submit" disabled={form.processing} data-testid="switch-center">
            Switch to {center.code} and open
          </Button>
        </form>
      }
    />
  )
}
