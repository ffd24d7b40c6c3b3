import './css/app.css'
import { createRoot } from 'react-dom/client'
import { createInertiaApp, router } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client, urlFor } from './client'
import { clearDraftsOf, keepDraftsOf } from './components/form/form_draft'
import { resolvePage } from './lib/resolve_page'
import { layoutFor } from './layouts/layout_for'
import { listenForFlashMessages } from './lib/flash_toasts'
import { FORM_RECENTLY_SUCCESSFUL_MS } from './lib/ui_constants'
import { ThemeProvider } from './components/theme/theme_provider'
import { TooltipProvider } from './components/ui/tooltip'
import { Toaster } from './components/ui/toaster'

// Before the app mounts, so the flash of the very first page is not missed.
listenForFlashMessages()

// Signing out removes the user's unsent drafts from this browser (a shared computer); a session
// that merely expired keeps them for the same user's return.
let signedInUserId: number | null = null
router.on('navigate', (event) => {
  signedInUserId = event.detail.page.props.user?.id ?? null
  keepDraftsOf(signedInUserId)
})
router.on('before', (event) => {
  const { method, url } = event.detail.visit
  if (method === 'post' && url.pathname === urlFor('logout') && signedInUserId !== null) {
    clearDraftsOf(signedInUserId)
  }
})

createInertiaApp({
  // The site title is a setting (SPEC.md §3), so the tab follows it; the fallback covers pages
  // rendered before settings could be read.
  title: (title, page) => {
    const settings = page.props.settings
    const site =
      typeof settings === 'object' &&
      settings !== null &&
      'site_title' in settings &&
      typeof settings.site_title === 'string' &&
      settings.site_title
        ? settings.site_title
        : 'Assist Back-office'
    return title ? `${title} · ${site}` : site
  },
  resolve: resolvePage,
  // Persistent layouts: the shell stays mounted across visits (see layouts/layout_for.ts).
  layout: layoutFor,
  setup({ el, App, props }) {
    signedInUserId = props.initialPage.props.user?.id ?? null
    createRoot(el).render(
      // SPEC.md §4: the app shell defaults to light; the Edge layout uses the same default.
      <ThemeProvider defaultTheme="light">
        <TooltipProvider>
          <TuyauProvider client={client}>
            <App {...props} />
          </TuyauProvider>
          <Toaster />
        </TooltipProvider>
      </ThemeProvider>
    )
  },
  // SPEC.md §9: progress bar after 250 ms, colour #29d, no spinner.
  progress: { delay: 250, color: '#29d', showSpinner: false },
  // SPEC.md §9: a form stays "recently successful" for 2000 ms.
  defaults: { form: { recentlySuccessfulDuration: FORM_RECENTLY_SUCCESSFUL_MS } },
})
