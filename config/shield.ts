import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

/**
 * CSP allows only our own origin plus the Vite dev server in development (@viteUrl is empty
 * in production). Inline scripts need the per-request nonce. Styles allow inline because
 * Radix positions popovers with style attributes.
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, '@nonce', '@viteUrl'],
      styleSrc: [`'self'`, `'unsafe-inline'`, '@viteUrl'],
      imgSrc: [`'self'`, 'data:', 'blob:', 'https:'],
      fontSrc: [`'self'`, 'data:', '@viteUrl'],
      connectSrc: app.inProduction ? [`'self'`] : [`'self'`, 'ws:', '@viteUrl'],
      objectSrc: [`'none'`],
      frameAncestors: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`, 'https://accounts.google.com'],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    // Meta's webhook carries no session: its signature is checked instead (issue 31).
    exceptRoutes: ['/webhooks/whatsapp'],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: true, maxAge: '180 days', includeSubDomains: true },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
