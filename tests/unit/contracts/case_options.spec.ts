import { test } from '@japa/runner'
import {
  CALLER_CONTACT_METHOD_OPTIONS,
  CALLER_CONTACT_METHODS,
  CALLER_RELATIONSHIP_OPTIONS,
  CALLER_RELATIONSHIP_VALUES,
  CALLER_RELATIONSHIPS,
  CALLER_TYPE_OPTIONS,
  CALLER_TYPE_VALUES,
  CASE_OUTCOME_OPTIONS,
  CASE_OUTCOME_VALUES,
  CASE_PRIORITY_OPTIONS,
  CASE_PRIORITY_VALUES,
  CASE_STATUS_OPTIONS,
  CASE_STATUS_VALUES,
  FEEDBACK_CHANNEL_OPTIONS,
  FEEDBACK_CHANNEL_VALUES,
  FEEDBACK_SOURCE_OPTIONS,
  FEEDBACK_SOURCE_VALUES,
  FEEDBACK_TYPE_OPTIONS,
  FEEDBACK_TYPE_VALUES,
} from '#contracts/case_options'
import { CONTACT_METHODS, RELATIONSHIPS } from '#contracts/member_options'

const labels = (options: { label: string }[]) => options.map((option) => option.label)

test.group('Case option lists (SPEC.md §3, §4)', () => {
  test('case statuses are SPEC.md §4, in workflow order', ({ assert }) => {
    assert.deepEqual(CASE_STATUS_VALUES, ['pending', 'active', 'billing', 'closed'])
    assert.deepEqual(labels(CASE_STATUS_OPTIONS), ['Pending', 'Active', 'Billing', 'Closed'])
  })

  test('priorities run from low to urgent', ({ assert }) => {
    assert.deepEqual(CASE_PRIORITY_VALUES, ['low', 'normal', 'high', 'urgent'])
    assert.deepEqual(labels(CASE_PRIORITY_OPTIONS), ['Low', 'Normal', 'High', 'Urgent'])
  })

  test('caller types are SPEC.md\'s "first caller, family of member, provider, client"', ({
    assert,
  }) => {
    assert.deepEqual(CALLER_TYPE_VALUES, ['first-caller', 'family-of-member', 'provider', 'client'])
    assert.deepEqual(labels(CALLER_TYPE_OPTIONS), [
      'First caller',
      'Family of member',
      'Provider',
      'Client',
    ])
    // Only capitalised: the words are SPEC.md's.
    assert.deepEqual(
      labels(CALLER_TYPE_OPTIONS).map((label) => label.toLowerCase()),
      ['first caller', 'family of member', 'provider', 'client']
    )
  })

  test("outcomes are SPEC.md's six strings, word for word", ({ assert }) => {
    assert.deepEqual(labels(CASE_OUTCOME_OPTIONS), [
      'Successful',
      'Cancelled - Patient passed away',
      'Cancelled - Self arranged',
      'Cancelled - Lost to Competitor',
      'Cancelled - Financial',
      'Cancelled - Quotation ONLY',
    ])
    assert.lengthOf(new Set(CASE_OUTCOME_VALUES), 6)
    // The cases.outcome column is 60 characters.
    for (const value of CASE_OUTCOME_VALUES) assert.isAtMost(value.length, 60)
  })

  test("the caller's relationship and contact method are the members' lists", ({ assert }) => {
    assert.strictEqual(CALLER_RELATIONSHIPS, RELATIONSHIPS)
    assert.strictEqual(CALLER_CONTACT_METHODS, CONTACT_METHODS)
    assert.deepEqual(labels(CALLER_RELATIONSHIP_OPTIONS), [
      'Self',
      'Father',
      'Mother',
      'Sister',
      'Brother',
      'Son',
      'Daughter',
      'Relatives',
      'Friend',
      'No Relation',
    ])
    assert.include(CALLER_RELATIONSHIP_VALUES, 'no_relation')
    assert.deepEqual(labels(CALLER_CONTACT_METHOD_OPTIONS), ['Email', 'Phone', 'WhatsApp', 'NA'])
  })

  test('feedback type, channel and source are SPEC.md §3 word for word', ({ assert }) => {
    assert.deepEqual(labels(FEEDBACK_TYPE_OPTIONS), ['Compliment', 'Complaint'])
    assert.deepEqual(labels(FEEDBACK_CHANNEL_OPTIONS), ['Email', 'Phone', 'WhatsApp', 'Other'])
    assert.deepEqual(labels(FEEDBACK_SOURCE_OPTIONS), ['User', 'Client', 'Provider'])
  })

  test('each Option[] carries exactly its values array, in order', ({ assert }) => {
    const pairs: [readonly string[], { value: string }[]][] = [
      [CASE_STATUS_VALUES, CASE_STATUS_OPTIONS],
      [CASE_PRIORITY_VALUES, CASE_PRIORITY_OPTIONS],
      [CALLER_TYPE_VALUES, CALLER_TYPE_OPTIONS],
      [CALLER_RELATIONSHIP_VALUES, CALLER_RELATIONSHIP_OPTIONS],
      [CASE_OUTCOME_VALUES, CASE_OUTCOME_OPTIONS],
      [FEEDBACK_TYPE_VALUES, FEEDBACK_TYPE_OPTIONS],
      [FEEDBACK_CHANNEL_VALUES, FEEDBACK_CHANNEL_OPTIONS],
      [FEEDBACK_SOURCE_VALUES, FEEDBACK_SOURCE_OPTIONS],
    ]
    for (const [values, options] of pairs) {
      assert.deepEqual(
        options.map((option) => option.value),
        [...values]
      )
      assert.lengthOf(new Set(values), values.length)
    }
  })
})
