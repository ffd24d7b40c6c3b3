import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { startServedApp, type ServedApp } from '#tests/helpers/served_app'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { FakeSmtpServer, attachmentsOf } from '#tests/helpers/fake_smtp_server'

const PASSWORD = 'Demo-Passw0rd!'

/**
 * Issue 27 §1: the money flows on the embedded database, as `npm start` runs them — PGlite in
 * its own process serving one transaction at a time, the web server and a queue worker each with
 * their own pool, demo data from the seeders, jobs on the database queue, letters mailed over
 * SMTP — and no test-wide transaction: every statement commits as in production, so a query
 * that runs outside its transaction would wedge the database here (the 503s the issue saw)
 * instead of passing unnoticed. After each letter is delivered, the app must still answer.
 */
test.group('The money flows on the embedded database (as npm start runs them)', (group) => {
  let served: ServedApp
  let smtp: FakeSmtpServer
  group.each.timeout(300_000)

  group.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })
  // One hook per thing started: when the app fails to start, the SMTP server still closes.
  group.setup(async () => {
    served = await startServedApp({
      seed: true,
      worker: true,
      env: { MAIL_MAILER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) },
    })
    return () => served.stop()
  })

  test('issue, approve, send, revise, send, withdraw, bill, RFP, send: delivered, and the app answers', async ({
    assert,
  }) => {
    const database = db.connection(served.connection)
    const explain = () => served.output()

    const signedIn = async (email: string) => {
      const browser = new BrowserLikeClient(served.base)
      const response = await browser.signIn(email, PASSWORD)
      assert.equal(response.headers.get('location'), '/dashboard', explain())
      return browser
    }
    const agent = await signedIn('agent@demo.test')
    const supervisor = await signedIn('supervisor@demo.test')

    /** A form posted as the browser posts it; the answer is a redirect (errors are flashed). */
    const post = async (browser: BrowserLikeClient, path: string, body: object = {}) => {
      const response = await browser.request('POST', path, {
        body: body as Record<string, unknown>,
        headers: { referer: `${served.base}/dashboard` },
      })
      assert.oneOf(response.status, [302, 303], `${path}: ${response.status}\n${explain()}`)
    }

    /** The app answers a signed-in page promptly: nothing holds the database. */
    const stillAnswers = async () => {
      const started = Date.now()
      const response = await supervisor.request('GET', '/dashboard')
      assert.equal(response.status, 200, explain())
      assert.isBelow(Date.now() - started, 10_000, 'the dashboard took over 10 s')
    }

    /** Waits for the worker to deliver a document's newest send. */
    const delivered = async (documentType: string, documentId: number) => {
      const deadline = Date.now() + 60_000
      for (;;) {
        const sent: { status: string; error: string | null } | null = await database
          .from('transmissions')
          .where({ document_type: documentType, document_id: documentId })
          .orderBy('id', 'desc')
          .select('status', 'error')
          .first()
        if (sent && sent.status !== 'queued') {
          assert.equal(sent.status, 'sent', `${documentType} #${documentId}: ${sent.error}`)
          return
        }
        assert.isBelow(
          Date.now(),
          deadline,
          sent
            ? `${documentType} #${documentId} not delivered\n${explain()}`
            : `${documentType} #${documentId} was never queued: its send was refused`
        )
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }

    const kul: { id: number } = await database.from('centers').where('code', 'KUL').firstOrFail()
    const theCase: { id: number } = await database
      .from('cases')
      .where({ center_id: kul.id, status: 'active' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    const provider: { id: number } = await database
      .from('providers')
      .whereNull('deleted_at')
      .whereNot('status', 'black-listed')
      .where('gop_sending_mode', 'manual-sending')
      .whereRaw('cardinality(gop_email_addresses) > 0')
      .orderBy('id')
      .firstOrFail()
    const entity: { id: number } = await database
      .from('business_entities')
      .whereNull('deleted_at')
      .where('is_enabled', true)
      .orderBy('id')
      .firstOrFail()
    const cases = `/navigate/cases/${theCase.id}`

    // Issued by the agent, approved by a supervisor, sent: the worker mails the letter.
    await post(agent, `${cases}/guarantee-of-payments`, {
      provider_id: String(provider.id),
      business_entity_id: String(entity.id),
      currency_code: 'MYR',
      amount: '15000',
      services_covered: 'Inpatient treatment',
      admission_date: '2026-11-20',
      valid_until: '2026-12-20',
    })
    const gop: { id: number; number: string } = await database
      .from('gops')
      .where('case_id', theCase.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    const gops = `${cases}/guarantee-of-payments/${gop.id}`
    await post(supervisor, `${gops}/transitions/approve`)
    await post(agent, `${gops}/transitions/send`)
    await delivered('gop', gop.id)
    await stillAnswers()

    // Revised (a new amount, its reason) and sent as its own letter.
    await post(supervisor, `${gops}/transitions/revise`, {
      amount: '20000',
      revision: '1',
      reason: 'The stay was extended by three nights',
    })
    const revised: { revision: number; status: string } = await database
      .from('gops')
      .where('id', gop.id)
      .firstOrFail()
    assert.deepEqual(revised, { ...revised, revision: 2, status: 'approved' })
    await post(agent, `${gops}/transitions/send`)
    await delivered('gop', gop.id)
    await stillAnswers()

    // Withdrawn and the withdrawal sent.
    await post(agent, `${cases}/withdrawal-of-gops`, {
      gop_id: String(gop.id),
      reason: 'other',
      remarks: 'The member was discharged early',
    })
    const withdrawal: { id: number } = await database
      .from('gop_withdrawals')
      .where('gop_id', gop.id)
      .firstOrFail()
    await post(agent, `${cases}/withdrawal-of-gops/${withdrawal.id}/transitions/send`)
    await delivered('gop_withdrawal', withdrawal.id)
    await stillAnswers()

    // Billed: the provider's charge slip recorded and approved (above the withdrawn GOP: why).
    await post(agent, `${cases}/charge-slips`, {
      provider_id: String(provider.id),
      invoice_number: `INV-EMBEDDED-${Date.now()}`,
      invoice_date: '2026-11-02',
      currency_code: 'MYR',
      amount_billed: '12500.50',
      payment_method: 'wire-transfer',
    })
    const slip: { id: number } = await database
      .from('charge_slips')
      .where('case_id', theCase.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    await post(supervisor, `${cases}/charge-slips/${slip.id}/transitions/approve`, {
      amount_approved: '12500.50',
      over_guarantee_reason: 'Treatment continued after the withdrawal, agreed by the client',
    })
    const approvedSlip: { status: string } = await database
      .from('charge_slips')
      .where('id', slip.id)
      .firstOrFail()
    assert.equal(approvedSlip.status, 'approved', explain())

    // The client billed: an RFP of that slip, approved and sent to its billing group.
    await post(agent, `${cases}/request-for-payments`, {
      charge_slip_ids: [String(slip.id)],
      service_fee: '150',
    })
    const rfp: { id: number } = await database
      .from('request_for_payments')
      .where('case_id', theCase.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    await post(supervisor, `${cases}/request-for-payments/${rfp.id}/transitions/approve`)
    await post(supervisor, `${cases}/request-for-payments/${rfp.id}/transitions/send`)
    await delivered('rfp', rfp.id)
    await stillAnswers()

    // Four letters reached the mail server, each with its PDF; the case page still opens.
    const pdfs = smtp.messages.map((message) =>
      attachmentsOf(message).filter((part) => part.contentType === 'application/pdf')
    )
    assert.deepEqual(
      pdfs.map((parts) => parts.length),
      [1, 1, 1, 1]
    )
    const casePage = await agent.request('GET', cases)
    assert.equal(casePage.status, 200, explain())
  })
})
