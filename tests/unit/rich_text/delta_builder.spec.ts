import { test } from '@japa/runner'
import { bullet, document, heading, para, strong } from '#database/seeders/reference/delta_builder'
import { sanitizeDelta } from '#rich_text/sanitize_delta'

test.group('Seeded rich text', () => {
  test('is written in the canonical form the editor saves', ({ assert }) => {
    const written = document([
      heading('Greet'),
      para('Ask for ', strong('the name'), ' and the policy.'),
      para('Then explain.'),
      bullet('One'),
      bullet('Two'),
    ])
    assert.deepEqual(written.ops, [
      { insert: 'Greet' },
      { insert: '\n', attributes: { header: 2 } },
      { insert: 'Ask for ' },
      { insert: 'the name', attributes: { bold: true } },
      { insert: ' and the policy.\nThen explain.\nOne' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'Two' },
      { insert: '\n', attributes: { list: 'bullet' } },
    ])
    // Sanitising it changes nothing: what is stored is what is seeded.
    assert.deepEqual(sanitizeDelta(written), written)
  })
})
