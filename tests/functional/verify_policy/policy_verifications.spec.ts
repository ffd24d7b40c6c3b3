import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { permissionGroups, type Permission } from '#permissions/catalogue'
import {
  SPEC_INSURERS,
  verificationField,
  verificationFormPath,
  type VerificationStatus,
} from '#contracts/policy_verification'
import { calendarDayIn, shiftDays } from '#contracts/calendar_days'
import { verificationWorkflow } from '#workflows/policy_verification_workflow'
import { caseIn, centerId } from '#tests/helpers/gop_fixtures'
import { CaseFactory } from '#factories/case_factory'
import { answerOf, assertAnswered, logOf, markCommittedRows, race } from '#tests/helpers/races'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { workflowContract } from '#tests/helpers/workflow_contract'
import { makeUser } from '#tests/helpers/users'
import { formOf, formReachable, insertVerification } from '#tests/helpers/verification_fixtures'

const VERIFY: Permission[] = [...permissionGroups.verify]
const NUL = '\u0000'

/** Someone who may verify with this insurer only (and open cases). */
function agentFor(permission: Permission, centers = ['KUL']) {
  return makeUser({ permissions: [permission, 'access-cases', 'view-case'], centers })
}

/** A request with every field any form asks, answered well (today on KUL's clock). */
async function validInput(): Promise<Record<string, string>> {
  const today = calendarDayIn('Asia/Kuala_Lumpur')
  const provider: { id: number } = await db
    .from('providers')
    .whereNull('deleted_at')
    .orderBy('id')
    .firstOrFail()
  const icd: { id: number } = await db.from('icds').where('code', 'A09').firstOrFail()
  return {
    policy_number: 'POL-778812',
    member_reference: 'A12345678',
    member_name: 'Tan Wei Ming',
    date_of_birth: '1980-05-14',
    admission_date: shiftDays(today, -1),
    provider_id: String(provider.id),
    icd_id: String(icd.id),
    estimated_cost: '12,500.00',
    currency_code: 'MYR',
    remarks: 'Admitted through the emergency department.',
  }
}

/** Hostile values for each posted input, each refused beside its own field. */
const HOSTILE: Record<string, string[]> = {
  policy_number: ['x'.repeat(61), `POL${NUL}1`],
  member_reference: ['y'.repeat(61), `A1${NUL}`],
  member_name: ['z'.repeat(161), `Tan${NUL}`],
  date_of_birth: ['2026-02-30', '9999-12-31', 'yesterday', '1800-01-01'],
  admission_date: ['2026-13-01', '0001-01-01', 'soon'],
  provider_id: ['2147483648', 'abc', '-1', '999999999'],
  icd_id: ['2147483648', '1.5', '0', '999999999'],
  estimated_cost: ['-5', 'abc', '1e309', '99999999999999999'],
  currency_code: ['XXXX', 'ZZZ', `MY${NUL}`],
  remarks: ['r'.repeat(2001), `note${NUL}`],
}

const store = (client: ApiClient, user: User, form: Record<string, string>) =>
  client
    .post('/verify-policy/requests')
    .loginAs(user)
    .withCsrfToken()
    .form(form)
    .withInertia()
    .redirects(0)

const errorsOf = (response: { flashMessages(): unknown }) =>
  ((response.flashMessages() as { inputErrorsBag?: Record<string, string[]> }).inputErrorsBag ??
    {}) as Record<string, string[]>

async function requestCount() {
  const [{ total }] = await db.from('policy_verifications').count('* as total')
  return Number(total)
}

/** Each insurer SPEC.md names, and one added as data (an eighth insurer needs no code). */
const EIGHTH = 'etiqa-takaful'
const INSURERS = [...SPEC_INSURERS.map((insurer) => insurer.slug), EIGHTH]

/** The eighth insurer: a form made as data, under one of SPEC.md's permissions. */
async function eighthInsurer() {
  const existing = await db.from('verification_forms').where('slug', EIGHTH).first()
  if (existing) return
  await db
    .insertQuery()
    .table('verification_forms')
    .insert({
      slug: EIGHTH,
      name: 'Etiqa Takaful',
      permission: 'verify-takaful-brunei',
      fields: JSON.stringify([
        { key: 'member_name', required: true, label: 'Participant' },
        { key: 'provider', required: true, label: null },
        { key: 'estimated_cost', required: false, label: null },
      ]),
      created_at: new Date(),
    })
}

test.group('Verify Policy: every insurer form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(eighthInsurer)

  for (const slug of INSURERS) {
    test(`${slug}: the page draws the form's fields in its order, prefilled from the case`, async ({
      client,
      assert,
    }) => {
      const form = await formOf(slug)
      const caseId = await caseIn('KUL')
      const member: { policy_number: string; first_name: string } = await db
        .from('cases')
        .join('members', 'members.id', 'cases.member_id')
        .where('cases.id', caseId)
        .select('members.policy_number', 'members.first_name')
        .firstOrFail()
      const user = await agentFor(form.permission as Permission)
      const response = await client
        .get(`${verificationFormPath(slug)}?case=${caseId}`)
        .loginAs(user)
        .withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('verify_policy/form')
      const props = response.inertiaProps as {
        form: { fields: { key: string; required: boolean }[] }
        prefill: { policy_number: string | null; member_name: string | null }
        onCase: { id: number }
      }
      assert.deepEqual(
        props.form.fields.map((field) => [field.key, field.required]),
        form.fields.map((field) => [field.key, field.required])
      )
      assert.equal(props.onCase.id, caseId)
      assert.equal(props.prefill.policy_number, member.policy_number)
      assert.include(props.prefill.member_name ?? '', member.first_name)
    })

    test(`${slug}: each required field is refused when missing, and nothing is stored`, async ({
      client,
      assert,
    }) => {
      const form = await formOf(slug)
      const caseId = await caseIn('KUL')
      const user = await agentFor(form.permission as Permission)
      const before = await requestCount()
      const response = await store(client, user, { form: slug, case_id: String(caseId) })
      response.assertStatus(302)
      const errors = errorsOf(response)
      const required = form.fields
        .filter((field) => field.required)
        .flatMap((field) => [...verificationField(field.key as never).inputs])
      assert.isAbove(required.length, 0)
      assert.sameMembers(Object.keys(errors), required)
      assert.equal(await requestCount(), before)
    })

    test(`${slug}: hostile input beside each field is refused there, and nothing is stored`, async ({
      client,
      assert,
    }) => {
      const form = await formOf(slug)
      const caseId = await caseIn('KUL')
      const user = await agentFor(form.permission as Permission)
      const valid = { form: slug, case_id: String(caseId), ...(await validInput()) }
      const before = await requestCount()
      const asked = form.fields.flatMap((field) => [
        ...verificationField(field.key as never).inputs,
      ])
      for (const name of asked) {
        for (const value of HOSTILE[name]) {
          const response = await store(client, user, { ...valid, [name]: value })
          response.assertStatus(302)
          assert.property(errorsOf(response), name, `${slug} ${name}=${JSON.stringify(value)}`)
        }
      }
      // The wrong type: a number or a list where text is expected.
      const typed = await client
        .post('/verify-policy/requests')
        .loginAs(user)
        .withCsrfToken()
        .json({ ...valid, [asked[0]]: ['a', 'b'] })
        .withInertia()
        .redirects(0)
      typed.assertStatus(302)
      assert.property(errorsOf(typed), asked[0])
      assert.equal(await requestCount(), before)
    })

    test(`${slug}: a request keeps what the form asks, and only that`, async ({
      client,
      assert,
    }) => {
      const form = await formOf(slug)
      const caseId = await caseIn('KUL')
      const user = await agentFor(form.permission as Permission)
      const response = await store(client, user, {
        form: slug,
        case_id: String(caseId),
        ...(await validInput()),
      })
      response.assertStatus(302)
      const made: Record<string, unknown> = await db
        .from('policy_verifications')
        .where('case_id', caseId)
        .firstOrFail()
      assert.equal(response.header('location'), `/verify-policy/requests/${made.id}`)
      assert.equal(made.status, 'pending')
      assert.match(String(made.number), /^VER-KUL-\d{4}-\d{6}$/)
      assert.deepEqual(
        (made.asked as { key: string }[]).map((field) => field.key),
        form.fields.map((field) => field.key)
      )
      const asked = new Set(form.fields.map((field) => field.key))
      const column: Record<string, string> = {
        policy_number: 'policy_number',
        member_reference: 'member_reference',
        member_name: 'member_name',
        date_of_birth: 'date_of_birth',
        admission_date: 'admission_date',
        provider: 'provider_id',
        diagnosis: 'icd_id',
        estimated_cost: 'estimated_cost',
        remarks: 'remarks',
      }
      for (const [key, name] of Object.entries(column)) {
        if (asked.has(key)) assert.isNotNull(made[name], `${slug} keeps ${key}`)
        else assert.isNull(made[name], `${slug} does not send ${key}`)
      }
      if (asked.has('estimated_cost')) assert.equal(made.estimated_cost, '12500.00')
      const logged = await db.from('activity_logs').where({
        subject_type: 'policy_verification',
        subject_id: String(made.id),
        action: 'create',
      })
      assert.lengthOf(logged, 1)
    })

    test(`${slug}: 403 without its permission, for the page and the request`, async ({
      client,
      assert,
    }) => {
      const form = await formOf(slug)
      const other = VERIFY.find((permission) => permission !== form.permission)!
      const user = await agentFor(other)
      const caseId = await caseIn('KUL')
      const page = await client
        .get(`${verificationFormPath(slug)}?case=${caseId}`)
        .loginAs(user)
        .withInertia()
      page.assertStatus(403)
      const before = await requestCount()
      const posted = await store(client, user, {
        form: slug,
        case_id: String(caseId),
        ...(await validInput()),
      })
      posted.assertStatus(403)
      assert.equal(await requestCount(), before)
    })
  }
})

test.group('Verify Policy: a request on a member, and refusals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('without a case: the member is chosen, the form fills from them, a case is optional', async ({
    client,
    assert,
  }) => {
    const user = await agentFor('verify-zurich')
    const caseId = await caseIn('KUL')
    const owner: { member_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
    const page = await client
      .get(`/verify-policy/zurich?member=${owner.member_id}`)
      .loginAs(user)
      .withInertia()
    page.assertStatus(200)
    const props = page.inertiaProps as {
      member: { id: number }
      memberCases: { value: string }[]
      onCase: null
    }
    assert.equal(props.member.id, owner.member_id)
    assert.isNull(props.onCase)
    assert.include(
      props.memberCases.map((option) => option.value),
      String(caseId)
    )
    const missing = await store(client, user, { form: 'zurich', ...(await validInput()) })
    assert.property(errorsOf(missing), 'member_id')
    const made = await store(client, user, {
      form: 'zurich',
      member_id: String(owner.member_id),
      ...(await validInput()),
    })
    made.assertStatus(302)
    const row: { case_id: number | null; member_id: number } = await db
      .from('policy_verifications')
      .where('member_id', owner.member_id)
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.isNull(row.case_id)
  })

  test('a closed case refuses a new request in its words; another center’s case is 404', async ({
    client,
    assert,
  }) => {
    const user = await agentFor('verify-zurich')
    const closed = await caseIn('KUL', 'closed')
    const before = await requestCount()
    const refused = await store(client, user, {
      form: 'zurich',
      case_id: String(closed),
      ...(await validInput()),
    })
    refused.assertStatus(302)
    assert.match((refused.flashMessages() as { error?: string }).error ?? '', /This case is closed/)
    const elsewhere = await caseIn('MNL')
    const hidden = await store(client, user, {
      form: 'zurich',
      case_id: String(elsewhere),
      ...(await validInput()),
    })
    hidden.assertStatus(404)
    const page = await client.get(`/verify-policy/zurich?case=${elsewhere}`).loginAs(user)
    page.assertStatus(404)
    const bad = await client.get('/verify-policy/zurich?case=abc').loginAs(user)
    bad.assertStatus(404)
    assert.equal(await requestCount(), before)
  })

  test('a form in the trash, or unknown, answers 404', async ({ client }) => {
    const user = await makeUser({ permissions: VERIFY, centers: ['KUL'] })
    await db
      .from('verification_forms')
      .where('slug', 'pacific-cross')
      .update({ deleted_at: new Date() })
    const page = await client.get('/verify-policy/pacific-cross').loginAs(user)
    page.assertStatus(404)
    const unknown = await client.get('/verify-policy/forms/no-such-insurer').loginAs(user)
    unknown.assertStatus(404)
    const posted = await store(client, user, { form: 'no-such-insurer' })
    posted.assertStatus(404)
  })

  test('the center list and the lookups need a Verify permission; rows are the center’s', async ({
    client,
    assert,
  }) => {
    const mine = await insertVerification('KUL')
    const theirs = await insertVerification('MNL')
    const user = await agentFor('verify-pacific-cross')
    const list = await client.get('/verify-policy/requests').loginAs(user).withInertia()
    list.assertStatus(200)
    const ids = (list.inertiaProps as { rows: { id: number }[] }).rows.map((row) => row.id)
    assert.include(ids, mine.id)
    assert.notInclude(ids, theirs.id)
    const nobody = await makeUser({ permissions: ['access-cases', 'view-case'], centers: ['KUL'] })
    for (const path of [
      '/verify-policy/requests',
      '/verify-policy/lookup/members?q=tan',
      '/verify-policy/lookup/providers?q=a',
      '/verify-policy/lookup/icds?q=A09',
    ]) {
      const refused = await client.get(path).loginAs(nobody).header('accept', 'application/json')
      assert.equal(refused.status(), 403, path)
    }
    const found = await client
      .get('/verify-policy/lookup/icds?q=A09')
      .loginAs(user)
      .header('accept', 'application/json')
    found.assertStatus(200)
    assert.isAbove((found.body() as { options: unknown[] }).options.length, 0)
  })

  test('a request is read by its insurer’s verifiers, or on its case by who may open it', async ({
    client,
  }) => {
    const onCase = await insertVerification('KUL', { slug: 'zurich' })
    const alone = await insertVerification('KUL', { slug: 'zurich', onCase: false })
    const caseReader = await makeUser({
      permissions: ['access-cases', 'view-case'],
      centers: ['KUL'],
    })
    const read = (id: number, user: User) =>
      client.get(`/verify-policy/requests/${id}`).loginAs(user).withInertia()
    const onItsCase = await read(onCase.id, caseReader)
    onItsCase.assertStatus(200)
    const aloneRefused = await read(alone.id, caseReader)
    aloneRefused.assertStatus(403)
    const verifier = await agentFor('verify-zurich')
    const aloneRead = await read(alone.id, verifier)
    aloneRead.assertStatus(200)
  })
})

centerScopeContract({
  title: 'Verification requests',
  prefix: '/verify-policy/requests',
  table: 'policy_verifications',
  listPath: '/verify-policy/requests',
  makeRecord: async (code) => {
    const made = await insertVerification(code)
    return made.id
  },
  permissions: [...VERIFY, 'access-cases', 'view-case'],
  params: { transition: 'verify' },
  minimumRoutes: 4,
})

workflowContract<VerificationStatus>({
  title: 'Verification requests',
  workflow: verificationWorkflow('verify-allied-bankers') as never,
  table: 'policy_verifications',
  path: (id, transition) => `/verify-policy/requests/${id}/transitions/${transition}`,
  makeInState: async (state) => {
    await formReachable('allied-bankers')
    const made = await insertVerification('KUL', { status: state })
    return made.id
  },
  permissions: ['access-cases', 'view-case'],
  input: {
    insurer_reference: 'ABI-VR-0001',
    answer_remarks: 'In force; inpatient cover to the plan limit.',
    last_transmission: '0',
  },
})

test.group('Verify Policy: a mistake undone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a pending request never sent is deleted and restored by its insurer’s verifiers only', async ({
    client,
    assert,
  }) => {
    const made = await insertVerification('KUL', { slug: 'zurich' })
    const remove = (user: User) =>
      client.delete(`/verify-policy/requests/${made.id}`).loginAs(user).withCsrfToken().redirects(0)
    const stranger = await agentFor('verify-great-eastern')
    const refused = await remove(stranger)
    refused.assertStatus(403)
    const verifier = await agentFor('verify-zurich')
    const removed = await remove(verifier)
    removed.assertStatus(302)
    const trashed: { deleted_at: Date | null } = await db
      .from('policy_verifications')
      .where('id', made.id)
      .firstOrFail()
    assert.isNotNull(trashed.deleted_at)
    const restored = await client
      .post(`/verify-policy/requests/${made.id}/restore`)
      .loginAs(verifier)
      .withCsrfToken()
      .redirects(0)
    restored.assertStatus(302)
    const back: { deleted_at: Date | null } = await db
      .from('policy_verifications')
      .where('id', made.id)
      .firstOrFail()
    assert.isNull(back.deleted_at)
  })

  test('a request sent or answered is kept: its delete is refused in words', async ({
    client,
    assert,
  }) => {
    const answered = await insertVerification('KUL', { slug: 'zurich', status: 'verified' })
    const sent = await insertVerification('KUL', { slug: 'zurich' })
    const owner: { center_id: number } = await db
      .from('policy_verifications')
      .where('id', sent.id)
      .firstOrFail()
    await db
      .insertQuery()
      .table('transmissions')
      .insert({
        center_id: owner.center_id,
        case_id: sent.caseId,
        document_type: 'policy_verification',
        document_id: sent.id,
        recipients: ['verify@insurer.test'],
        subject: 'Policy verification',
        status: 'sent',
        attempts: 1,
        created_at: new Date(),
      })
    const verifier = await agentFor('verify-zurich')
    for (const [id, words] of [
      [answered.id, /is answered; it is kept/],
      [sent.id, /was sent to Zurich; record its answer/],
    ] as const) {
      const usage = await client
        .get(`/verify-policy/requests/${id}/usage`)
        .loginAs(verifier)
        .header('accept', 'application/json')
      usage.assertStatus(200)
      assert.match(String((usage.body() as { refusal: string | null }).refusal), words)
      const refused = await client
        .delete(`/verify-policy/requests/${id}`)
        .loginAs(verifier)
        .withCsrfToken()
        .redirects(0)
      refused.assertStatus(403)
      const row: { deleted_at: Date | null } = await db
        .from('policy_verifications')
        .where('id', id)
        .firstOrFail()
      assert.isNull(row.deleted_at)
    }
  })
})

const RACE_TRIALS = 3

/**
 * A case's close and a new request on it, sent at once or queued at the case's lock in each
 * order (tests/helpers/races.ts): whichever comes first, never a request made on a closed case;
 * the later one is refused in the case's words, or both are done one after the other.
 */
test.group('Verify Policy: a request racing its case’s close', (group) => {
  let closer: User
  let agent: User
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    closer = await makeUser({
      permissions: ['access-cases', 'view-case', 'update-case', 'force-close-case'],
      centers: ['KUL'],
    })
    agent = await agentFor('verify-zurich')
    return removeCommitted
  })

  for (let trial = 0; trial < RACE_TRIALS; trial++) {
    test(`close against a new request (trial ${trial})`, async ({ client, assert }) => {
      const made = await CaseFactory.merge({ centerId: await centerId('KUL') })
        .apply('billing')
        .create()
      const caseId = made.id
      const input = await validInput()
      const [closing, creating] = await race(
        assert,
        [
          () =>
            client
              .post(`/navigate/cases/${caseId}/transitions/force-close`)
              .loginAs(closer)
              .withCsrfToken()
              .withInertia()
              .form({ outcome: 'successful', reason: 'The member flew home' })
              .redirects(0),
          () => store(client, agent, { form: 'zurich', case_id: String(caseId), ...input }),
        ],
        { trial, lock: { table: 'cases', id: caseId } }
      )
      const closed = answerOf(closing)
      const created = answerOf(creating)
      assertAnswered(assert, closed, 'the closer')
      assertAnswered(assert, created, 'the agent')
      assert.equal(closed.kind, 'done', 'a request does not keep a case open')
      const requests: { id: number }[] = await db
        .from('policy_verifications')
        .where('case_id', caseId)
        .select('id')
      const closeLog = await logOf('case', caseId, closer)
      if (created.kind === 'done') {
        assert.lengthOf(requests, 1)
        const [asked] = await logOf('policy_verification', requests[0].id, agent)
        const close = closeLog.find((entry) => entry.action === 'transition')!
        assert.isBelow(asked.id, close.id, 'a request logged after the case closed')
      } else {
        assert.lengthOf(requests, 0)
        assert.match(created.kind === 'refused' ? created.words : '', /This case is closed/)
      }
    })
  }
})
