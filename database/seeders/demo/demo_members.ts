import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Names of the region the demo centers serve. The demo seeder and the 1M-member bench
 * (bench/members_index.ts) build members from the same lists.
 */
export const FIRST_NAMES = [
  ['Wei Ming', 'male'],
  ['Siti', 'female'],
  ['Arjun', 'male'],
  ['Nur Aisyah', 'female'],
  ['Somchai', 'male'],
  ['Maria', 'female'],
  ['Jose', 'male'],
  ['Mei Ling', 'female'],
  ['Ahmad', 'male'],
  ['Priya', 'female'],
  ['Nguyen', 'male'],
  ['Anong', 'female'],
  ['Daniel', 'male'],
  ['Grace', 'female'],
  ['Hiroshi', 'male'],
  ['Kavya', 'female'],
  ['Rizal', 'male'],
  ['Lakshmi', 'female'],
  ['Thomas', 'male'],
  ['Farah', 'female'],
] as const

export const LAST_NAMES = [
  'Tan',
  'Lim',
  'Abdullah',
  'Santos',
  'Reyes',
  'Wong',
  'Kumar',
  'Rahman',
  'Srisuk',
  'Nguyen',
  'Cruz',
  'Lee',
  'Chua',
  'Ibrahim',
  'Pillai',
  'Garcia',
  'Yamamoto',
  'Chen',
  'Hassan',
  'Bautista',
] as const

const DEPENDANT_RELATIONSHIPS = ['daughter', 'son', 'mother', 'father'] as const

/**
 * Demo members: per client, a dozen principals, every third with one or two dependants, on the
 * client's first program. Deterministic, so screenshots and manual checks find the same people.
 */
export async function seedDemoMembers(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('members').count('* as total')
  if (Number(total) > 0) return
  const clients: { id: number; code: string; program_id: number | null }[] = await trx
    .from('clients')
    .whereNull('clients.deleted_at')
    .orderBy('clients.id')
    .select(
      'clients.id',
      'clients.code',
      trx.raw(
        '(SELECT min(id) FROM programs WHERE programs.client_id = clients.id AND programs.deleted_at IS NULL) AS program_id'
      )
    )
  const now = new Date()
  let n = 0
  for (const client of clients) {
    for (let index = 0; index < 12; index++) {
      n += 1
      const [firstName, gender] = FIRST_NAMES[(n * 7) % FIRST_NAMES.length]
      // Stepped apart from the first name's index, so the pairs do not repeat from client to client.
      const lastName = LAST_NAMES[(n * 3 + Math.floor(n / 7)) % LAST_NAMES.length]
      const year = 1955 + ((n * 11) % 45)
      const born = `${year}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`
      const policy = `${client.code}-${String(100000 + n * 37)}`
      const base = {
        client_id: client.id,
        program_id: client.program_id,
        policy_number: policy,
        policy_valid_from: '2026-01-01',
        policy_valid_to: '2026-12-31',
        phone: `+60 12 ${String(1000000 + n * 4391).slice(0, 7)}`,
        preferred_contact_method: n % 3 === 0 ? 'whatsapp' : 'phone',
        created_at: now,
        updated_at: now,
      }
      const [principal] = await trx
        .insertQuery()
        .table('members')
        .insert({
          ...base,
          title: gender === 'male' ? 'mr' : 'ms',
          first_name: firstName,
          last_name: lastName,
          gender,
          date_of_birth: born,
          relationship: 'self',
          email: `${firstName.split(' ')[0].toLowerCase()}.${lastName.toLowerCase()}${n}@member.example`,
        })
        .returning('id')
      if (index % 3 !== 0) continue
      const dependants = index % 2 === 0 ? 2 : 1
      for (let d = 0; d < dependants; d++) {
        const relationship = DEPENDANT_RELATIONSHIPS[(n + d) % DEPENDANT_RELATIONSHIPS.length]
        const [childName, childGender] = FIRST_NAMES[(n * 5 + d * 3 + 1) % FIRST_NAMES.length]
        await trx
          .insertQuery()
          .table('members')
          .insert({
            ...base,
            first_name: childName,
            last_name: lastName,
            gender: childGender,
            date_of_birth: `${Math.min(year + 28 + d * 2, 2024)}-06-15`,
            principal_member_id: principal.id,
            relationship,
          })
      }
    }
  }
}
