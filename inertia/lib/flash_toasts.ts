import { router } from '@inertiajs/react'
import { toast } from 'sonner'
import type { FlashMessages } from '~/types'

/** One toast per flash message (SPEC.md §9), in a fixed order so the most serious shows first. */
export function showFlashToasts(flash: FlashMessages): void {
  if (flash.error) toast.error(flash.error)
  if (flash.success) toast.success(flash.success)
  if (flash.info) toast.info(flash.info)
}

/**
 * Inertia fires `flash` after the first page load and after every visit that carries flash data.
 * Registering before the app mounts catches the first one; Sonner replays toasts created before
 * its <Toaster> subscribes.
 */
export function listenForFlashMessages(): () => void {
  return router.on('flash', (event) => showFlashToasts(event.detail.flash))
}
