import { test, timeTravel } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { calendarDayIn, shiftDays, shiftYears } from '#contracts/calendar_days'
import { isoDate } from '#contracts/iso_timestamp'
import { caseIn, centerId, insertGop, parties } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'
import { makeAdministrator } from '#tests/helpers/users'

/**
 * Issue 27 §2 and §4: "today" is the selected center's calendar day (PRODUCT.md), and every
 * date field takes only days of a sensible range (app/contracts/calendar_days.ts), refused
 * beside the field, never a 500.
 */

/** 23:30 UTC today: 07:30 tomorrow in Kuala Lumpur, where the UTC day is "yesterday". */
function lateEveningUtc(): Date {
  const at = new Date()
  at.setUTCHours(23, 30, 0, 0)
  return at
}

type Form = Record<string, unknown>

function send(
  client: ApiClient,
  user: User,
  url: string,
  form: Form,
  method: 'post' | 'put' = 'post'
) {
  return client[method](url)
    .loginAs(user)
    .withCsrfToken()
    .header('referer', url)
    .form(form)
    .redirects(0)
}

function fieldErrorsOf(response: ApiResponse): Record<string, string[]> {
  return (
    (response.flashMessages() as { inputErrorsBag?: Record<string, string[]> } | undefined)
      ?.inputErrorsBag ?? {}
  )
}

const cases = (caseId: number) => `/navigate/cases/${caseId}`

async function firstId(table: string, where: Record<string, unknown> = {}) {
  const row: { id: number } = await db
    .from(table)
    .where(where)
    .whereNull('deleted_at')
    .orderBy('id')
    .firstOrFail()
  return row.id
}

async function clientAndProgram() {
  const row: { client_id: number; program_id: number } = await db
    .from('programs')
    .whereNull('deleted_at')
    .orderBy('id')
    .select('client_id', 'id as program_id')
    .firstOrFail()
  return row
}

/**
 * Every date field a user types, each posted with `day` and everything else valid, on a fresh
 * record of a KUL case. `happened` fields take no day after today.
 */
type DateField = {
  label: string
  field: string
  happened?: boolean
  post: (client: ApiClient, user: User, day: string) => Promise<ApiResponse>
}

const DATE_FIELDS: DateField[] = [
  {
    label: 'case incident date',
    field: 'incident_date',
    happened: true,
    post: async (client, user, day) => {
      const member = await firstId('members')
      const type = await firstId('incident_types')
      return send(client, user, '/navigate/cases', {
        member_id: member,
        incident_type_id: type,
        priority: 'high',
        description: 'Chest pain',
        incident_date: day,
      })
    },
  },
  {
    label: 'incident',
    field: 'occurred_on',
    happened: true,
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      return send(client, user, `${cases(caseId)}/incidents`, {
        incident_type_id: await firstId('incident_types'),
        occurred_on: day,
      })
    },
  },
  {
    label: 'diagnosis',
    field: 'diagnosed_on',
    happened: true,
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      const icd: { id: number } = await db.from('icds').where('code', 'A09').firstOrFail()
      return send(client, user, `${cases(caseId)}/icd`, { icd_id: icd.id, diagnosed_on: day })
    },
  },
  {
    label: 'feedback',
    field: 'received_on',
    happened: true,
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      return send(client, user, `${cases(caseId)}/feedback`, {
        feedback_type: 'complaint',
        channel: 'phone',
        source: 'user',
        received_on: day,
        description: 'Waited on hold.',
      })
    },
  },
  {
    label: 'invoice',
    field: 'invoice_date',
    happened: true,
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      const { provider } = await parties()
      return send(client, user, `${cases(caseId)}/charge-slips`, {
        provider_id: provider.id,
        invoice_number: 'INV-1',
        invoice_date: day,
        currency_code: 'MYR',
        amount_billed: '100',
        payment_method: 'wire-transfer',
      })
    },
  },
  {
    label: 'payment',
    field: 'payment_date',
    happened: true,
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      const slip = await insertChargeSlip(caseId, { status: 'approved' })
      return send(client, user, `${cases(caseId)}/charge-slips/${slip}/transitions/pay`, {
        payment_date: day,
        payment_reference: 'TT-1',
      })
    },
  },
  {
    label: 'collection',
    field: 'collected_on',
    happened: true,
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      const rfp = await insertRfp(caseId, { status: 'approved' })
      return send(
        client,
        user,
        `${cases(caseId)}/request-for-payments/${rfp}/transitions/collect`,
        { collected_on: day, collection_reference: 'TT-IN-1' }
      )
    },
  },
  {
    label: 'date of birth',
    field: 'date_of_birth',
    happened: true,
    post: async (client, user, day) => {
      const { client_id: clientId } = await clientAndProgram()
      return send(client, user, '/accounts/members', memberForm(clientId, { date_of_birth: day }))
    },
  },
  {
    label: 'policy start',
    field: 'policy_valid_from',
    post: async (client, user, day) => {
      const { client_id: clientId } = await clientAndProgram()
      return send(
        client,
        user,
        '/accounts/members',
        memberForm(clientId, { policy_valid_from: day, policy_valid_to: '' })
      )
    },
  },
  {
    label: 'policy end',
    field: 'policy_valid_to',
    post: async (client, user, day) => {
      const { client_id: clientId } = await clientAndProgram()
      return send(
        client,
        user,
        '/accounts/members',
        memberForm(clientId, { policy_valid_from: '', policy_valid_to: day })
      )
    },
  },
  {
    label: 'GOP admission (no valid until)',
    field: 'admission_date',
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      return send(
        client,
        user,
        `${cases(caseId)}/guarantee-of-payments`,
        await gopForm({ admission_date: day, valid_until: '' })
      )
    },
  },
  {
    label: 'GOP valid until',
    field: 'valid_until',
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      return send(
        client,
        user,
        `${cases(caseId)}/guarantee-of-payments`,
        await gopForm({ admission_date: '', valid_until: day })
      )
    },
  },
  {
    label: 'GOP revision valid until',
    field: 'valid_until',
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      const gop = await insertGop(caseId, 'approved')
      return send(
        client,
        user,
        `${cases(caseId)}/guarantee-of-payments/${gop}/transitions/revise`,
        {
          revision: '1',
          amount: '2000',
          valid_until: day,
          reason: 'Longer stay',
        }
      )
    },
  },
  {
    label: 'RFP due date',
    field: 'due_date',
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      return send(client, user, `${cases(caseId)}/request-for-payments`, {
        service_fee: '100',
        due_date: day,
      })
    },
  },
  {
    label: 'task due date',
    field: 'due_date',
    post: async (client, user, day) => {
      const caseId = await caseIn('KUL')
      return send(client, user, `${cases(caseId)}/tasks`, {
        title: 'Call the hospital',
        category: 'medical',
        priority: 'normal',
        due_date: day,
        due_hour: '9',
        due_minute: '0',
        due_time_zone: 'Asia/Kuala_Lumpur',
      })
    },
  },
  {
    label: 'program valid from',
    field: 'valid_from',
    post: async (client, user, day) =>
      send(client, user, '/manage/programs', await programForm({ valid_from: day, valid_to: '' })),
  },
  {
    label: 'program valid to',
    field: 'valid_to',
    post: async (client, user, day) =>
      send(
        client,
        user,
        '/manage/programs',
        await programForm({ valid_from: '1990-01-01', valid_to: day })
      ),
  },
]

let sequence = 0

function memberForm(clientId: number, dates: Form): Form {
  sequence += 1
  return {
    first_name: 'Aisyah',
    last_name: `Dates ${sequence} ${Date.now()}`,
    gender: 'female',
    date_of_birth: '1988-04-09',
    client_id: String(clientId),
    policy_number: `DT-${sequence}-${Date.now()}`,
    relationship: 'self',
    preferred_contact_method: 'whatsapp',
    ...dates,
  }
}

async function gopForm(dates: Form): Promise<Form> {
  const { provider, entity, template } = await parties()
  return {
    provider_id: String(provider.id),
    business_entity_id: String(entity.id),
    gop_template_id: String(template.id),
    currency_code: 'MYR',
    amount: '1000',
    ...dates,
  }
}

async function programForm(dates: Form): Promise<Form> {
  sequence += 1
  const { client_id: clientId } = await clientAndProgram()
  return {
    client_id: String(clientId),
    program_type_id: String(await firstId('program_types')),
    code: `dates-${sequence}`,
    name: `Dates program ${sequence}`,
    status: 'active',
    ...dates,
  }
}

test.group('Dates: "today" is the center\'s calendar day', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("at 23:30 UTC a Kuala Lumpur user may enter KL's today, not its tomorrow", async ({
    client,
    assert,
  }) => {
    timeTravel(lateEveningUtc())
    const utcDay = new Date().toISOString().slice(0, 10)
    const today = calendarDayIn('Asia/Kuala_Lumpur')
    assert.equal(today, shiftDays(utcDay, 1), 'KL is a day ahead of UTC at 23:30 UTC')
    const tomorrow = shiftDays(today, 1)
    const user = await makeAdministrator({ centers: ['KUL'] })
    for (const date of DATE_FIELDS.filter((one) => one.happened)) {
      const accepted = await date.post(client, user, today)
      assert.equal(accepted.status(), 302, date.label)
      assert.deepEqual(fieldErrorsOf(accepted), {}, `${date.label}: KL's today is accepted`)
      assert.notProperty(accepted.flashMessages() ?? {}, 'error', date.label)
      const refused = await date.post(client, user, tomorrow)
      assert.match(
        fieldErrorsOf(refused)[date.field]?.[0] ?? '',
        /cannot be in the future/,
        `${date.label}: KL's tomorrow is refused`
      )
    }
  })

  test("an RFP is issued on the center's today and falls due after the terms from it", async ({
    client,
    assert,
  }) => {
    timeTravel(lateEveningUtc())
    const today = calendarDayIn('Asia/Kuala_Lumpur')
    const user = await makeAdministrator({ centers: ['KUL'] })
    const caseId = await caseIn('KUL')
    const owner: { client_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
    await db.from('clients').where('id', owner.client_id).update({ payment_terms_days: 30 })
    const made = await send(client, user, `${cases(caseId)}/request-for-payments`, {
      service_fee: '100',
    })
    assert.deepEqual(fieldErrorsOf(made), {})
    const rfp = await db.from('request_for_payments').where('case_id', caseId).firstOrFail()
    assert.equal(isoDate(rfp.issue_date), today)
    assert.equal(isoDate(rfp.due_date), shiftDays(today, 30))
    const dueToday = await send(client, user, `${cases(caseId)}/request-for-payments`, {
      service_fee: '100',
      due_date: today,
    })
    assert.deepEqual(
      fieldErrorsOf(dueToday),
      {},
      'due on the center\'s today is not "before today"'
    )
  })

  test("the date fields read today in the center's zone, even for a user with a zone of their own", async ({
    client,
    assert,
  }) => {
    const user = await makeAdministrator({ centers: ['KUL'] })
    await db.from('users').where('id', user.id).update({ time_zone: 'Europe/London' })
    const page = await client.get('/dashboard').loginAs(user).withInertia()
    assert.deepInclude(page.body().props.display, {
      time_zone: 'Europe/London',
      today_zone: 'Asia/Kuala_Lumpur',
    })
    await db
      .from('users')
      .where('id', user.id)
      .update({ current_center_id: await centerId('BKK') })
    await db
      .insertQuery()
      .table('center_user')
      .insert({ user_id: user.id, center_id: await centerId('BKK') })
    const bangkok = await client.get('/dashboard').loginAs(user).withInertia()
    assert.equal(
      (bangkok.body().props.display as { today_zone: string }).today_zone,
      'Asia/Bangkok'
    )
  })
})

test.group('Dates: every date field takes only sensible days', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('far-future and far-past days are refused beside the field, never a 500', async ({
    client,
    assert,
  }) => {
    const user = await makeAdministrator({ centers: ['KUL'] })
    const today = calendarDayIn('Asia/Kuala_Lumpur')
    const hostile = ['9999-12-31', '0001-01-01', '1000-01-01', '1899-12-31', shiftYears(today, 31)]
    for (const date of DATE_FIELDS) {
      for (const day of hostile) {
        const response = await date.post(client, user, day)
        assert.equal(response.status(), 302, `${date.label} ${day}`)
        assert.isNotEmpty(fieldErrorsOf(response)[date.field]?.[0], `${date.label} ${day}`)
      }
    }
  })

  test('a GOP admitted on 9999-12-31 without "valid until" is a field error, nothing written', async ({
    client,
    assert,
  }) => {
    const user = await makeAdministrator({ centers: ['KUL'] })
    const caseId = await caseIn('KUL')
    const response = await send(
      client,
      user,
      `${cases(caseId)}/guarantee-of-payments`,
      await gopForm({ admission_date: '9999-12-31', valid_until: '' })
    )
    response.assertStatus(302)
    assert.equal(
      fieldErrorsOf(response).admission_date?.[0],
      'The admission date cannot be more than 2 years from today.'
    )
    assert.lengthOf(await db.from('gops').where('case_id', caseId), 0)
  })
})
