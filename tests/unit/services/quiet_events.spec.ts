import diagnosticsChannel from 'node:diagnostics_channel'
import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import Emittery from 'emittery'

/**
 * app/services/quiet_events.ts (installed by start/kernel.ts): an event nobody could see is not
 * dispatched, and every way of seeing one still sees it, whenever it was set up.
 */
const EVENT = 'quiet_events_spec:happened' as never

test.group('Events nobody listens to', () => {
  test('one without a listener is not dispatched; one with a listener is', async ({ assert }) => {
    // emittery is the transport under AdonisJS's emitter: count what reaches it.
    const prototype = Emittery.prototype as unknown as { emit(...args: unknown[]): unknown }
    const emit = prototype.emit
    const dispatched: unknown[] = []
    prototype.emit = function (this: unknown, ...args: unknown[]) {
      // Its own meta events (a listener added or removed) are symbols.
      if (typeof args[0] === 'string') dispatched.push(args[0])
      return emit.apply(this, args)
    }
    try {
      await emitter.emit(EVENT, { n: 0 } as never)
      assert.deepEqual(dispatched, [])
      const off = emitter.on(EVENT, () => {})
      await emitter.emit(EVENT, { n: 0 } as never)
      off()
      assert.deepEqual(dispatched, [EVENT])
    } finally {
      prototype.emit = emit
    }
  })

  test('a listener added after start-up receives the event, and none after it left', async ({
    assert,
  }) => {
    const received: unknown[] = []
    const off = emitter.on(EVENT, (data: unknown) => void received.push(data))
    await emitter.emit(EVENT, { n: 1 } as never)
    off()
    await emitter.emit(EVENT, { n: 2 } as never)
    assert.deepEqual(received, [{ n: 1 }])
  })

  test('a listener of every event receives it', async ({ assert }) => {
    const received: unknown[] = []
    const off = emitter.onAny((name: unknown, data: unknown) => void received.push([name, data]))
    try {
      await emitter.emit(EVENT, { n: 3 } as never)
    } finally {
      off()
    }
    assert.deepEqual(received, [[EVENT, { n: 3 }]])
  })

  test('a fake records it; after restore it is quiet again', async ({ assert }) => {
    const buffer = emitter.fake()
    try {
      await emitter.emit(EVENT, { n: 4 } as never)
      assert.isTrue(buffer.exists(EVENT))
    } finally {
      emitter.restore()
    }
    const again = emitter.fake([EVENT as string] as never)
    try {
      await emitter.emit(EVENT, { n: 5 } as never)
      assert.isTrue(again.exists(EVENT))
    } finally {
      emitter.restore()
    }
  })

  test("a subscriber of AdonisJS's tracing channel sees it", async ({ assert }) => {
    const seen: unknown[] = []
    const channel = diagnosticsChannel.tracingChannel('adonisjs.event.dispatch')
    const subscribers = {
      start: (message: unknown) => void seen.push((message as { event: unknown }).event),
      end: () => {},
      asyncStart: () => {},
      asyncEnd: () => {},
      error: () => {},
    }
    channel.subscribe(subscribers)
    try {
      await emitter.emit(EVENT, { n: 6 } as never)
    } finally {
      channel.unsubscribe(subscribers)
    }
    assert.deepEqual(seen, [EVENT])
  })
})
