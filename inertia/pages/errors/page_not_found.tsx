import { FileQuestionIcon } from 'lucide-react'
import { ErrorPage } from '~/components/error_page'

/** Shown by lib/resolve_page.tsx when a page component has no file (SPEC.md §2). */
export default function PageNotFound() {
  return (
    <ErrorPage
      icon={FileQuestionIcon}
      title="Page not found"
      message="This screen does not exist. Check the address or go back to the dashboard."
    />
  )
}
