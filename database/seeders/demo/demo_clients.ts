import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ClientType } from '#contracts/client_types'
import type { ProgramStatus } from '#contracts/program_statuses'

interface DemoProgram {
  code: string
  name: string
  /** A name from PROGRAM_TYPES (database/seeders/reference/lists_seeder.ts). */
  type: string
  coverage: string
  from: string
  to: string | null
  status: ProgramStatus
}

interface DemoClient {
  code: string
  name: string
  type: ClientType
  contact: string
  email: string
  phone: string
  website: string
  address: string
  city: string
  country: string
  currency: string
  terms: number
  /** The demo email group that receives its reports (database/seeders/demo/demo_reference.ts). */
  reportGroup?: string
  /**
   * The email group its requests for payment go to (Accounts › Clients › Billing), made by
   * seedDemoBillingGroups with these addresses.
   */
  billing: { group: string; addresses: string[] }
  programs: DemoProgram[]
}

/** The insurers of SPEC.md's Verify Policy forms, each with the programs agents see on cases. */
const CLIENTS: DemoClient[] = [
  {
    code: 'ABIC',
    name: 'Allied Bankers Insurance',
    type: 'insurer',
    contact: 'Maricel Santos',
    email: 'claims@alliedbankers.example',
    phone: '+63 2 8818 7451',
    website: 'https://alliedbankers.example',
    address: '10/F Allied Bank Center\n6754 Ayala Avenue',
    city: 'Makati',
    country: 'PH',
    currency: 'PHP',
    terms: 30,
    reportGroup: 'Allied Bankers claims',
    billing: {
      group: 'Allied Bankers accounts',
      addresses: ['accounts.payable@alliedbankers.example'],
    },
    programs: [
      {
        code: 'TRAVEL-PLUS',
        name: 'Travel Assist Plus',
        type: 'Access & Indemnified Program',
        coverage:
          'Emergency medical expenses abroad up to PHP 2,500,000, evacuation and repatriation, 24/7 assistance hotline.',
        from: '2026-01-01',
        to: '2026-12-31',
        status: 'active',
      },
      {
        code: 'CORP-MED',
        name: 'Corporate Medical Assist',
        type: 'Access Program',
        coverage: 'Referral to network hospitals and GOP arrangement for corporate policyholders.',
        from: '2025-07-01',
        to: null,
        status: 'active',
      },
    ],
  },
  {
    code: 'HLA',
    name: 'Hong Leong Assurance',
    type: 'insurer',
    contact: 'Tan Mei Ling',
    email: 'assistance@hla.example',
    phone: '+60 3 7650 1818',
    website: 'https://hla.example',
    address: 'Level 3, Tower B, PJ City Development\n15A Jalan 219, Seksyen 51A',
    city: 'Petaling Jaya',
    country: 'MY',
    currency: 'MYR',
    terms: 45,
    billing: {
      group: 'Hong Leong Assurance accounts',
      addresses: ['accounts.payable@hla.example'],
    },
    programs: [
      {
        code: 'GTC',
        name: 'Global Travel Care',
        type: 'Indemnified Program and Other Services',
        coverage:
          'Medical expenses abroad up to MYR 1,000,000, trip cancellation, lost baggage and travel delay.',
        from: '2026-01-01',
        to: '2027-12-31',
        status: 'active',
      },
      {
        code: 'MEDI-ACCESS',
        name: 'MediAssist Access',
        type: 'Access Program',
        coverage: 'Hospital admission guarantee letters and medical case monitoring in Malaysia.',
        from: '2024-01-01',
        to: '2025-12-31',
        status: 'expired',
      },
      {
        code: 'RECIP-SG',
        name: 'Singapore reciprocal agreement',
        type: 'Transactional or Reciprocal Agreement',
        coverage: 'Case handling for members in Singapore, billed per case.',
        from: '2026-03-01',
        to: null,
        status: 'suspended',
      },
    ],
  },
  {
    code: 'PCHI',
    name: 'Pacific Cross Health Insurance',
    type: 'insurer',
    contact: 'Somchai Wongsawat',
    email: 'claims@pacificcross.example',
    phone: '+66 2 685 7000',
    website: 'https://pacificcross.example',
    address: '152 Chartered Square Building, 24th Floor\nNorth Sathorn Road',
    city: 'Bangkok',
    country: 'TH',
    currency: 'THB',
    terms: 30,
    billing: {
      group: 'Pacific Cross accounts',
      addresses: ['ap@pacificcross.example', 'claims.finance@pacificcross.example'],
    },
    programs: [
      {
        code: 'IHP',
        name: 'International Health Plan',
        type: 'Indemnified Program and Other Services',
        coverage:
          'Inpatient and outpatient cover worldwide, with direct billing at network hospitals.',
        from: '2026-01-01',
        to: '2026-12-31',
        status: 'active',
      },
      {
        code: 'TRAVEL-SAFE',
        name: 'Travel Safe',
        type: 'Access & Indemnified Program',
        coverage: 'Emergency medical and evacuation assistance for travellers from Thailand.',
        from: '2026-02-01',
        to: '2027-01-31',
        status: 'active',
      },
    ],
  },
  {
    code: 'GE-SG',
    name: 'Great Eastern Life Assurance',
    type: 'insurer',
    contact: 'Rachel Lim',
    email: 'travel.claims@greateastern.example',
    phone: '+65 6248 2211',
    website: 'https://greateastern.example',
    address: '1 Pickering Street\n#01-01 Great Eastern Centre',
    city: 'Singapore',
    country: 'SG',
    currency: 'SGD',
    terms: 30,
    reportGroup: 'Finance',
    billing: {
      group: 'Great Eastern accounts',
      addresses: ['travel.finance@greateastern.example'],
    },
    programs: [
      {
        code: 'TRAVEL',
        name: 'Travel Insurance Assistance',
        type: 'Access Program',
        coverage: 'Assistance hotline, hospital referral and GOP for travel policyholders.',
        from: '2026-01-01',
        to: '2026-12-31',
        status: 'active',
      },
    ],
  },
  {
    code: 'ZURICH-MY',
    name: 'Zurich General Insurance Malaysia',
    type: 'insurer',
    contact: 'Ahmad Faizal',
    email: 'assistance@zurich-my.example',
    phone: '+60 3 2109 6000',
    website: 'https://zurich-my.example',
    address: 'Level 23A, Mercu 3, KL Eco City\nNo. 3 Jalan Bangsar',
    city: 'Kuala Lumpur',
    country: 'MY',
    currency: 'MYR',
    terms: 60,
    billing: { group: 'Zurich Malaysia accounts', addresses: ['ap@zurich-my.example'] },
    programs: [
      {
        code: 'TRAVEL-EASY',
        name: 'Travel Easy Assistance',
        type: 'Access & Indemnified Program',
        coverage:
          'Overseas medical expenses, emergency evacuation and travel inconvenience benefits.',
        from: '2025-10-01',
        to: '2026-09-30',
        status: 'active',
      },
      {
        code: 'CORP-TRAVEL',
        name: 'Corporate Travel Assistance',
        type: 'Indemnified Program and Other Services',
        coverage: 'Business travel medical and security assistance for corporate clients.',
        from: '2026-01-01',
        to: null,
        status: 'active',
      },
    ],
  },
  {
    code: 'TAKAFUL-BN',
    name: 'Takaful Brunei Keluarga',
    type: 'insurer',
    contact: 'Nurul Hidayah',
    email: 'claims@takafulbrunei.example',
    phone: '+673 223 7724',
    website: 'https://takafulbrunei.example',
    address: 'Unit 5, Block D, Kompleks Setia Kenangan\nJalan Kebangsaan',
    city: 'Bandar Seri Begawan',
    country: 'BN',
    currency: 'BND',
    terms: 30,
    billing: { group: 'Takaful Brunei accounts', addresses: ['finance@takafulbrunei.example'] },
    programs: [
      {
        code: 'MUSAFIR',
        name: 'Takaful Musafir Assist',
        type: 'Access Program',
        coverage: 'Shariah-compliant travel assistance: medical referral, GOP and repatriation.',
        from: '2026-01-01',
        to: '2026-12-31',
        status: 'active',
      },
    ],
  },
  {
    code: 'STARR',
    name: 'Starr International',
    type: 'insurer',
    contact: 'Kevin Cheung',
    email: 'asia.assistance@starr.example',
    phone: '+852 3710 1800',
    website: 'https://starr.example',
    address: "Suite 1501, 15/F, Three Pacific Place\n1 Queen's Road East",
    city: 'Hong Kong',
    country: 'HK',
    currency: 'USD',
    terms: 45,
    billing: { group: 'Starr International accounts', addresses: ['asia.payables@starr.example'] },
    programs: [
      {
        code: 'MEDEVAC',
        name: 'Medical Evacuation Agreement',
        type: 'Transactional or Reciprocal Agreement',
        coverage: 'Air and ground evacuation arranged per case, billed at agreed rates.',
        from: '2026-01-01',
        to: null,
        status: 'active',
      },
      {
        code: 'TRAVEL-ASIA',
        name: 'Travel Assistance Asia',
        type: 'Access & Indemnified Program',
        coverage: 'Medical assistance and cost containment for travellers across Asia.',
        from: '2026-04-01',
        to: '2027-03-31',
        status: 'active',
      },
    ],
  },
]

/**
 * Demo clients and their programs, so Accounts › Clients and Manage › Programs are not empty
 * outside production, each with the email group its requests for payment are sent to.
 */
export async function seedDemoClients(trx: TransactionClientContract) {
  await insertDemoClients(trx)
  await seedDemoBillingGroups(trx)
}

/** Loaded into an empty table only: an administrator's edits stay. */
async function insertDemoClients(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('clients').count('* as total')
  if (Number(total) > 0) return
  const now = new Date()

  const countries: { id: number; code: string }[] = await trx
    .from('countries')
    .whereIn('code', [...new Set(CLIENTS.map((client) => client.country))])
    .select('id', 'code')
  const groups: { id: number; name: string }[] = await trx
    .from('email_groups')
    .whereNull('deleted_at')
    .select('id', 'name')
  const types: { id: number; name: string }[] = await trx
    .from('program_types')
    .whereNull('deleted_at')
    .select('id', 'name')
  const idOf = <T extends { id: number }>(rows: T[], match: (row: T) => boolean) =>
    rows.find(match)?.id

  // A client whose country is missing (a trimmed reference set) is skipped, not half-made.
  const clients = CLIENTS.map((client) => ({
    client,
    countryId: idOf(countries, (country) => country.code === client.country),
  })).filter((entry) => entry.countryId !== undefined)
  if (clients.length === 0) return

  const inserted: { id: number; code: string }[] = await trx
    .insertQuery()
    .table('clients')
    .multiInsert(
      clients.map(({ client, countryId }) => ({
        code: client.code,
        name: client.name,
        client_type: client.type,
        contact_name: client.contact,
        email: client.email,
        phone: client.phone,
        website: client.website,
        address: client.address,
        city: client.city,
        country_id: countryId,
        billing_currency_code: client.currency,
        payment_terms_days: client.terms,
        report_email_group_id: client.reportGroup
          ? (idOf(groups, (group) => group.name === client.reportGroup) ?? null)
          : null,
        billing_email_group_id:
          idOf(groups, (group) => group.name === client.billing.group) ?? null,
        // A handling fee on each request for payment, in the billing currency.
        service_fee: '150.00',
        is_enabled: true,
        created_at: now,
        updated_at: now,
      }))
    )
    .returning(['id', 'code'])

  const programs = clients.flatMap(({ client }) => {
    const clientId = idOf(inserted, (row) => row.code === client.code)
    return client.programs.flatMap((program) => {
      const programTypeId = idOf(types, (type) => type.name === program.type)
      // A program type renamed or removed by an administrator: its demo programs are left out.
      if (clientId === undefined || programTypeId === undefined) return []
      return [
        {
          client_id: clientId,
          program_type_id: programTypeId,
          code: program.code,
          name: program.name,
          coverage_summary: program.coverage,
          valid_from: program.from,
          valid_to: program.to,
          status: program.status,
          created_at: now,
          updated_at: now,
        },
      ]
    })
  })
  if (programs.length > 0) await trx.insertQuery().table('programs').multiInsert(programs)
}

/**
 * Each demo client's billing email group, so a demo RFP can be sent (issue 27). Also run on a
 * demo installed before clients had one: a group is made once, when no group of its name exists
 * (live or in the trash), and given to its client only if the client has none. An
 * administrator who removes it, or chooses another, is not overruled on the next start.
 */
export async function seedDemoBillingGroups(trx: TransactionClientContract) {
  const now = new Date()
  for (const client of CLIENTS) {
    const made = await trx
      .from('email_groups')
      .whereRaw('lower(name) = lower(?)', [client.billing.group])
      .select('id')
      .first()
    if (made) continue
    const row: { id: number; billing_email_group_id: number | null } | null = await trx
      .from('clients')
      .where('code', client.code)
      .whereNull('deleted_at')
      .select('id', 'billing_email_group_id')
      .first()
    if (!row) continue
    const [group]: { id: number }[] = await trx
      .insertQuery()
      .table('email_groups')
      .insert({
        name: client.billing.group,
        addresses: client.billing.addresses,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    if (row.billing_email_group_id === null) {
      await trx
        .from('clients')
        .where('id', row.id)
        .update({ billing_email_group_id: group.id, updated_at: now })
    }
  }
}
