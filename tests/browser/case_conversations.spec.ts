/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { caseIn, centerId } from '#tests/helpers/gop_fixtures'

/*
 * The case page's WhatsApp conversations (issue 31) under its header at 1280 px and narrower:
 * each one's member, where it stands, its last message and the way to its thread, nothing
 * spilling out of the panel.
 */

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.CASE_CONVERSATION_SCREENSHOTS

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** A KUL case with a waiting conversation and one held by the demo agent. */
async function caseWithConversations() {
  const kul = await centerId('KUL')
  await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
  const caseId = await caseIn('KUL', 'active')
  const agent: { id: number; first_name: string; last_name: string } = await db
    .from('users')
    .where('email', 'agent@demo.test')
    .firstOrFail()
  const now = Date.now()
  const insert = (values: Record<string, unknown>) =>
    db
      .table('whatsapp_contacts')
      .insert({
        center_id: kul,
        phone_number_id: '109000000000777',
        case_id: caseId,
        queued_at: new Date(now - 3600_000),
        ...values,
      })
      .returning('id')
  const [waiting] = await insert({
    wa_id: `6012${String(now).slice(-7)}1`,
    full_name: 'Aisha binti Rahman',
    status: 'queued',
    last_message_at: new Date(now - 20 * 60_000),
    last_message_preview:
      'My husband fell at the hotel pool and they took him to a hospital near KLCC; the policy number is on the card I sent',
  })
  const [held] = await insert({
    wa_id: `6012${String(now).slice(-7)}2`,
    status: 'assigned',
    agent_id: agent.id,
    assigned_at: new Date(now - 5 * 60_000),
    last_message_at: new Date(now - 4 * 60_000),
    last_message_preview: 'Photo',
  })
  return {
    caseId,
    waiting: Number(waiting.id),
    held: Number(held.id),
    agent: `${agent.first_name} ${agent.last_name}`,
  }
}

test.group('The case page’s WhatsApp conversations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each linked conversation shows with its standing and a link to its thread', async ({
    visit,
    assert,
  }) => {
    const { caseId, waiting, held, agent } = await caseWithConversations()
    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page)
    await page.goto(`/navigate/cases/${caseId}`)
    const panel = page.getByRole('region', { name: /WhatsApp conversations/ })
    await panel.waitFor()

    // Most recent first: the held one, then the waiting one.
    const rows = panel.getByRole('listitem')
    assert.equal(await rows.count(), 2)
    assert.equal(await rows.nth(0).getAttribute('data-testid'), `case-conversation-${held}`)
    const heldRow = page.getByTestId(`case-conversation-${held}`)
    const waitingRow = page.getByTestId(`case-conversation-${waiting}`)
    const standingOf = async (row: typeof heldRow) => {
      const text = await row.getByTestId('case-conversation-status').innerText()
      return text.trim()
    }
    assert.equal(await standingOf(heldRow), `With ${agent}`)
    assert.equal(await standingOf(waitingRow), 'Waiting')
    await waitingRow.getByText('Aisha binti Rahman', { exact: true }).waitFor()
    await heldRow.getByText('Photo', { exact: true }).waitFor()
    assert.equal(
      await waitingRow.getByRole('link', { name: /Open/ }).getAttribute('href'),
      `/messaging/whatsapp/messages/${waiting}`
    )

    // Nothing spills out of the panel or makes the page scroll sideways, wide or narrow.
    for (const width of [1280, 900]) {
      await page.setViewportSize({ width, height: 900 })
      await page.waitForTimeout(50)
      const spills = await panel.evaluate((card) => {
        const box = card.getBoundingClientRect()
        return (
          Array.from(card.querySelectorAll('*')).some((child) => {
            const inner = child.getBoundingClientRect()
            return inner.right > box.right + 0.5 || inner.left < box.left - 0.5
          }) || document.documentElement.scrollWidth > document.documentElement.clientWidth
        )
      })
      assert.isFalse(spills, `something spills at ${width} px`)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_conversations_${width}.png` })
    }
  })
})
