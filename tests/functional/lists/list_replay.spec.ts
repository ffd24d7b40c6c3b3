import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { usageSubjects } from '#resources/registry'
import { makeAdministrator, makeUser } from '#tests/helpers/users'
import { CaseFactory } from '#factories/case_factory'
import { caseIn, centerId, insertGop } from '#tests/helpers/gop_fixtures'
import {
  discoverLists,
  replayList,
  type ReplayReport,
  type ReplaySetup,
} from '#tests/helpers/list_replay_contract'

/**
 * An export replays the list the user saw (issue 28): for every list of the app, streaming it
 * (app/queries/list_stream.ts) gives the rows of its pages, in their order, whatever the sort,
 * its direction, a filter or a search, live or in the trash, over ties and NULLs in the sort
 * column (tests/helpers/list_replay_contract.ts).
 */
const { cases, unclaimed, routes } = await discoverLists()

async function setup(): Promise<ReplaySetup> {
  const user = await makeAdministrator({ centers: ['KUL', 'BKK', 'MNL'] })
  return {
    user,
    // No demo case has a file.
    seed: {
      case_files: async (caseId) => {
        const owner =
          caseId ?? ((await db.from('cases').orderBy('id').firstOrFail()) as { id: number }).id
        await db
          .insertQuery()
          .table('case_files')
          .insert({
            case_id: owner,
            original_name: 'discharge summary.pdf',
            storage_key: `case-files/replay-${owner}`,
            mime_type: 'application/pdf',
            size: 2048,
            sha256: 'a'.repeat(64),
            created_at: new Date(),
          })
      },
      // The person's own report exports (issue 32), in a center they hold.
      report_exports: async () => {
        const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
        const query = JSON.stringify({ q: `replay-${Math.random()}` })
        await db.insertQuery().table('report_exports').insert({
          user_id: user.id,
          center_id: center.id,
          report_key: 'case',
          format: 'csv',
          query,
          query_key: query,
          status: 'failed',
          created_at: new Date(),
        })
      },
      // The person's own notifications (no subject: the copies may repeat it).
      notifications: async () => {
        await db.insertQuery().table('notifications').insert({
          user_id: user.id,
          kind: 'task.assigned',
          title: 'Task for you',
          body: 'Call the hospital back.',
          link: '/navigate/tasks',
          created_at: new Date(),
        })
      },
    },
    // Rows copies cannot make. A copied user is in no center, so not among the accounts this
    // administrator sees; the accounts report's rows are the clients, providers and users with
    // cases in the center (a copied client, provider or user has none): each new one is given a
    // case of its own (a user: one they own), which the other lists of those tables ignore.
    more: {
      users: async (count) => {
        const kul = await centerId('KUL')
        for (let made = 0; made < count; made++) {
          const person = await makeUser({ centers: ['KUL'] })
          await CaseFactory.merge({ centerId: kul, ownerId: person.id }).apply('active').create()
        }
      },
      clients: async (count) => {
        const kul = await centerId('KUL')
        for (let made = 0; made < count; made++) await CaseFactory.merge({ centerId: kul }).create()
      },
      providers: async (count) => {
        // Providers holding no GOP yet (the copies), each given a GOP on a new case.
        const idle = (await db
          .from('providers')
          .whereNull('deleted_at')
          .whereNotIn('id', db.from('gops').select('provider_id'))
          .orderBy('id')
          .limit(count)
          .select('id')) as { id: number }[]
        for (const provider of idle) {
          const gop = await insertGop(await caseIn('KUL'))
          await db.from('gops').where('id', gop).update({ provider_id: provider.id })
        }
      },
    },
  }
}

test.group('Lists replay: the lists found', () => {
  test('every list builder of app/resources is replayed', ({ assert }) => {
    assert.deepEqual(unclaimed, [])
    assert.isAbove(cases.length, 35)
  })

  test('every resource of the registry is among them', ({ assert }) => {
    const missing = usageSubjects()
      .map((subject) => subject.routes)
      .filter((name) => !routes.has(name))
    assert.deepEqual(missing, [])
  })
})

test.group('Lists replay: streamed as paged', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const replay of cases) {
    for (const state of replay.trash ? (['live', 'trashed'] as const) : (['live'] as const)) {
      test(`${replay.name} (${state})`, async ({ assert }) => {
        const report: ReplayReport = await replayList(replay, state, await setup(), assert)
        assert.isAbove(report.compared, 0)
        // Each list is replayed filtered and searched wherever it can be.
        assert.equal(report.filtered, report.filterable, `${report.name}: filtered`)
        assert.equal(
          report.searched,
          report.searchable ? report.keys.length : 0,
          `${report.name}: searched under each sort`
        )
        for (const key of report.keys) {
          if (!key.unique)
            assert.isAtLeast(key.largestTie, 2, `${report.name}: a tie in ${key.key}`)
          if (key.nullable) assert.isAtLeast(key.nulls, 2, `${report.name}: NULLs in ${key.key}`)
        }
      })
    }
  }
})
