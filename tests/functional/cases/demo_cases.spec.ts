import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { CASE_STATUS_VALUES } from '#contracts/case_options'
import { seedDatabase } from '#database/seeders/main/index_seeder'
import { seedDemoBillingGroups } from '#database/seeders/demo/demo_clients'
import { recipientsOf } from '#services/transmissions'
import { rfpLetter } from '#services/letters/document_letters'
import { caseTimeline, timelineView } from '#services/case_timeline'
import { caseTimelineSubjects } from '#resources/registry'
import { allPermissions } from '#permissions/catalogue'

/** The test database is seeded with demo data (tests/bootstrap.ts), demo cases included. */
test.group('Demo cases', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every demo center has cases in every status, numbered in order of opening', async ({
    assert,
  }) => {
    const rows: { code: string; status: string; number: string; opened_at: Date }[] = await db
      .from('cases')
      .join('centers', 'centers.id', 'cases.center_id')
      .whereIn('centers.code', ['KUL', 'BKK', 'MNL'])
      .orderBy('cases.number')
      .select('centers.code', 'cases.status', 'cases.number', 'cases.opened_at')
    assert.isAtLeast(rows.length, 40)
    assert.isAtMost(rows.length, 60)
    for (const code of ['KUL', 'BKK', 'MNL']) {
      const own = rows.filter((row) => row.code === code)
      assert.sameMembers([...new Set(own.map((row) => row.status))], [...CASE_STATUS_VALUES])
      for (const row of own) assert.match(row.number, new RegExp(`^${code}-\\d{4}-\\d{6}$`))
      // Sorted by number is sorted by opening.
      const opened = own.map((row) => row.opened_at.getTime())
      assert.deepEqual(
        opened,
        [...opened].sort((a, b) => a - b)
      )
    }
  })

  test("owners work in their case's center and closed cases carry an outcome", async ({
    assert,
  }) => {
    const [strays] = await db
      .from('cases')
      .whereNotNull('owner_id')
      .whereNotExists((query) =>
        query
          .from('center_user')
          .whereColumn('center_user.user_id', 'cases.owner_id')
          .whereColumn('center_user.center_id', 'cases.center_id')
      )
      .count('* as total')
    assert.equal(Number(strays.total), 0)
    const [unowned] = await db
      .from('cases')
      .whereNot('status', 'pending')
      .whereNull('owner_id')
      .count('* as total')
    assert.equal(Number(unowned.total), 0)
    const [noOutcome] = await db
      .from('cases')
      .where('status', 'closed')
      .whereNull('outcome')
      .count('* as total')
    assert.equal(Number(noOutcome.total), 0)
  })

  test('seeding again adds no case and uses no number', async ({ assert }) => {
    const count = async () => {
      const [cases] = await db.from('cases').count('* as total')
      const [numbers] = await db.from('case_number_counters').sum('last_value as total')
      return [Number(cases.total), Number(numbers.total)]
    }
    const before = await count()
    await seedDatabase({ demo: true })
    assert.deepEqual(await count(), before)
  })
})

/** Issue 27: the demo's money documents can be sent, and tell their story on the timeline. */
test.group('Demo money documents', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every client a demo RFP bills, and every provider a demo GOP guarantees, can be sent to', async ({
    assert,
  }) => {
    const rfps: { id: number; client_id: number }[] = await db
      .from('request_for_payments')
      .select('id', 'client_id')
    assert.isAtLeast(rfps.length, 3)
    for (const rfp of rfps) {
      const { recipients, refusal } = await recipientsOf(db, { clientId: rfp.client_id })
      assert.isNull(refusal)
      assert.isAtLeast(recipients!.length, 1)
      // Its document is headed by its issuer and says where to pay.
      const letter = await rfpLetter(db, rfp.id)
      const text = JSON.stringify(letter!.layout.blocks)
      assert.include(text, 'Account number: ')
      assert.include(text, 'For and on behalf of ')
    }
    const gops: { provider_id: number }[] = await db.from('gops').distinct('provider_id')
    assert.isAtLeast(gops.length, 1)
    for (const gop of gops) {
      const { refusal } = await recipientsOf(db, { providerId: gop.provider_id })
      assert.isNull(refusal)
    }
  })

  test('a demo case’s timeline tells its GOP, charge slips and RFP with their amounts', async ({
    assert,
  }) => {
    const billed: { case_id: number } = await db
      .from('request_for_payments')
      .orderBy('id')
      .select('case_id')
      .firstOrFail()
    const page = await caseTimeline(
      billed.case_id,
      null,
      timelineView(new Set(allPermissions), 'money', caseTimelineSubjects())
    )
    const sentences = page.entries.map((entry) => entry.sentence)
    assert.isTrue(sentences.some((sentence) => /^Issued GOP-/.test(sentence)))
    assert.isTrue(sentences.some((sentence) => /^Recorded charge slip /.test(sentence)))
    assert.isTrue(sentences.some((sentence) => /^Issued RFP-/.test(sentence)))
    assert.isTrue(
      page.entries.every((entry) => /^[A-Z]{3} [\d,]+\.\d{2}$/.test(entry.amount ?? ''))
    )
  })

  test('a demo installed before billing groups gets them once; an administrator’s choice stays', async ({
    assert,
  }) => {
    const groupOf = async (code: string) => {
      const row: { billing_email_group_id: number | null } = await db
        .from('clients')
        .where('code', code)
        .firstOrFail()
      return row.billing_email_group_id
    }
    // As an older demo had it: no group for Hong Leong, none chosen.
    await db.from('clients').where('code', 'HLA').update({ billing_email_group_id: null })
    await db.from('email_groups').where('name', 'Hong Leong Assurance accounts').delete()
    await db.transaction((trx) => seedDemoBillingGroups(trx))
    const made = await groupOf('HLA')
    assert.isNotNull(made)
    const stored: { addresses: string[] } = await db
      .from('email_groups')
      .where('id', made!)
      .firstOrFail()
    assert.deepEqual(stored.addresses, ['accounts.payable@hla.example'])
    // An administrator clears it: the next start does not put it back.
    await db.from('clients').where('code', 'HLA').update({ billing_email_group_id: null })
    await seedDatabase({ demo: true })
    assert.isNull(await groupOf('HLA'))
  })

  test('seeding again adds no email group and no money history', async ({ assert }) => {
    const count = async () => {
      const [groups] = await db.from('email_groups').count('* as total')
      const [history] = await db
        .from('activity_logs')
        .whereIn('subject_type', ['gop', 'gop_withdrawal', 'charge_slip', 'request_for_payment'])
        .count('* as total')
      return [Number(groups.total), Number(history.total)]
    }
    const before = await count()
    assert.isAbove(before[1], 0)
    await seedDatabase({ demo: true })
    assert.deepEqual(await count(), before)
  })
})
