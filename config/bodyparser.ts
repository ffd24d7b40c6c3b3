import { defineConfig } from '@adonisjs/core/bodyparser'

/**
 * Multipart bodies are not read here: the body parser runs before sign-in and CSRF are known,
 * and reading a body writes its files to disk. app/middleware/uploads_middleware.ts reads them
 * later, only where files are taken, with its own limit (one 2 MB image), and removes them when
 * the request ends. `limit` here is only the parser's fallback and matches it.
 */
export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: { convertEmptyStringsToNull: true, types: ['application/x-www-form-urlencoded'] },
  json: {
    convertEmptyStringsToNull: true,
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '2mb',
    types: ['multipart/form-data'],
  },
})
