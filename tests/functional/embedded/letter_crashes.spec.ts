import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { startServedApp, type ServedApp } from '#tests/helpers/served_app'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { FakeSmtpServer, headerOf, type ReceivedMessage } from '#tests/helpers/fake_smtp_server'
import type { KillPoint } from '#services/outbox_kill_points'

const PASSWORD = 'Demo-Passw0rd!'

interface TransmissionState {
  id: number
  status: string
  attempts: number
  message_id: string | null
  attempting_since: Date | null
  delivery_unrecorded: boolean
}

/**
 * Issue 28 §3: a letter survives a crash anywhere between the commit that decided to send it and
 * the mail server's answer, as `npm start` runs the app (PGlite in its own process, the web server
 * and a queue worker each with their own pool, jobs on the database queue). The crashes are real:
 * the test SIGKILLs the worker, or starts a process with OUTBOX_KILL_AT so it SIGKILLs itself at
 * a named point (app/services/outbox_kill_points.ts), then starts it again. Every letter ends sent,
 * and the fake SMTP server's count is what the transmission says: one letter for each attempt
 * that reached the server, all under the transmission's one Message-ID.
 */
test.group('Letters survive crashes (as npm start runs them)', (group) => {
  let served: ServedApp
  let smtp: FakeSmtpServer
  let agent: BrowserLikeClient
  let supervisor: BrowserLikeClient
  let caseId = 0
  let providerId = 0
  let entityId = 0
  group.each.timeout(240_000)

  const database = () => db.connection(served.connection)
  const explain = () => served.output()

  group.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })
  // One hook per thing started: when a later one fails, Japa still runs the earlier ones'
  // cleanups, so nothing is left open to keep the test run alive.
  group.setup(async () => {
    served = await startServedApp({
      seed: true,
      worker: true,
      env: { MAIL_MAILER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) },
    })
    return () => served.stop()
  })
  group.setup(async () => {
    agent = new BrowserLikeClient(served.base)
    supervisor = new BrowserLikeClient(served.base)
    await agent.signIn('agent@demo.test', PASSWORD)
    await supervisor.signIn('supervisor@demo.test', PASSWORD)
    const kul: { id: number } = await database().from('centers').where('code', 'KUL').firstOrFail()
    const theCase: { id: number } = await database()
      .from('cases')
      .where({ center_id: kul.id, status: 'active' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    caseId = theCase.id
    const provider: { id: number } = await database()
      .from('providers')
      .whereNull('deleted_at')
      .whereNot('status', 'black-listed')
      .where('gop_sending_mode', 'manual-sending')
      .whereRaw('cardinality(gop_email_addresses) > 0')
      .orderBy('id')
      .firstOrFail()
    providerId = provider.id
    const entity: { id: number } = await database()
      .from('business_entities')
      .whereNull('deleted_at')
      .where('is_enabled', true)
      .orderBy('id')
      .firstOrFail()
    entityId = entity.id
  })

  // Each crash is its own: a test that failed half-way leaves no process dead for the next.
  group.each.setup(async () => {
    if (!served.server.running()) await served.server.start()
    if (!served.worker.running()) await served.worker.start()
  })

  /** A form posted as the browser posts it; the answer is a redirect. */
  async function post(browser: BrowserLikeClient, path: string, body: object = {}) {
    const response = await browser.request('POST', path, {
      body: body as Record<string, unknown>,
      headers: { referer: `${served.base}/dashboard` },
    })
    if (![302, 303].includes(response.status)) {
      throw new Error(`${path}: ${response.status}\n${explain()}`)
    }
  }

  /** An approved GOP of its own, ready to be sent; its path and number. */
  async function approvedGop() {
    const cases = `/navigate/cases/${caseId}/guarantee-of-payments`
    await post(agent, cases, {
      provider_id: String(providerId),
      business_entity_id: String(entityId),
      currency_code: 'MYR',
      amount: '15000',
      services_covered: 'Inpatient treatment',
      admission_date: '2026-11-20',
      valid_until: '2026-12-20',
    })
    const gop: { id: number; number: string } = await database()
      .from('gops')
      .where('case_id', caseId)
      .orderBy('id', 'desc')
      .firstOrFail()
    await post(supervisor, `${cases}/${gop.id}/transitions/approve`)
    return { ...gop, path: `${cases}/${gop.id}` }
  }

  /** Send, as the agent clicks it; with `dies`, the web server is expected to die answering. */
  async function send(gop: { path: string }, options: { dies?: boolean } = {}) {
    if (!options.dies) return post(agent, `${gop.path}/transitions/send`)
    const answered = await agent
      .request('POST', `${gop.path}/transitions/send`, {
        headers: { referer: `${served.base}/dashboard` },
      })
      .then(
        () => true,
        () => false
      )
    assert(!answered, 'the web server answered the send instead of dying after its commit')
  }

  function assert(condition: boolean, message: string): asserts condition {
    if (!condition) throw new Error(message)
  }

  async function transmissionOf(gopId: number): Promise<TransmissionState | null> {
    return database()
      .from('transmissions')
      .where({ document_type: 'gop', document_id: gopId })
      .orderBy('id', 'desc')
      .select('id', 'status', 'attempts', 'message_id', 'attempting_since', 'delivery_unrecorded')
      .first()
  }

  /** A process's exit, which a kill point makes happen; a process still alive is a failure. */
  async function diesAtItsKillPoint(process: { exited(): Promise<void> }, which: string) {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the ${which} did not die at its kill point\n${explain()}`)),
        60_000
      )
    })
    try {
      await Promise.race([process.exited(), late])
    } finally {
      clearTimeout(timer)
    }
  }

  /** Waits (polling) until `check` returns a value; fails with `what` and the apps' output. */
  async function eventually<T>(what: string, check: () => Promise<T | null | undefined | false>) {
    const deadline = Date.now() + 90_000
    for (;;) {
      const value = await check()
      if (value) return value
      if (Date.now() > deadline) throw new Error(`${what}: not within 90 s\n${explain()}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  const sentState = (gopId: number) =>
    eventually(`GOP #${gopId} sent and recorded`, async () => {
      const state = await transmissionOf(gopId)
      return state?.status === 'sent' && !state.delivery_unrecorded ? state : null
    })

  /** The letters the fake server received for this GOP (its number is in the subject). */
  const lettersOf = (number: string): ReceivedMessage[] =>
    smtp.messages.filter((message) => headerOf(message, 'subject').includes(number))

  /** Restarts the worker so it kills itself at `point` (the test's crash). */
  async function workerDyingAt(point: KillPoint) {
    await served.worker.kill()
    await served.worker.start({ OUTBOX_KILL_AT: point })
  }

  /** After the run: what the GOP and the log say agrees with one delivery. */
  async function recordedOnce(gopId: number, transmissionId: number) {
    const gop: { status: string; sent_at: Date | null } = await database()
      .from('gops')
      .where('id', gopId)
      .firstOrFail()
    assert(gop.status === 'sent' && gop.sent_at !== null, `GOP #${gopId} not marked sent`)
    const logged = await database()
      .from('activity_logs')
      .where({ subject_type: 'gop', subject_id: String(gopId) })
      .whereRaw(`properties->>'transmission' = ?`, [String(transmissionId)])
      .whereLike('description', '% sent to %')
    return logged.length
  }

  test('the web server dies right after its commit: the worker mails the letter once', async ({
    assert: expect,
  }) => {
    const gop = await approvedGop()
    await served.server.kill()
    await served.server.start({ OUTBOX_KILL_AT: 'outbox:committed' })
    await send(gop, { dies: true })
    await diesAtItsKillPoint(served.server, 'web server')
    // The send committed: the GOP is sent, its transmission queued, nothing mailed yet by the web.
    const committed: { status: string } = await database()
      .from('gops')
      .where('id', gop.id)
      .firstOrFail()
    expect.equal(committed.status, 'sent')

    const state = await sentState(gop.id)
    expect.equal(state.attempts, 1)
    expect.lengthOf(lettersOf(gop.number), 1, explain())
    expect.equal(headerOf(lettersOf(gop.number)[0], 'message-id'), state.message_id)
    expect.equal(await recordedOnce(gop.id, state.id), 1)
    const outbox: { attempts: number; delivered_at: Date | null }[] = await database()
      .from('outbox_messages')
      .where('subject', `transmission:${state.id}`)
    expect.lengthOf(outbox, 1)
    expect.isNotNull(outbox[0].delivered_at)

    // The web server starts again and answers.
    await served.server.start()
    const page = await agent.request('GET', `/navigate/cases/${caseId}`)
    expect.equal(page.status, 200, explain())
  })

  test('the worker dies holding the outbox row: after its lease another claim delivers it', async ({
    assert: expect,
  }) => {
    const gop = await approvedGop()
    await workerDyingAt('outbox:claimed')
    // The web server dies too, before its own delivery, so the row is the worker's to deliver.
    await served.server.kill()
    await served.server.start({ OUTBOX_KILL_AT: 'outbox:committed' })
    await send(gop, { dies: true })
    await diesAtItsKillPoint(served.server, 'web server')
    await diesAtItsKillPoint(served.worker, 'worker')
    const pending = await transmissionOf(gop.id)
    expect.deepInclude(pending, { status: 'queued', attempts: 0 })
    const held: { attempts: number; delivered_at: Date | null; claimed_until: Date | null } =
      await database()
        .from('outbox_messages')
        .where('subject', `transmission:${pending?.id}`)
        .firstOrFail()
    expect.equal(held.attempts, 1)
    expect.isNull(held.delivered_at)
    expect.isNotNull(held.claimed_until)

    await served.worker.start()
    await served.server.start()
    const state = await sentState(gop.id)
    expect.equal(state.attempts, 1)
    expect.lengthOf(lettersOf(gop.number), 1, explain())
    // Both start with the worker: its poll's new claim of the row, and the transmission
    // sweeper's hand-over of a letter untouched too long. Under load the sweeper's can send the
    // letter first; the row is still claimed again and delivered (its job then finds the letter
    // sent), so it is waited for, never read at the instant the letter arrived.
    const delivered = await eventually('the outbox row delivered by a second claim', async () => {
      const row: { attempts: number; delivered_at: Date | null } | null = await database()
        .from('outbox_messages')
        .where('subject', `transmission:${state.id}`)
        .first()
      return row?.delivered_at ? row : null
    })
    expect.equal(delivered.attempts, 2)
    expect.equal(await recordedOnce(gop.id, state.id), 1)
  })

  test('the worker dies after counting the attempt and its job is lost: the sweeper sends it', async ({
    assert: expect,
  }) => {
    const gop = await approvedGop()
    await workerDyingAt('transmission:counted')
    await send(gop)
    await diesAtItsKillPoint(served.worker, 'worker')
    const counted = await transmissionOf(gop.id)
    expect.deepInclude(counted, { status: 'queued', attempts: 1 })
    expect.isNotNull(counted?.attempting_since)
    expect.match(counted?.message_id ?? '', /^<transmission-\d+\.[0-9a-f-]+@[^>]+>$/)
    expect.lengthOf(lettersOf(gop.number), 0)
    // The queue gives up a job whose worker died twice (it deletes it); here it is lost at once,
    // so only the sweeper can find the letter nothing is delivering.
    const lost = await database().from('queue_jobs').where('status', 'active').delete()
    expect.isAbove(Number(lost), 0)

    await served.worker.start()
    const state = await sentState(gop.id)
    // Two attempts: the one that died before speaking to the server, and the one that sent it.
    expect.equal(state.attempts, 2)
    expect.equal(state.message_id, counted?.message_id)
    const letters = lettersOf(gop.number)
    expect.lengthOf(letters, 1, explain())
    expect.equal(headerOf(letters[0], 'message-id'), counted?.message_id)
    expect.equal(await recordedOnce(gop.id, state.id), 1)
  })

  test('the server takes the letter and never answers, and the worker dies: sent again under the same Message-ID, both attempts counted', async ({
    assert: expect,
  }) => {
    const gop = await approvedGop()
    smtp.options.unansweredMessages = smtp.unanswered + 1
    await send(gop)
    await eventually('the letter at the mail server', async () => lettersOf(gop.number).length)
    await served.worker.kill()
    const interrupted = await transmissionOf(gop.id)
    expect.deepInclude(interrupted, { status: 'queued', attempts: 1 })

    await served.worker.start()
    const state = await sentState(gop.id)
    const letters = lettersOf(gop.number)
    // SMTP cannot be exactly-once: the server has it twice, and the transmission says so.
    expect.lengthOf(letters, 2, explain())
    expect.equal(state.attempts, letters.length)
    expect.deepEqual(
      letters.map((letter) => headerOf(letter, 'message-id')),
      [state.message_id, state.message_id]
    )
    expect.equal(await recordedOnce(gop.id, state.id), 1)
  })

  test('the worker dies after the server accepted the letter: sent again, counted, one Message-ID', async ({
    assert: expect,
  }) => {
    const gop = await approvedGop()
    await workerDyingAt('transmission:accepted')
    await send(gop)
    await diesAtItsKillPoint(served.worker, 'worker')
    expect.lengthOf(lettersOf(gop.number), 1)
    expect.deepInclude(await transmissionOf(gop.id), { status: 'queued', attempts: 1 })

    await served.worker.start()
    const state = await sentState(gop.id)
    const letters = lettersOf(gop.number)
    expect.lengthOf(letters, 2, explain())
    expect.equal(state.attempts, 2)
    expect.deepEqual(
      letters.map((letter) => headerOf(letter, 'message-id')),
      [state.message_id, state.message_id]
    )
    expect.equal(await recordedOnce(gop.id, state.id), 1)
  })

  test('the worker dies after recording the letter sent, before the GOP and the log: the sweeper records it, nothing is sent again', async ({
    assert: expect,
  }) => {
    const gop = await approvedGop()
    await workerDyingAt('transmission:sent')
    await send(gop)
    await diesAtItsKillPoint(served.worker, 'worker')
    const sent = await transmissionOf(gop.id)
    expect.deepInclude(sent, { status: 'sent', attempts: 1, delivery_unrecorded: true })
    const unrecorded: { sent_at: Date | null } = await database()
      .from('gops')
      .where('id', gop.id)
      .firstOrFail()
    expect.isNull(unrecorded.sent_at)

    await served.worker.start()
    const state = await sentState(gop.id)
    expect.equal(state.attempts, 1)
    expect.lengthOf(lettersOf(gop.number), 1, explain())
    expect.equal(await recordedOnce(gop.id, state.id), 1)
  })
})
