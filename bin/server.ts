import 'reflect-metadata'
import { createServer } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { APP_ROOT, importer } from './importer.js'
import { answerClientError } from '../app/middleware/security_headers_middleware.js'
import { ContextFreeResponse } from '../app/services/context_free_response.js'
import { collectBootGarbage } from '../app/services/boot_garbage.js'

new Ignitor(APP_ROOT, { importer })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    // The boot's garbage goes once the app is ready (app/services/boot_garbage.ts).
    void app.ready(() => {
      collectBootGarbage()
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
  .httpServer()
  .start((handler) => {
    // Requests Node cannot parse (headers too large…) are answered here, with the security
    // headers every other response carries. Responses end outside the request's async
    // context (app/services/context_free_response.ts).
    const server = createServer({ ServerResponse: ContextFreeResponse }, handler)
    server.on('clientError', answerClientError)
    return server
  })
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
