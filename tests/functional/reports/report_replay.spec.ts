import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { REPORTS } from '#reports/registry'
import { makeAdministrator } from '#tests/helpers/users'
import { replayList, type ReplayReport } from '#tests/helpers/list_replay_contract'

/**
 * A report's export replays the list its page previewed (issue 32; the list replay contract,
 * tests/helpers/list_replay_contract.ts): for every report of the registry, streaming its list
 * gives the rows of its pages, in their order, under every sort both ways, plain and filtered,
 * over ties in the sort column. The reports live in app/reports, not app/resources, so the
 * contract's discovery does not find them; they are listed here from the registry.
 */
test.group('Reports replay: streamed as paged', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const report of Object.values(REPORTS)) {
    test(`reports:${report.key}`, async ({ assert }) => {
      const user = await makeAdministrator({ centers: ['KUL', 'BKK', 'MNL'] })
      const result: ReplayReport = await replayList(
        {
          name: `reports:${report.key}`,
          build: (request) =>
            report.list({ actor: request.actor, variant: report.variants[0]?.key ?? null }),
          trash: false,
        },
        'live',
        { user },
        assert
      )
      assert.isAbove(result.compared, 0)
      assert.equal(result.filtered, result.filterable, `${result.name}: filtered`)
      for (const key of result.keys) {
        if (!key.unique) assert.isAtLeast(key.largestTie, 2, `${result.name}: a tie in ${key.key}`)
        if (key.nullable) assert.isAtLeast(key.nulls, 2, `${result.name}: NULLs in ${key.key}`)
      }
    })
  }
})
