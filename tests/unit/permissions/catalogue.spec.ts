import { test } from '@japa/runner'
import {
  allPermissions,
  describePermission,
  groupOf,
  isPermission,
  permissionGroups,
} from '#permissions/catalogue'

/** SPEC.md §6, copied word for word: the catalogue must hold every one of these. */
const SPEC_PERMISSIONS =
  `access-business-entities access-centers access-countries access-states access-currencies
access-programs access-program-types access-icds access-incident-types access-incident-categories
access-incident-services access-incident-items access-incident-scripts access-email-groups
access-whats-app-templates update-gop-setting access-gop-templates verify-allied-bankers
verify-hong-leong-assurance verify-pacific-cross verify-great-eastern verify-zurich verify-takaful-brunei
verify-starr-international access-whatsapp access-case-report access-accounts-report access-agent-report
access-accounts-payable-report access-accounts-receivable-report access-transmission-report
update-general-settings update-appearance-header update-appearance-footer update-email-settings access-roles
access-capabilities update-security-settings access-activity-log create-case create-member create-provider
create-client create-user access-users access-members access-providers access-clients access-cases
access-tasks access-guarantee-of-payments access-request-for-payments access-charge-slips view-case
update-member access-contacts access-incidents access-withdrawal-of-gops access-feedbacks`.split(
    /\s+/
  )

/** PRODUCT.md "Permissions": the workflow permissions. */
const WORKFLOW_PERMISSIONS = [
  'approve-guarantee-of-payments',
  'send-guarantee-of-payments',
  'revise-guarantee-of-payments',
  'approve-request-for-payments',
  'collect-request-for-payments',
  'approve-charge-slips',
  'pay-charge-slips',
  'force-close-case',
]

test.group('Permission catalogue', () => {
  test('holds every permission named in SPEC.md §6 and PRODUCT.md', ({ assert }) => {
    for (const name of [...SPEC_PERMISSIONS, ...WORKFLOW_PERMISSIONS]) {
      assert.isTrue(isPermission(name), `${name} is missing`)
    }
  })

  test('names each permission once, in action-resource form', ({ assert }) => {
    assert.equal(new Set(allPermissions).size, allPermissions.length)
    for (const name of allPermissions) assert.match(name, /^[a-z]+(-[a-z]+)+$/)
  })

  test('gives every Manage resource the full create/update/delete/restore set', ({ assert }) => {
    assert.includeMembers(
      [...permissionGroups.manage],
      ['access-countries', 'create-country', 'update-country', 'delete-country', 'restore-country']
    )
  })

  test("knows each permission's menu group and a readable description", ({ assert }) => {
    assert.equal(groupOf('access-roles'), 'settings')
    assert.equal(groupOf('verify-zurich'), 'verify')
    assert.equal(describePermission('access-incident-types'), 'Access incident types')
    assert.isFalse(isPermission('access-everything'))
  })
})
