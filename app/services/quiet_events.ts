import diagnosticsChannel from 'node:diagnostics_channel'
import emitter from '@adonisjs/core/services/emitter'

/**
 * The channel AdonisJS traces every emitted event on (@adonisjs/events); the same name gives the
 * same channels, so a tracer subscribed there is seen here.
 */
const dispatch = diagnosticsChannel.tracingChannel('adonisjs.event.dispatch')

type Emit = (event: unknown, data?: unknown) => Promise<void>

let installed = false

/**
 * Events nobody listens to are not dispatched. Every signed-in request emits four (the session's
 * `session:initiated` and `session:committed`, the guard's `authentication_attempted` and
 * `authentication_succeeded`), and each goes through a traced promise, emittery's dispatch (which
 * reads `process.env.DEBUG` twice) and a promise of its own: about 2% of a list reload's CPU for
 * events with no listener (issue 28). An event is dispatched as before when anything could see
 * it: a listener of that event or of every event (emittery's count includes both and its async
 * iterators), a fake (`emitter.fake()`, tests), or a subscriber of the tracing channel.
 */
export function installQuietEvents() {
  if (installed) return
  installed = true
  let faking = false
  const fake = emitter.fake.bind(emitter)
  const restore = emitter.restore.bind(emitter)
  emitter.fake = (events) => {
    // fake() restores first (through the instance, so through the wrapper below): flag after.
    const buffer = fake(events)
    faking = true
    return buffer
  }
  emitter.restore = () => {
    faking = false
    restore()
  }
  const emit = emitter.emit.bind(emitter) as Emit
  const quiet = (event: unknown) =>
    !faking &&
    !dispatch.hasSubscribers &&
    typeof event === 'string' &&
    emitter.listenerCount(event as never) === 0
  ;(emitter as unknown as { emit: Emit }).emit = (event, data) =>
    quiet(event) ? Promise.resolve() : emit(event, data)
}
