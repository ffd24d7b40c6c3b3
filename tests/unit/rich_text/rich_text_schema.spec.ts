import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import { errors } from '@vinejs/vine'
import { optionalRichText, richText } from '#services/rich_text/rich_text_schema'
import { RICH_TEXT_MESSAGES } from '#services/rich_text/sanitize_delta'

const validator = vine.create({ body: richText(), note: optionalRichText() })

async function messagesFor(data: Record<string, unknown>) {
  try {
    await validator.validate(data)
    return []
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    return (error.messages as { field: string; rule: string; message: string }[]).map(
      ({ field, rule, message }) => ({ field, rule, message })
    )
  }
}

test.group('Rich text | VineJS fields', () => {
  test('outputs the sanitised Delta from a JSON string or an object', async ({ assert }) => {
    const output = await validator.validate({
      body: JSON.stringify({
        ops: [{ insert: 'Hi', attributes: { link: 'javascript:alert(1)', onclick: 'x' } }],
      }),
      note: { ops: [{ retain: 3 }, { insert: 'Note\n' }] },
    })
    assert.deepEqual(output, {
      body: { ops: [{ insert: 'Hi', attributes: { link: 'about:blank' } }, { insert: '\n' }] },
      note: { ops: [{ insert: 'Note\n' }] },
    })
  })

  test('a required field refuses a missing, empty or blank document', async ({ assert }) => {
    for (const body of [undefined, null, '', '{"ops":[{"insert":" \\n"}]}']) {
      const messages = await messagesFor({ body })
      assert.deepEqual(
        messages.map(({ field, rule }) => `${field}:${rule}`),
        ['body:required'],
        String(body)
      )
    }
  })

  test('an optional field reads missing as undefined and blank as null', async ({ assert }) => {
    const body = { ops: [{ insert: 'x\n' }] }
    assert.notProperty(await validator.validate({ body }), 'note')
    for (const note of [null, '', { ops: [{ insert: '\n' }] }]) {
      assert.deepEqual(await validator.validate({ body, note }), { body, note: null })
    }
  })

  test('reports content that is not a Delta with a plain message', async ({ assert }) => {
    assert.deepEqual(await messagesFor({ body: 'not json', note: { ops: 'x' } }), [
      { field: 'body', rule: 'richText', message: RICH_TEXT_MESSAGES.invalid },
      { field: 'note', rule: 'richText', message: RICH_TEXT_MESSAGES.invalid },
    ])
  })
})
