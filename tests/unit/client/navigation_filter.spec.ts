import { test } from '@japa/runner'
import {
  isActive,
  isGroupActive,
  isUnderPrefix,
  visibleGroup,
  visibleGroups,
} from '../../../inertia/lib/navigation_filter.js'
import { menuGroups, shortcutMenu } from '../../../inertia/navigation.js'

const groups = [
  {
    text: 'Manage',
    prefix: '/manage',
    links: [
      {
        text: 'Countries',
        routeName: 'manage.countries.index',
        activeRoute: '/manage/countries',
        permission: 'access-countries',
      },
      {
        text: 'Centers',
        routeName: 'manage.centers.index',
        activeRoute: '/manage/centers',
        permission: 'access-centers',
      },
    ],
  },
  {
    text: 'Reports',
    prefix: '/reports',
    links: [{ text: 'Case', routeName: 'reports.case.index', permission: 'access-case-report' }],
  },
]
const hrefs: Record<string, string> = {
  'manage.countries.index': '/manage/countries',
  'manage.centers.index': '/manage/centers',
  'reports.case.index': '/reports/case',
}
const hrefOf = (name: string) => hrefs[name]

test.group('Menu filtering', () => {
  test('keeps only permitted links and hides a group with none', ({ assert }) => {
    const visible = visibleGroups(groups, ['access-countries'])
    assert.deepEqual(
      visible.map((group) => group.text),
      ['Manage']
    )
    assert.deepEqual(
      visible[0].links.map((link) => link.text),
      ['Countries']
    )
    assert.lengthOf(visibleGroups(groups, []), 0)
    assert.lengthOf(visibleGroups(groups, ['access-case-report', 'access-centers']), 2)
  })

  test('highlights the current link by route or active prefix', ({ assert }) => {
    const [countries, centers] = groups[0].links
    assert.isTrue(isActive(countries, '/manage/countries?page=2', hrefOf))
    assert.isTrue(isActive(countries, '/manage/countries/12/edit', hrefOf))
    assert.isFalse(isActive(centers, '/manage/countries', hrefOf))
    assert.isTrue(isGroupActive(groups[0], '/manage/states', hrefOf))
    assert.isFalse(isGroupActive(groups[1], '/manage/states', hrefOf))
  })

  test('matches prefixes segment by segment', ({ assert }) => {
    assert.isTrue(isUnderPrefix('/manage/countries/3', '/manage'))
    assert.isFalse(isUnderPrefix('/manage-x', '/manage'))
    assert.isTrue(isUnderPrefix('http://localhost:3333/reports/case#top', '/reports'))
  })
})

test.group('The Shortcut menu', () => {
  test('offers "New case" first, to who may open a case (SPEC.md §6 create-case)', ({ assert }) => {
    assert.deepInclude(shortcutMenu.links[0], {
      text: 'New case',
      routeName: 'navigate.cases.create',
      permission: 'create-case',
    })
    const shortcut = visibleGroup(shortcutMenu, ['create-case'])
    assert.deepEqual(
      shortcut?.links.map((link) => link.text),
      ['New case']
    )
  })
})

test('the Reports menu lists each report to the holders of its permission only', ({ assert }) => {
  const reports = menuGroups.find((group) => group.slug === 'reports')!
  assert.deepEqual(
    visibleGroup(reports, ['access-case-report'])?.links.map((link) => link.routeName),
    ['reports.case.index', 'reports.exports.index']
  )
  assert.isNull(visibleGroup(reports, ['access-cases']))
})

test.group('Navigation: a link open to any of several permissions', () => {
  test('My exports shows to a holder of any one report permission, and to no one else', ({
    assert,
  }) => {
    const reports = {
      text: 'Reports',
      prefix: '/reports',
      links: [
        {
          text: 'My exports',
          routeName: 'reports.exports.index',
          anyOf: ['access-case-report', 'access-agent-report'],
        },
      ],
    }
    assert.isNotNull(visibleGroup(reports, ['access-agent-report']))
    assert.isNotNull(visibleGroup(reports, ['access-case-report', 'access-cases']))
    assert.isNull(visibleGroup(reports, ['access-cases']))
    assert.isNull(visibleGroup(reports, []))
  })
})
