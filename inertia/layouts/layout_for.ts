import type { Page } from '@inertiajs/core'
import { AppLayout } from './app_layout'
import { GuestLayout } from './guest_layout'

/**
 * The default layout of every page (createInertiaApp `layout`). Sign-in pages always use the
 * guest layout; any other page (dashboard, error pages…) gets the authenticated shell when a user
 * is signed in, else the guest layout's centred card. Returning the same component across visits
 * keeps the shell mounted.
 */
export function layoutFor(name: string, page: Page) {
  if (name.startsWith('auth/')) return GuestLayout
  return page.props.user ? AppLayout : GuestLayout
}
