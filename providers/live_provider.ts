import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'

/**
 * Starts the live socket server (app/services/live/live_server.ts) in the web server, on its own
 * HTTP server, once it listens (`ready` runs after bin/server.ts's server has started). Only the
 * web environment: ace commands and the queue worker hold no sockets (they leave their
 * broadcasts to the web processes); the tests start it on their own server (tests/bootstrap.ts).
 * With REDIS_URL the Redis streams adapter carries emissions between instances; without it
 * (`npm start`) the in-memory adapter needs nothing.
 */
export default class LiveProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const server = await this.app.container.make('server')
    const nodeServer = server.getNodeServer()
    if (!nodeServer) return
    const { startLiveServer } = await import('#services/live/live_server')
    let redis = null
    if (env.get('REDIS_URL')) {
      const { default: connections } = await import('@adonisjs/redis/services/main')
      redis = connections.connection('main').ioConnection
    }
    await startLiveServer(nodeServer, { tick: true, redis })
  }

  /** SIGTERM: sockets are told to go (their clients reconnect to another instance). */
  async shutdown() {
    const { stopLiveServer } = await import('#services/live/live_server')
    await stopLiveServer()
  }
}
