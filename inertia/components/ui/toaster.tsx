import { Toaster as Sonner } from 'sonner'
import { useTheme } from '~/components/theme/theme_provider'
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from '~/lib/ui_constants'

/** Sonner with SPEC.md §9's settings, following the app theme. */
export function Toaster() {
  const { resolvedTheme } = useTheme()
  return (
    <Sonner
      theme={resolvedTheme}
      position="bottom-right"
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      gap={TOAST_GAP_PX}
      closeButton
      richColors
      toastOptions={{ className: 'text-sm' }}
    />
  )
}
