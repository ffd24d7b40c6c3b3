import { test } from '@japa/runner'
import { newMemberPrefill } from '../../../inertia/features/cases/new_member_prefill.js'

test.group('New member prefill from the member search', () => {
  test('a term with a digit is a policy number', ({ assert }) => {
    assert.deepEqual(newMemberPrefill('  P-00123 '), {
      first_name: '',
      last_name: '',
      policy_number: 'P-00123',
    })
  })

  test('names: "Last, First", or words read last name first as the search lists them', ({
    assert,
  }) => {
    assert.deepEqual(newMemberPrefill('Tan,  Mei Ling'), {
      first_name: 'Mei Ling',
      last_name: 'Tan',
      policy_number: '',
    })
    assert.deepEqual(newMemberPrefill('Tan Mei   Ling'), {
      first_name: 'Mei Ling',
      last_name: 'Tan',
      policy_number: '',
    })
    assert.deepEqual(newMemberPrefill('Tan'), {
      first_name: '',
      last_name: 'Tan',
      policy_number: '',
    })
    assert.deepEqual(newMemberPrefill('   '), { first_name: '', last_name: '', policy_number: '' })
  })
})
