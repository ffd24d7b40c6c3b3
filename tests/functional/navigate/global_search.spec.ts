import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { CaseFactory } from '#factories/case_factory'
import { MemberFactory } from '#factories/member_factory'
import { makeUser } from '#tests/helpers/users'
import { centerId, insertGop } from '#tests/helpers/gop_fixtures'
import { insertChargeSlip, insertRfp } from '#tests/helpers/charge_slip_fixtures'
import { HOSTILE_STRINGS } from '#tests/helpers/hostile_values'
import type { Permission } from '#permissions/catalogue'
import type { GlobalSearchAnswer, SearchKind } from '#contracts/global_search'

/** What each group needs: the permissions of the page its records open. */
const GROUP_PERMISSIONS: Record<SearchKind, Permission[]> = {
  cases: ['access-cases', 'view-case'],
  members: ['access-members'],
  providers: ['access-providers'],
  gops: ['access-cases', 'view-case', 'access-guarantee-of-payments'],
  rfps: ['access-cases', 'view-case', 'access-request-for-payments'],
  charge_slips: ['access-cases', 'view-case', 'access-charge-slips'],
}

const EVERY_GROUP = [...new Set(Object.values(GROUP_PERMISSIONS).flat())]

/** A user in these centers, working in the first. */
async function userIn(centers: string[], permissions: Permission[] = EVERY_GROUP) {
  const user = await makeUser({ permissions, centers })
  await db
    .from('users')
    .where('id', user.id)
    .update({ current_center_id: await centerId(centers[0]) })
  return user
}

async function search(client: ApiClient, user: User, q: string | Record<string, string>) {
  const query = typeof q === 'string' ? { q } : q
  const response = await client
    .get('/navigate/search')
    .qs(query)
    .loginAs(user)
    .header('accept', 'application/json')
  response.assertStatus(200)
  return response.body() as GlobalSearchAnswer
}

const groupOf = (answer: GlobalSearchAnswer, kind: SearchKind) =>
  answer.groups.find((group) => group.kind === kind)

const idsOf = (answer: GlobalSearchAnswer, kind: SearchKind) =>
  (groupOf(answer, kind)?.hits ?? []).map((hit) => hit.id)

/**
 * One record of each kind, named so no demo record shares its words: a member with a policy
 * number read in its middle, the member's cases in KUL, BKK and MNL, a GOP, an RFP and a charge
 * slip on the KUL case, and a provider.
 */
async function world() {
  const member = await MemberFactory.merge({
    firstName: 'Maria Luz',
    lastName: 'Quisumbing',
    policyNumber: 'ZURICH-MY-771902',
    dateOfBirth: DateTime.fromISO('1980-02-03'),
  }).create()
  const caseIn = async (code: string) => {
    const record = await CaseFactory.merge({ centerId: await centerId(code), memberId: member.id })
      .apply('active')
      .create()
    return { id: record.id, number: record.number }
  }
  const kul = await caseIn('KUL')
  const bkk = await caseIn('BKK')
  const mnl = await caseIn('MNL')
  const gop = await insertGop(kul.id)
  await db.from('gops').where('id', gop).update({ number: 'GOP-KUL-2026-987654' })
  const rfp = await insertRfp(kul.id)
  await db.from('request_for_payments').where('id', rfp).update({ number: 'RFP-KUL-2026-876543' })
  const slip = await insertChargeSlip(kul.id, { invoiceNumber: 'INV-ZQ-55501' })
  const country: { id: number } = await db.from('countries').whereNull('deleted_at').firstOrFail()
  const now = new Date()
  const [provider] = await db
    .insertQuery()
    .table('providers')
    .insert({
      code: 'XYLO',
      name: 'Xylophone Memorial Clinic',
      provider_type: 'hospital',
      status: 'validated',
      country_id: country.id,
      city: 'Cebu',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  return { member, kul, bkk, mnl, gop, rfp, slip, provider: (provider as { id: number }).id }
}

test.group('Global search: what it finds', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each group finds its records and opens them', async ({ client, assert }) => {
    const made = await world()
    const user = await userIn(['KUL'])

    const byNumber = await search(client, user, made.kul.number)
    assert.deepEqual(idsOf(byNumber, 'cases'), [made.kul.id])
    assert.equal(groupOf(byNumber, 'cases')!.hits[0].url, `/navigate/cases/${made.kul.id}`)
    // Without the center's code: the number as the agent reads it out.
    const bare = made.kul.number.replace(/^KUL-/, '')
    assert.include(idsOf(await search(client, user, bare), 'cases'), made.kul.id)

    for (const term of ['quisumbing', 'Quisumbing, Maria', 'maria luz quis', 'zurich-my-77']) {
      const answer = await search(client, user, term)
      assert.include(idsOf(answer, 'members'), made.member.id, term)
    }
    const memberHit = groupOf(await search(client, user, 'quisumbing'), 'members')!.hits[0]
    assert.equal(memberHit.url, `/accounts/members/${made.member.id}`)
    assert.equal(memberHit.born, '1980-02-03')
    assert.include(memberHit.detail, 'ZURICH-MY-771902')
    assert.include(memberHit.detail, 'Principal')

    // The date of birth, as the box reads it from the site's format ("03 Feb 1980").
    const born = await search(client, user, { q: '03 Feb 1980', day: '1980-02-03' })
    assert.include(idsOf(born, 'members'), made.member.id)

    const providers = await search(client, user, 'xylophone mem')
    assert.deepEqual(idsOf(providers, 'providers'), [made.provider])
    assert.equal(
      groupOf(providers, 'providers')!.hits[0].url,
      `/accounts/providers/${made.provider}`
    )

    const gops = await search(client, user, 'GOP-KUL-2026-9876')
    assert.deepEqual(idsOf(gops, 'gops'), [made.gop])
    assert.equal(
      groupOf(gops, 'gops')!.hits[0].url,
      `/navigate/cases/${made.kul.id}?tab=guarantee-of-payments`
    )
    // The GOP's number without its prefix and center.
    assert.deepEqual(idsOf(await search(client, user, '2026-987654'), 'gops'), [made.gop])

    const rfps = await search(client, user, 'rfp-kul-2026-876543')
    assert.deepEqual(idsOf(rfps, 'rfps'), [made.rfp])
    assert.equal(
      groupOf(rfps, 'rfps')!.hits[0].url,
      `/navigate/cases/${made.kul.id}?tab=request-for-payments`
    )

    const slips = await search(client, user, 'inv-zq-555')
    assert.deepEqual(idsOf(slips, 'charge_slips'), [made.slip])
    assert.equal(
      groupOf(slips, 'charge_slips')!.hits[0].url,
      `/navigate/cases/${made.kul.id}?tab=charge-slips`
    )

    // Every hit's page opens for this user.
    for (const answer of [byNumber, providers, gops, rfps, slips]) {
      for (const found of answer.groups.flatMap((entry) => entry.hits)) {
        const page = await client.get(found.url).loginAs(user).withInertia()
        page.assertStatus(200)
      }
    }
  })

  test('a typo in a name still finds the member', async ({ client, assert }) => {
    const made = await world()
    const user = await userIn(['KUL'])
    const answer = await search(client, user, 'Quisumbng')
    const members = groupOf(answer, 'members')
    assert.include(idsOf(answer, 'members'), made.member.id)
    assert.equal(members?.corrected, 'quisumbing')
    // Two words, one misspelt.
    const both = await search(client, user, 'quisumbnig maria')
    assert.include(idsOf(both, 'members'), made.member.id)
    // Nothing near: nothing found, nothing corrected.
    const none = await search(client, user, 'Zzyzzyvq')
    assert.isUndefined(groupOf(none, 'members'))
  })

  test('a renamed member is found under the new name, with a typo too', async ({
    client,
    assert,
  }) => {
    const made = await world()
    await db.from('members').where('id', made.member.id).update({ last_name: 'Wojciechowska' })
    const user = await userIn(['KUL'])
    assert.include(idsOf(await search(client, user, 'Wojciechowsk'), 'members'), made.member.id)
    assert.include(idsOf(await search(client, user, 'Wojciehowska'), 'members'), made.member.id)
  })
})

test.group('Global search: who sees what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each group is shown only to who may open its records', async ({ client, assert }) => {
    const made = await world()
    const terms: Record<SearchKind, string> = {
      cases: made.kul.number,
      members: 'quisumbing',
      providers: 'xylophone',
      gops: 'GOP-KUL-2026-987654',
      rfps: 'RFP-KUL-2026-876543',
      charge_slips: 'INV-ZQ-55501',
    }
    for (const kind of Object.keys(GROUP_PERMISSIONS) as SearchKind[]) {
      const allowed = await userIn(['KUL'], GROUP_PERMISSIONS[kind])
      assert.isAbove(idsOf(await search(client, allowed, terms[kind]), kind).length, 0, kind)
      // Everything else, less one of the group's permissions: the group is not there.
      for (const missing of GROUP_PERMISSIONS[kind]) {
        const others = EVERY_GROUP.filter((permission) => permission !== missing)
        const refused = await userIn(['KUL'], others)
        const answer = await search(client, refused, terms[kind])
        assert.isUndefined(groupOf(answer, kind), `${kind} without ${missing}`)
      }
    }
    // No permission at all: an empty answer, not an error.
    const nobody = await userIn(['KUL'], [])
    const nothing = await search(client, nobody, 'quisumbing')
    assert.deepEqual(nothing.groups, [])
  })

  test('another of the user’s centers gives the switch page; a center they are not in never appears', async ({
    client,
    assert,
  }) => {
    const made = await world()
    const user = await userIn(['KUL', 'BKK'])
    const bkk = await search(client, user, made.bkk.number)
    const hit = groupOf(bkk, 'cases')!.hits.find((found) => found.id === made.bkk.id)!
    assert.equal(hit.other_center, 'BKK')
    const page = await client.get(hit.url).loginAs(user).withInertia()
    page.assertStatus(409)
    page.assertInertiaComponent('errors/other_center')
    // Its own center's record says nothing of a center.
    const kul = await search(client, user, made.kul.number)
    assert.isUndefined(groupOf(kul, 'cases')!.hits[0].other_center)

    // MNL is not theirs: its case is never found, by its number or without its code.
    assert.isUndefined(groupOf(await search(client, user, made.mnl.number), 'cases'))
    const sequence = made.mnl.number.replace(/^MNL-/, '')
    const bare = await search(client, user, sequence)
    assert.notInclude(idsOf(bare, 'cases'), made.mnl.id)
    // Its GOP neither.
    const mnlGop = await insertGop(made.mnl.id)
    await db.from('gops').where('id', mnlGop).update({ number: 'GOP-MNL-2026-987654' })
    const gops = await search(client, user, '2026-987654')
    assert.deepEqual(idsOf(gops, 'gops'), [made.gop])
  })

  test('a guest is sent to sign in', async ({ client }) => {
    const response = await client
      .get('/navigate/search')
      .qs({ q: 'quisumbing' })
      .header('accept', 'application/json')
      .redirects(0)
    response.assertStatus(401)
  })
})

test.group('Global search: hostile input', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('empty, huge, NUL, punctuation or not text: an empty answer, never a 500', async ({
    client,
    assert,
  }) => {
    await world()
    const user = await userIn(['KUL', 'BKK'])
    const empties = ['', '   ', 'x'.repeat(10_000), '\u0000', '%', '_', '%%%___', '!!!', '-', '\\']
    for (const q of empties) {
      const answer = await search(client, user, q)
      assert.deepEqual(answer.groups, [], JSON.stringify(q.slice(0, 20)))
    }
    for (const q of HOSTILE_STRINGS) {
      const response = await client
        .get('/navigate/search')
        .qs({ q, day: q })
        .loginAs(user)
        .header('accept', 'application/json')
      response.assertStatus(200)
    }
    // Not text: no term.
    const response = await client
      .get('/navigate/search?q[]=quisumbing&q[x]=1&day[]=1980-02-03')
      .loginAs(user)
      .header('accept', 'application/json')
    response.assertStatus(200)
    assert.deepEqual((response.body() as GlobalSearchAnswer).groups, [])
    // A day that is no day is no day (and the words still search).
    for (const day of ['1980-02-30', '0000-01-01', '1980-2-3', '99999-01-01']) {
      const answer = await search(client, user, { q: 'zzzz', day })
      assert.deepEqual(answer.groups, [], day)
    }
    // NUL inside a real search: dropped, the rest still searched.
    const nul = await search(client, user, 'quisum\u0000bing')
    assert.isDefined(groupOf(nul, 'members'))
  })
})

test.group('Member search: any part of the policy number', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the members list and the case form’s picker find "771902" in ZURICH-MY-771902', async ({
    client,
    assert,
  }) => {
    const made = await world()
    const reader = await makeUser({ permissions: ['access-members'] })
    for (const term of ['771902', 'my-7719', 'MY-771902']) {
      const list = await client
        .get('/accounts/members')
        .qs({ q: term })
        .loginAs(reader)
        .withInertia()
      list.assertStatus(200)
      const rows = (list.body().props as { rows: { id: number }[] }).rows
      assert.include(
        rows.map((row) => row.id),
        made.member.id,
        `list "${term}"`
      )
    }
    const agent = await makeUser({ permissions: ['access-cases', 'create-case'] })
    const picker = await client
      .get('/navigate/cases/members')
      .qs({ q: '771902' })
      .loginAs(agent)
      .header('accept', 'application/json')
    picker.assertStatus(200)
    const members = (picker.body() as { members: { id: number }[] }).members
    assert.include(
      members.map((member) => member.id),
      made.member.id
    )
    // Two characters have no trigram: only the start of the number is read, as before.
    const short = await client
      .get('/accounts/members')
      .qs({ q: '09' })
      .loginAs(reader)
      .withInertia()
    const shortRows = (short.body().props as { rows: { id: number }[] }).rows
    assert.notInclude(
      shortRows.map((row) => row.id),
      made.member.id
    )
  })

  test('the case list finds the member’s cases by the middle of the policy number', async ({
    client,
    assert,
  }) => {
    const made = await world()
    const user = await userIn(['KUL'], ['access-cases'])
    const list = await client.get('/navigate/cases').qs({ q: '771902' }).loginAs(user).withInertia()
    list.assertStatus(200)
    const rows = (list.body().props as { rows: { id: number }[] }).rows
    assert.deepEqual(
      rows.map((row) => row.id),
      [made.kul.id]
    )
  })
})
