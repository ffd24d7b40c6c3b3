import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'assist-backoffice',
      level: env.get('LOG_LEVEL'),
      /*
       * In production pino writes JSON lines to stdout from the main thread. A transport runs in
       * a worker thread with its own V8 heap: 15-20 MB of resident memory to copy log lines
       * (issue 12's idle memory). Pretty printing in development is worth its worker.
       */
      ...(app.inProduction
        ? {}
        : { transport: { targets: targets().push(targets.pretty()).toArray() } }),
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
