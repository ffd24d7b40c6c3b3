import { test } from '@japa/runner'
import { activitySentence, changesOf, type LoggedEntry } from '#services/activity_sentences'

const entry = (fields: Partial<LoggedEntry> & { action: string }): LoggedEntry => ({
  subject_type: null,
  subject_id: null,
  properties: null,
  ...fields,
})

test.group('Activity log in plain words', () => {
  test('sign-in events read as sentences, with why a sign-in was refused', ({ assert }) => {
    assert.equal(
      activitySentence(
        entry({
          action: 'auth.sign_in_failed',
          properties: { email: 'a@b.test', reason: 'locked' },
        })
      ),
      'Sign-in refused: account locked after too many failures (a@b.test)'
    )
    assert.equal(
      activitySentence(
        entry({ action: 'auth.sign_in_failed', properties: { reason: 'invalid_credentials' } })
      ),
      'Sign-in refused: wrong email or password'
    )
    assert.equal(
      activitySentence(
        entry({ action: 'auth.sign_in', properties: { via: 'google', second_factor: 'totp' } })
      ),
      'Signed in with Google and a two-factor code'
    )
    assert.equal(activitySentence(entry({ action: 'auth.sign_in' })), 'Signed in')
    assert.equal(
      activitySentence(entry({ action: 'user.change_center', center: 'BKK' })),
      'Switched to center BKK'
    )
  })

  test('record changes name the record and the fields by their labels', ({ assert }) => {
    const update = entry({
      action: 'update',
      subject_type: 'client',
      subject_id: '4',
      subject_label: 'Allianz (ALZ)',
      properties: {
        before: { billing_currency_code: 'MYR', is_enabled: true, bank_iban: null },
        after: { billing_currency_code: 'SGD', is_enabled: false, bank_iban: 'DE89 3704' },
      },
    })
    assert.equal(
      activitySentence(update),
      'Changed client Allianz (ALZ): billing currency, status, IBAN'
    )
    assert.deepEqual(changesOf(update), [
      { field: 'billing_currency_code', label: 'Billing currency', before: 'MYR', after: 'SGD' },
      { field: 'is_enabled', label: 'Status', before: 'Enabled', after: 'Disabled' },
      { field: 'bank_iban', label: 'IBAN', before: '—', after: 'DE89 3704' },
    ])
    assert.equal(
      activitySentence(entry({ action: 'delete', subject_type: 'gop_template', subject_id: '9' })),
      'Moved GOP template #9 to the trash'
    )
    assert.equal(
      activitySentence(
        entry({
          action: 'update',
          subject_type: 'user',
          subject_id: '2',
          properties: { before: { password: '[redacted]' }, after: { password: '[redacted]' } },
        })
      ),
      'Changed user #2: password'
    )
  })

  test('no field is shown by its column name', ({ assert }) => {
    const changes = changesOf(
      entry({
        action: 'create',
        subject_type: 'provider',
        properties: { after: { provider_type: 'hospital', payment_terms_days: 30, country_id: 3 } },
      })
    )
    for (const change of changes) assert.notInclude(change.label, '_', change.field)
  })
})

test.group('Activity log in plain words: a case note (issue 14)', () => {
  test('pinning is said as such, and an edit names the document, not what follows it', ({
    assert,
  }) => {
    const note = { subject_type: 'case_note', subject_id: '7', subject_label: '“BP 120/80”' }
    assert.equal(
      activitySentence(
        entry({
          ...note,
          action: 'update',
          properties: { before: { is_pinned: false }, after: { is_pinned: true } },
        })
      ),
      'Pinned note “BP 120/80”'
    )
    assert.equal(
      activitySentence(
        entry({
          ...note,
          action: 'update',
          properties: { before: { is_pinned: true }, after: { is_pinned: false } },
        })
      ),
      'Unpinned note “BP 120/80”'
    )
    const edit = entry({
      ...note,
      action: 'update',
      properties: {
        before: { body: { ops: [] }, body_text: 'a', edited_at: null },
        after: { body: { ops: [] }, body_text: 'b', edited_at: '2026-11-24T10:00:00.000Z' },
      },
    })
    assert.equal(activitySentence(edit), 'Changed note “BP 120/80”: body')
    // The entry's changes still list every column.
    assert.lengthOf(changesOf(edit), 3)
  })

  test('a read names the document: a case file, or a record’s letter', ({ assert }) => {
    const read = (subject: string, as: string, name: string) =>
      activitySentence(
        entry({
          action: 'read',
          subject_type: subject,
          subject_id: '7',
          properties: { as, name, case_id: 3 },
        })
      )
    assert.equal(
      read('case_file', 'download', 'discharge.pdf'),
      'Downloaded case file discharge.pdf'
    )
    assert.equal(
      read('gop', 'preview', 'GOP-KUL-2026-000045-r2.pdf'),
      'Previewed GOP letter GOP-KUL-2026-000045-r2.pdf'
    )
    assert.equal(
      read('gop_withdrawal', 'download', 'GOP-KUL-2026-000045-withdrawal.pdf'),
      'Downloaded withdrawal letter GOP-KUL-2026-000045-withdrawal.pdf'
    )
    assert.equal(
      read('request_for_payment', 'download', 'RFP-KUL-2026-000001.pdf'),
      'Downloaded request for payment RFP-KUL-2026-000001.pdf'
    )
  })

  test('money documents are issued, delivered and withdrawn, named by their numbers', ({
    assert,
  }) => {
    const gop = { subject_type: 'gop', subject_id: '4', subject_label: 'GOP-KUL-2026-000045' }
    assert.equal(
      activitySentence(entry({ action: 'create', ...gop })),
      'Issued GOP-KUL-2026-000045'
    )
    assert.equal(
      activitySentence(entry({ action: 'transition', ...gop, properties: { done: 'approved' } })),
      'Approved GOP-KUL-2026-000045'
    )
    assert.equal(
      activitySentence(
        entry({
          action: 'update',
          ...gop,
          properties: {
            transmission: 9,
            before: { sent_at: null },
            after: { sent_at: '2026-11-20T02:00:00.000Z', sent_to: ['a@h.test', 'b@h.test'] },
          },
        })
      ),
      'Delivered GOP-KUL-2026-000045 to a@h.test, b@h.test'
    )
    assert.equal(
      activitySentence(
        entry({
          action: 'update',
          ...gop,
          properties: { transmission: 9, after: { status: 'failed', error: 'Mailbox full' } },
        })
      ),
      'Could not deliver GOP-KUL-2026-000045: Mailbox full'
    )
    assert.equal(
      activitySentence(
        entry({
          action: 'update',
          ...gop,
          properties: { before: { withdrawn_at: null }, after: { withdrawn_at: '2026-11-20' } },
        })
      ),
      'Withdrew GOP-KUL-2026-000045'
    )
    assert.equal(
      activitySentence(
        entry({
          action: 'create',
          subject_type: 'gop_withdrawal',
          subject_id: '2',
          subject_label: 'of GOP-KUL-2026-000045',
        })
      ),
      'Issued withdrawal of GOP-KUL-2026-000045'
    )
    assert.equal(
      activitySentence(
        entry({
          action: 'create',
          subject_type: 'charge_slip',
          subject_id: '3',
          subject_label: 'HOSP-77 of Bangkok Hospital',
        })
      ),
      'Recorded charge slip HOSP-77 of Bangkok Hospital'
    )
    assert.equal(
      activitySentence(
        entry({
          action: 'transition',
          subject_type: 'request_for_payment',
          subject_id: '5',
          subject_label: 'RFP-KUL-2026-000012',
          properties: { done: 'collected' },
        })
      ),
      'Collected RFP-KUL-2026-000012'
    )
    // Without a name, the noun and the id.
    assert.equal(
      activitySentence(
        entry({ action: 'create', subject_type: 'request_for_payment', subject_id: '5' })
      ),
      'Issued RFP #5'
    )
  })
})
