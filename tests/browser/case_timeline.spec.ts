/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/** Where the screenshots of this run go (looked at by a person, not compared). */
const SHOTS = process.env.SCREENSHOT_DIR

test.group('Case timeline in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a demo case’s timeline shows its money documents with their amounts, narrowed by kind', async ({
    visit,
    assert,
  }) => {
    // A demo case billed by an RFP (its GOP, slips and RFP have their history: demo_money_history).
    const billed: { case_id: number; center_id: number; number: string } = await db
      .from('request_for_payments')
      .join('cases', 'cases.id', 'request_for_payments.case_id')
      .orderBy('request_for_payments.id')
      .select('request_for_payments.case_id', 'cases.center_id', 'request_for_payments.number')
      .firstOrFail()
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: billed.center_id })
    const page = await visit('/login')
    await page.getByLabel('Email').fill('admin@demo.test')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/dashboard')
    await page.goto(`/navigate/cases/${billed.case_id}`)
    const timeline = page.getByTestId('case-timeline')
    await timeline.getByTestId('case-timeline-entry').first().waitFor()

    await timeline.getByTestId('case-timeline-kind-money').click()
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="case-timeline-entry"]')).every((entry) =>
        entry.querySelector('[data-testid="case-timeline-amount"]')
      )
    )
    const sentences = await timeline.getByTestId('case-timeline-sentence').allInnerTexts()
    assert.include(sentences, `Issued ${billed.number}`)
    assert.isTrue(sentences.some((sentence) => sentence.startsWith('Issued GOP-')))
    const amounts = await timeline.getByTestId('case-timeline-amount').allInnerTexts()
    assert.lengthOf(amounts, sentences.length)
    for (const amount of amounts) assert.match(amount, /^[A-Z]{3}\s[\d,]+\.\d{2}$/)
    assert.equal(
      await timeline.getByTestId('case-timeline-kind-money').getAttribute('aria-pressed'),
      'true'
    )
    await timeline.scrollIntoViewIfNeeded()
    if (SHOTS) await timeline.screenshot({ path: `${SHOTS}/timeline-money.png` })

    // Back to everything: the case's own entries come back.
    await timeline.getByTestId('case-timeline-kind-all').click()
    await timeline
      .getByTestId('case-timeline-sentence')
      .filter({ hasText: /^Activated case / })
      .first()
      .waitFor()
  })
})
