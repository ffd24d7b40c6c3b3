import 'reflect-metadata'
import { createServer } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { APP_ROOT, importer } from './importer.js'
import { answerClientError } from '../app/middleware/security_headers_middleware.js'

new Ignitor(APP_ROOT, { importer })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
  .httpServer()
  .start((handler) => {
    // Requests Node cannot parse (headers too large…) are answered here, with the security
    // headers every other response carries.
    const server = createServer(handler)
    server.on('clientError', answerClientError)
    return server
  })
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
