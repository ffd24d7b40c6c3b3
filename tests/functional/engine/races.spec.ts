import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { ApiResponse } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import {
  caseIn,
  fakeMail,
  insertGop,
  parties,
  providerReachable,
} from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'
import { makeAdministrator } from '#tests/helpers/users'
import type { CaseStatus } from '#contracts/case_options'

/**
 * Issue 28, item 2: writes that cannot race. Two people (or a person and a worker) acting on one
 * record at once end in one success and one refusal in plain words, never a 500 and never
 * inconsistent data. These requests really run at once: no global transaction (each request
 * commits through its own pooled connection), so the tests clean up the cases they made.
 */
const TRIALS = 4

const caseIds: number[] = []

async function raceCase(status: CaseStatus = 'active') {
  const id = await caseIn('KUL', status)
  caseIds.push(id)
  return id
}

const gops = (caseId: number) => `/navigate/cases/${caseId}/guarantee-of-payments`
const slips = (caseId: number) => `/navigate/cases/${caseId}/charge-slips`
const rfps = (caseId: number) => `/navigate/cases/${caseId}/request-for-payments`

type Send = () => Promise<ApiResponse>

/** Both at once; neither may answer an error page. */
async function race(
  assert: { notMatch(v: string, r: RegExp, m?: string): void },
  a: Send,
  b: Send
) {
  const answers = await Promise.all([a(), b()])
  for (const answer of answers) {
    assert.notMatch(String(answer.status()), /^5/, `a racer got ${answer.status()}`)
  }
  return answers
}

/**
 * The refusal a racer got: flashed in words when it was decided in its transaction; when the
 * other had already committed before it was checked, the 403 page with the policy's reason, or
 * the 404 page of a record already in the trash.
 */
const refusal = (answer: ApiResponse) =>
  answer.status() === 403 || answer.status() === 404
    ? answer.text() || String(answer.status())
    : ((answer.flashMessages() as { error?: string } | undefined)?.error ?? null)

function write(client: ApiClient, user: User, method: 'post' | 'put' | 'delete', url: string) {
  return (form: Record<string, unknown> = {}) =>
    client[method](url)
      .loginAs(user)
      .withCsrfToken()
      .header(
        'referer',
        url.replace(/\/(guarantee-of-payments|charge-slips|request-for-payments|tasks).*$/, '')
      )
      .form(form)
      .redirects(0)
}

async function gopInput(amount: string) {
  const { provider, entity, template } = await parties()
  return {
    provider_id: String(provider.id),
    business_entity_id: String(entity.id),
    gop_template_id: String(template.id),
    currency_code: 'MYR',
    amount,
    services_covered: 'Inpatient treatment',
    admission_date: '2026-11-20',
    valid_until: '2026-12-20',
  }
}

async function slipInput(billed: string) {
  const { provider } = await parties()
  return {
    provider_id: String(provider.id),
    invoice_number: `INV-RACE-${Math.random().toString(36).slice(2, 8)}`,
    invoice_date: '2026-11-02',
    currency_code: 'MYR',
    amount_billed: billed,
    payment_method: 'wire-transfer',
  }
}

test.group('Engine room: writes racing the workflow', (group) => {
  let admin: User
  group.setup(async () => {
    admin = await makeAdministrator({ centers: ['KUL'] })
    const startedAt = new Date()
    return async () => {
      // The requests committed. The log is append-only for the app; the test removes what it
      // wrote (nothing else runs meanwhile), so later tests see the log as they expect it.
      await db.rawQuery('ALTER TABLE activity_logs DISABLE TRIGGER activity_logs_no_change')
      await db.from('activity_logs').where('created_at', '>=', startedAt).delete()
      await db.rawQuery('ALTER TABLE activity_logs ENABLE TRIGGER activity_logs_no_change')
      const rfpIds = db.from('request_for_payments').whereIn('case_id', caseIds).select('id')
      await db.from('request_for_payment_lines').whereIn('request_for_payment_id', rfpIds).delete()
      await db.from('request_for_payments').whereIn('case_id', caseIds).delete()
      await db.from('charge_slips').whereIn('case_id', caseIds).delete()
      const gopIds = db.from('gops').whereIn('case_id', caseIds).select('id')
      await db.from('transmissions').whereIn('case_id', caseIds).delete()
      await db.from('gop_withdrawals').whereIn('gop_id', gopIds).delete()
      await db.from('gop_revisions').whereIn('gop_id', gopIds).delete()
      await db.from('gops').whereIn('case_id', caseIds).delete()
      await db.from('tasks').whereIn('case_id', caseIds).delete()
      await db.from('cases').whereIn('id', caseIds).delete()
    }
  })
  // Returned, so each test's fake is restored: a later file's mail must reach its SMTP server.
  group.each.setup(() => fakeMail())

  test('GOP: approve against an edit of its amount; the letter and the money agree', async ({
    client,
    assert,
  }) => {
    await providerReachable()
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase()
      const id = await insertGop(caseId)
      const input = await gopInput('2000')
      await race(
        assert,
        () => write(client, admin, 'post', `${gops(caseId)}/${id}/transitions/approve`)(),
        () => write(client, admin, 'put', `${gops(caseId)}/${id}`)(input)
      )
      const gop = await db.from('gops').where('id', id).firstOrFail()
      assert.equal(gop.status, 'approved')
      const revision = await db
        .from('gop_revisions')
        .where({ gop_id: id, revision: gop.revision })
        .firstOrFail()
      // Whichever came first, the approved revision (the letter) and the GOP say one amount.
      assert.equal(revision.amount, gop.amount)
      assert.equal(gop.amount_in_center, gop.amount)
    }
  })

  test('GOP and charge slip: a delete against an approval leaves one of them, never both', async ({
    client,
    assert,
  }) => {
    await providerReachable()
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase()
      const gop = await insertGop(caseId)
      const slip = await insertChargeSlip(caseId)
      const answers = await race(
        assert,
        () => write(client, admin, 'delete', `${gops(caseId)}/${gop}`)(),
        () => write(client, admin, 'post', `${gops(caseId)}/${gop}/transitions/approve`)()
      )
      const slipAnswers = await race(
        assert,
        () =>
          write(
            client,
            admin,
            'post',
            `${slips(caseId)}/${slip}/transitions/approve`
          )({
            amount_approved: '900',
            over_guarantee_reason: 'Emergency surgery beyond the guarantee',
          }),
        () => write(client, admin, 'delete', `${slips(caseId)}/${slip}`)()
      )
      for (const [table, id, pair] of [
        ['gops', gop, answers],
        ['charge_slips', slip, slipAnswers],
      ] as const) {
        const row = await db.from(table).where('id', id).firstOrFail()
        const trashed = row.deleted_at !== null
        assert.isFalse(trashed && row.status === 'approved', `${table} ${id} approved and trashed`)
        // Exactly one of the two was refused, in words.
        assert.lengthOf(
          pair.filter((answer) => refusal(answer) !== null),
          1,
          `${table}: ${pair.map(refusal).join(' | ')}`
        )
      }
    }
  })

  test('RFP: two restores of RFPs that billed one slip bring back one; a restore against a new RFP bills it once', async ({
    client,
    assert,
  }) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase()
      const slip = await insertChargeSlip(caseId, { status: 'approved', billed: '300.00' })
      const first = await insertRfp(caseId, { status: 'pending' })
      const second = await insertRfp(caseId, { status: 'pending' })
      const trashedAt = new Date()
      for (const rfp of [first, second]) {
        await db.table('request_for_payment_lines').insert({
          request_for_payment_id: rfp,
          charge_slip_id: slip,
          amount: '300.00',
          currency_code: 'MYR',
          rate: '1',
          amount_in_rfp: '300.00',
        })
        await db.from('request_for_payments').where('id', rfp).update({ deleted_at: trashedAt })
      }
      await race(
        assert,
        () => write(client, admin, 'post', `${rfps(caseId)}/${first}/restore`)(),
        () => write(client, admin, 'post', `${rfps(caseId)}/${second}/restore`)()
      )
      const live = await db
        .from('request_for_payments')
        .whereIn('id', [first, second])
        .whereNull('deleted_at')
      assert.lengthOf(live, 1)

      // The live one trashed again: a restore against a new RFP for the same slip.
      await db
        .from('request_for_payments')
        .where('id', live[0].id)
        .update({ deleted_at: trashedAt })
      await race(
        assert,
        () => write(client, admin, 'post', `${rfps(caseId)}/${live[0].id}/restore`)(),
        () => write(client, admin, 'post', rfps(caseId))({ 'charge_slip_ids[]': [String(slip)] })
      )
      const billing = await db
        .from('request_for_payment_lines as lines')
        .join('request_for_payments as rfps', 'rfps.id', 'lines.request_for_payment_id')
        .where('lines.charge_slip_id', slip)
        .whereNull('rfps.deleted_at')
        .select('rfps.id')
      assert.lengthOf(billing, 1, 'the slip is billed by exactly one live RFP')
    }
  })

  test('Case: a close against a new task or a new GOP never closes with an open one', async ({
    client,
    assert,
  }) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      for (const kind of ['tasks', 'guarantee-of-payments'] as const) {
        const caseId = await raceCase('billing')
        const child =
          kind === 'tasks'
            ? {
                title: 'Race the close',
                category: 'medical',
                priority: 'high',
                due_date: '2026-12-01',
                due_hour: '14',
                due_minute: '30',
                due_time_zone: 'Asia/Kuala_Lumpur',
              }
            : await gopInput('500')
        await race(
          assert,
          () =>
            write(
              client,
              admin,
              'post',
              `/navigate/cases/${caseId}/transitions/close`
            )({
              outcome: 'successful',
            }),
          () => write(client, admin, 'post', `/navigate/cases/${caseId}/${kind}`)(child)
        )
        const owner = await db.from('cases').where('id', caseId).firstOrFail()
        const open =
          kind === 'tasks'
            ? await db
                .from('tasks')
                .where({ case_id: caseId, status: 'open' })
                .whereNull('deleted_at')
            : await db
                .from('gops')
                .where({ case_id: caseId, status: 'pending' })
                .whereNull('deleted_at')
        assert.isFalse(
          owner.status === 'closed' && open.length > 0,
          `case closed with an open ${kind} row`
        )
        assert.isTrue(owner.status === 'closed' || open.length === 1)
      }
    }
  })

  test('Charge slip: an approval against an edit of the billed amount ends consistent, without an error page', async ({
    client,
    assert,
  }) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const caseId = await raceCase()
      const slip = await insertChargeSlip(caseId, { billed: '1000.00' })
      const input = await slipInput('500')
      await race(
        assert,
        () =>
          write(
            client,
            admin,
            'post',
            `${slips(caseId)}/${slip}/transitions/approve`
          )({
            amount_approved: '900',
            over_guarantee_reason: 'Emergency surgery beyond the guarantee',
          }),
        () => write(client, admin, 'put', `${slips(caseId)}/${slip}`)(input)
      )
      const row = await db.from('charge_slips').where('id', slip).firstOrFail()
      if (row.status === 'approved') {
        assert.isAtMost(Number(row.amount_approved), Number(row.amount_billed))
      }
    }
  })
})

test.group('Engine room: two people editing one record', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the later save over a newer version is refused with who changed it; nothing is lost', async ({
    client,
    assert,
  }) => {
    const first = await makeAdministrator({ centers: ['KUL'] })
    const second = await makeAdministrator({ centers: ['KUL'] })
    const [country] = await db
      .table('countries')
      .insert({
        code: 'xq',
        iso3: 'XQQ',
        name: 'Quietland',
        dialing_code: '+998',
        nationality: 'Quietlander',
        region: 'Asia',
        created_at: new Date(Date.now() - 60_000),
        updated_at: new Date(Date.now() - 60_000),
      })
      .returning('id')
    const id = country.id as number
    const editPage = async (user: User) => {
      const page = await client.get(`/manage/countries/${id}/edit`).loginAs(user).withInertia()
      page.assertStatus(200)
      return (page.inertiaProps as { version: string }).version
    }
    const save = (user: User, form: Record<string, string>) =>
      client
        .put(`/manage/countries/${id}`)
        .loginAs(user)
        .withCsrfToken()
        .header('referer', `/manage/countries/${id}/edit`)
        .form({ code: 'xq', iso3: 'XQQ', dialing_code: '+998', region: 'Asia', ...form })
        .redirects(0)

    const seenByFirst = await editPage(first)
    const seenBySecond = await editPage(second)
    assert.equal(seenByFirst, seenBySecond)
    const firstSave = await save(first, {
      name: 'Quietland',
      nationality: 'Quiet',
      _version: seenByFirst,
    })
    firstSave.assertStatus(302)
    assert.isUndefined(refusal(firstSave) ?? undefined)

    // The second editor saves the form they opened before the first one's save.
    const stale = await save(second, {
      name: 'Quiet Land',
      nationality: 'Quietlander',
      _version: seenBySecond,
    })
    const errors =
      (stale.flashMessages() as { inputErrorsBag?: Record<string, string[]> }).inputErrorsBag ?? {}
    assert.match(
      errors._version?.[0] ?? '',
      new RegExp(
        `^${first.firstName} ${first.lastName} changed this country at .+, after you opened it`
      )
    )
    assert.match(errors.nationality?.[0] ?? '', /changed nationality to “Quiet”/i)
    // What the second editor typed comes back to their form, and nothing of it was saved.
    const typed = stale.flashMessages() as { name?: string }
    assert.equal(typed.name, 'Quiet Land')
    const kept = await db.from('countries').where('id', id).firstOrFail()
    assert.equal(kept.name, 'Quietland')
    assert.equal(kept.nationality, 'Quiet')

    // The page now carries the new version: saving again keeps the second editor's values.
    const now = await editPage(second)
    assert.notEqual(now, seenBySecond)
    const again = await save(second, {
      name: 'Quiet Land',
      nationality: 'Quietlander',
      _version: now,
    })
    again.assertStatus(302)
    const saved = await db.from('countries').where('id', id).firstOrFail()
    assert.equal(saved.name, 'Quiet Land')
  })
})
