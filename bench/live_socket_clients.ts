/**
 * The sockets of bench/live_sockets.ts, in a process of their own (forked by the bench, several
 * of them), so that parsing tens of thousands of packets a second is not charged to the server
 * measured, nor to the process that reads the server's memory. Each socket is what a browser
 * tab opens (websocket only, the session cookie, the site's origin) and records, for every
 * change of a `record.changes` packet and every `notification.new` it receives, the event's
 * sequence number and the instant it arrived, on the clock bench/live_probe.ts stamps events
 * with (all the changes of one packet arrive at its instant).
 *
 * Spoken to over the fork's IPC channel:
 *   → { type: 'connect', base, cookies, sockets, offset }
 *                                                    ← { type: 'connected', count, refused }
 *     (socket k uses cookies[(offset + k) % cookies.length]: socket g of the whole bench is
 *     person g mod people, whichever process opens it)
 *   → { type: 'count' }                              ← { type: 'count', receipts }
 *   → { type: 'collect', file }                      ← { type: 'collected', receipts }
 *     (the receipts since the last collect, written to `file` as Float64 pairs: seq, instant)
 *   → { type: 'close' }
 */
import { writeFileSync } from 'node:fs'
import { io, type Socket } from 'socket.io-client'

type Command =
  | { type: 'connect'; base: string; cookies: string[]; sockets: number; offset: number }
  | { type: 'count' }
  | { type: 'collect'; file: string }
  | { type: 'close' }

const now = () => performance.timeOrigin + performance.now()

const sockets: Socket[] = []
/** Receipts as (seq, instant) pairs, grown as needed. */
let receipts = new Float64Array(1 << 20)
let length = 0

function record(seq: number, at: number) {
  if (length + 2 > receipts.length) {
    const grown = new Float64Array(receipts.length * 2)
    grown.set(receipts)
    receipts = grown
  }
  receipts[length++] = seq
  receipts[length++] = at
}

function changesReceived(packet: unknown) {
  const at = now()
  const changes = (packet as { changes?: { recordId?: unknown }[] } | null)?.changes ?? []
  for (const change of changes) {
    if (typeof change.recordId === 'number') record(change.recordId - 1, at)
  }
}

function notificationReceived(push: unknown) {
  const at = now()
  const id = (push as { id?: unknown } | null)?.id
  if (typeof id === 'number') record(id - 1, at)
}

function open(base: string, cookie: string) {
  return new Promise<boolean>((resolve) => {
    const socket = io(base, {
      transports: ['websocket'],
      extraHeaders: { cookie, origin: base },
      forceNew: true,
      reconnection: false,
    })
    socket.on('record.changes', changesReceived)
    socket.on('notification.new', notificationReceived)
    socket.once('connect', () => {
      sockets.push(socket)
      resolve(true)
    })
    socket.once('connect_error', () => {
      socket.disconnect()
      resolve(false)
    })
  })
}

async function connectAll(base: string, cookies: string[], count: number, offset: number) {
  let refused = 0
  // A few dozen handshakes at a time: each is a session read on the server.
  const batch = 25
  for (let first = 0; first < count; first += batch) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(batch, count - first) }, (_, index) =>
        open(base, cookies[(offset + first + index) % cookies.length])
      )
    )
    refused += opened.filter((ok) => !ok).length
  }
  return refused
}

process.on('message', (message: Command) => {
  const reply = (answer: unknown) => process.send?.(answer)
  if (message.type === 'connect') {
    void connectAll(message.base, message.cookies, message.sockets, message.offset).then(
      (refused) => reply({ type: 'connected', count: sockets.length, refused })
    )
  } else if (message.type === 'count') {
    reply({ type: 'count', receipts: length / 2 })
  } else if (message.type === 'collect') {
    writeFileSync(message.file, Buffer.from(receipts.buffer, 0, length * 8))
    const count = length / 2
    length = 0
    reply({ type: 'collected', receipts: count })
  } else {
    for (const socket of sockets) socket.disconnect()
    process.exit(0)
  }
})
