/**
 * The placeholders a GOP letter template may use, with a sample value for previews. The GOP
 * sender fills the same keys from the case, member, provider and GOP when it renders a letter;
 * a template that uses any other key is refused when it is saved. Shared with the client.
 */
export interface GopPlaceholder {
  key: string
  label: string
  sample: string
}

export interface GopPlaceholderGroup {
  label: string
  placeholders: GopPlaceholder[]
}

export const GOP_PLACEHOLDER_GROUPS: GopPlaceholderGroup[] = [
  {
    label: 'Member',
    placeholders: [
      { key: 'member.full_name', label: 'Full name', sample: 'Mr. Ahmad bin Ismail' },
      { key: 'member.date_of_birth', label: 'Date of birth', sample: '14 Mar 1979' },
      { key: 'member.nationality', label: 'Nationality', sample: 'Malaysian' },
      { key: 'member.id_number', label: 'ID / passport number', sample: 'A51234567' },
      { key: 'member.policy_number', label: 'Policy number', sample: 'POL-2026-004512' },
    ],
  },
  {
    label: 'Case',
    placeholders: [
      { key: 'case.number', label: 'Case number', sample: 'KUL-2026-000123' },
      { key: 'case.incident_date', label: 'Incident date', sample: '20 Nov 2026' },
      {
        key: 'case.diagnosis',
        label: 'Diagnosis (ICD)',
        sample: 'K35.80 Unspecified acute appendicitis',
      },
      { key: 'client.name', label: 'Client', sample: 'Allied Bankers Insurance' },
      { key: 'program.name', label: 'Program', sample: 'Travel Guard Premier' },
    ],
  },
  {
    label: 'Provider',
    placeholders: [
      { key: 'provider.name', label: 'Name', sample: 'Bangkok Hospital Phuket' },
      { key: 'provider.address', label: 'Address', sample: '2/1 Hongyokutis Road, Phuket 83000' },
      { key: 'provider.email', label: 'Email', sample: 'billing@phuket-hospital.example' },
      { key: 'provider.phone', label: 'Phone', sample: '+66 76 254 425' },
    ],
  },
  {
    label: 'Guarantee of payment',
    placeholders: [
      { key: 'gop.number', label: 'GOP number', sample: 'GOP-KUL-2026-000045' },
      { key: 'gop.revision', label: 'Revision', sample: '1' },
      { key: 'gop.amount', label: 'Amount', sample: '150,000.00' },
      { key: 'gop.currency', label: 'Currency', sample: 'THB' },
      {
        key: 'gop.services_covered',
        label: 'Services covered',
        sample: 'Inpatient treatment and surgery',
      },
      { key: 'gop.admission_date', label: 'Admission date', sample: '20 Nov 2026' },
      { key: 'gop.valid_until', label: 'Valid until', sample: '20 Dec 2026' },
      {
        key: 'gop.remarks',
        label: 'Remarks',
        sample: 'Excluding personal items and non-medical expenses.',
      },
    ],
  },
  {
    label: 'Issuer',
    placeholders: [
      { key: 'business_entity.name', label: 'Business entity', sample: 'Assist Asia Sdn. Bhd.' },
      {
        key: 'business_entity.address',
        label: 'Entity address',
        sample: 'Level 12, Menara Assist, Kuala Lumpur',
      },
      { key: 'business_entity.phone', label: 'Entity phone', sample: '+60 3 2110 4000' },
      { key: 'business_entity.email', label: 'Entity email', sample: 'gop@assist-asia.example' },
      { key: 'agent.full_name', label: 'Issuing agent', sample: 'Siti Rahman' },
      { key: 'today', label: "Today's date", sample: '22 Nov 2026' },
    ],
  },
]

export const GOP_PLACEHOLDER_KEYS: ReadonlySet<string> = new Set(
  GOP_PLACEHOLDER_GROUPS.flatMap((group) => group.placeholders.map((item) => item.key))
)

/** Sample values for every placeholder, for previews. */
export const GOP_SAMPLE_VALUES: Readonly<Record<string, string>> = Object.fromEntries(
  GOP_PLACEHOLDER_GROUPS.flatMap((group) =>
    group.placeholders.map((item) => [item.key, item.sample])
  )
)
