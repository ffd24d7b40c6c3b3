import './css/app.css'
import { createRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client } from './client'
import { resolvePage } from './lib/resolve_page'

createInertiaApp({
  title: (title) => (title ? `${title} · Assist Back-office` : 'Assist Back-office'),
  resolve: resolvePage,
  setup({ el, App, props }) {
    createRoot(el).render(
      <TuyauProvider client={client}>
        <App {...props} />
      </TuyauProvider>
    )
  },
  // SPEC.md §9: progress bar after 250 ms, colour #29d, no spinner.
  progress: { delay: 250, color: '#29d', showSpinner: false },
})
