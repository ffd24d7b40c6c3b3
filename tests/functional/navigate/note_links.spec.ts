import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { CaseFactory } from '#factories/case_factory'
import { makeUser } from '#tests/helpers/users'
import { richTextToHtml } from '#rich_text/render_html'
import type { RichTextDelta } from '#rich_text/sanitize_delta'

async function caseInKul() {
  const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
  const record = await CaseFactory.merge({ centerId: center.id }).apply('active').create()
  return record.id
}

/** Writes a note whose words are each linked to one address, as the editor posts it. */
async function noteWithLinks(client: ApiClient, addresses: string[]) {
  const caseId = await caseInKul()
  const user = await makeUser({ permissions: ['access-cases', 'view-case', 'update-case'] })
  const ops = addresses.flatMap((address, index) => [
    { insert: `link${index}`, attributes: { link: address } },
    { insert: ' ' },
  ])
  const response = await client
    .post(`/navigate/cases/${caseId}/notes`)
    .loginAs(user)
    .withCsrfToken()
    .json({ body: JSON.stringify({ ops: [...ops, { insert: '\n' }] }) })
    .redirects(0)
  response.assertStatus(302)
  const row = await db.from('case_notes').where('case_id', caseId).firstOrFail()
  return row.body as RichTextDelta
}

function linksOf(body: RichTextDelta) {
  return body.ops.filter((op) => typeof op.insert === 'string' && op.attributes?.link)
}

/**
 * Issue 29: an address typed in a note becomes a link in the editor (http, https, mailto); the
 * server's sanitiser (app/services/rich_text) keeps such links and any other scheme loses its
 * link, whatever a client posts, while the words stay.
 */
test.group('Case notes: links', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('web and e-mail links are kept as typed', async ({ client, assert }) => {
    const kept = [
      'https://hospital.example/discharge?id=7#top',
      'http://clinic.example/',
      'mailto:desk@hospital.example',
      'https://www.example.org',
    ]
    const body = await noteWithLinks(client, kept)
    assert.deepEqual(
      linksOf(body).map((op) => op.attributes?.link),
      kept
    )
    // Shown (letters, the preview page) as a link that opens elsewhere and tells it nothing.
    const html = richTextToHtml(body)
    assert.include(
      html,
      '<a href="https://hospital.example/discharge?id=7#top" target="_blank" rel="noopener noreferrer">link0</a>'
    )
  })

  test('javascript:, data: and every other scheme lose their link; the words stay', async ({
    client,
    assert,
  }) => {
    const refused = [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript\t:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://files.example/x',
      '//evil.example/x',
      '/navigate/cases',
      'www.example.org',
    ]
    const body = await noteWithLinks(client, refused)
    const links = linksOf(body)
    assert.lengthOf(links, refused.length)
    for (const op of links) assert.equal(op.attributes?.link, 'about:blank')
    const stored = JSON.stringify(body).toLowerCase()
    for (const scheme of ['javascript', 'data:text', 'vbscript', 'file:', 'ftp:', 'evil.example']) {
      assert.notInclude(stored, scheme)
    }
    // No anchor is drawn for a refused link: its text is plain text.
    const html = richTextToHtml(body)
    assert.notInclude(html, '<a ')
    assert.include(html, 'link0')
  })
})
