import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { readSettings } from '#services/settings'

const path = '/manage/gop-settings'

test.group('GOP settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function validInput() {
    const entity = await db.from('business_entities').orderBy('id').firstOrFail()
    // Company-wide: owned by neither a business entity nor a provider.
    const template = await db
      .from('gop_templates')
      .whereNull('business_entity_id')
      .whereNull('provider_id')
      .firstOrFail()
    const emailGroup = await db.from('email_groups').orderBy('id').firstOrFail()
    return {
      gop_default_business_entity_id: String(entity.id),
      gop_default_template_id: String(template.id),
      gop_default_sending_mode: 'group-sending',
      gop_default_validity_days: '45',
      gop_copy_email_group_id: String(emailGroup.id),
    }
  }

  test('shows the defaults and the choices', async ({ client, assert }) => {
    const user = await makeUser({ permissions: ['update-gop-setting'] })
    const response = await client.get(path).loginAs(user).withInertia()
    response.assertInertiaComponent('manage/gop_settings/edit')
    const props = response.body().props as {
      values: Record<string, unknown>
      sendingModes: { value: string }[]
      gopTemplates: { label: string }[]
    }
    assert.equal(props.values.gop_default_validity_days, 30)
    // The page's values do not shadow the shared site settings (title, footer).
    assert.isString((response.body().props.settings as { site_title: string }).site_title)
    assert.equal(props.values.gop_default_sending_mode, 'manual-sending')
    assert.deepEqual(
      props.sendingModes.map((mode) => mode.value),
      ['manual-sending', 'group-sending']
    )
    // Company-wide templates only: an entity's own letter is not a company default.
    assert.isFalse(props.gopTemplates.some((option) => option.label.endsWith('(own)')))
  })

  test('saves, logs before and after, and says when nothing changed', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: ['update-gop-setting'] })
    const input = await validInput()
    const saved = await client
      .put(path)
      .header('referer', path)
      .loginAs(user)
      .form(input)
      .withCsrfToken()
      .redirects(0)
    saved.assertStatus(302)
    saved.assertFlashMessage('success', 'GOP settings saved.')
    const settings = await readSettings(['gop_default_validity_days', 'gop_default_sending_mode'])
    assert.equal(settings.gop_default_validity_days, 45)
    assert.equal(settings.gop_default_sending_mode, 'group-sending')
    const logs = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'gop_settings' })
    assert.lengthOf(logs, 1)
    assert.equal(logs[0].properties.before.gop_default_validity_days, 30)
    assert.equal(logs[0].properties.after.gop_default_validity_days, 45)
    assert.equal(logs[0].user_id, user.id)

    const again = await client
      .put(path)
      .header('referer', path)
      .loginAs(user)
      .form(input)
      .withCsrfToken()
      .redirects(0)
    again.assertFlashMessage('success', 'No changes to save.')
    assert.lengthOf(
      await db.from('activity_logs').where({ action: 'update', subject_type: 'gop_settings' }),
      1
    )
  })

  test('refuses bad values beside their fields and saves nothing', async ({ client, assert }) => {
    const user = await makeUser({ permissions: ['update-gop-setting'] })
    const own = await db.from('gop_templates').whereNotNull('business_entity_id').firstOrFail()
    const response = await client
      .put(path)
      .header('referer', path)
      .loginAs(user)
      .form({
        ...(await validInput()),
        gop_default_validity_days: '0',
        gop_default_sending_mode: 'pigeon',
        gop_default_template_id: String(own.id),
      })
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.properties(errors, [
      'gop_default_validity_days',
      'gop_default_sending_mode',
      'gop_default_template_id',
    ])
    const settings = await readSettings(['gop_default_validity_days'])
    assert.equal(settings.gop_default_validity_days, 30)
  })

  test('needs update-gop-setting; signed out goes to login', async ({ client }) => {
    const agent = await makeUser({ permissions: ['access-gop-templates'] })
    const read = await client.get(path).loginAs(agent).withInertia()
    read.assertStatus(403)
    const write = await client.put(path).loginAs(agent).form({}).withCsrfToken().redirects(0)
    write.assertStatus(403)
    const guest = await client.get(path).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
  })
})
