import { AsyncResource } from 'node:async_hooks'
import { ServerResponse, type IncomingMessage } from 'node:http'

/**
 * The async context of the server at boot, outside every request: made when bin/server.ts
 * imports this module, before the first request.
 */
const outsideRequests = new AsyncResource('assist.response_end')

/**
 * Node's ServerResponse, ending outside the request's async context (bin/server.ts creates the
 * server with it).
 *
 * The request runs in an AsyncLocalStorage context holding its HttpContext (config/app.ts), and
 * everything Node schedules meanwhile keeps that context. Ending the response is where Node
 * arms the connection's keep-alive timer and the Date header's one-second cache timer: armed
 * inside the request, each held the finished request's HttpContext, rows and body until the
 * next request on the connection ended (or for a second). Under load that outlived two
 * young-generation collections, so every request was promoted to the old generation and a full
 * mark-compact ran every second, which made the slow tail of the list pages (issue 12,
 * bench/README.md). What runs after the end with the request's context still has it: Adonis's
 * and on-finished's 'finish' listeners are bound to the context they were added in.
 */
export class ContextFreeResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  end(...args: unknown[]): this {
    return outsideRequests.runInAsyncScope(
      super.end as (...endArgs: unknown[]) => this,
      this,
      ...args
    )
  }
}
