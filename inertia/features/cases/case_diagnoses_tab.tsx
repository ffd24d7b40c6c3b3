import { useState } from 'react'
import type { Option } from '#contracts/list'
import { urlFor } from '~/client'
import { CodeText, columnHelper } from '~/components/data_table'
import { CheckboxField, DateField, FormField, TextareaField } from '~/components/form'
import { Badge } from '~/components/ui/badge'
import { Combobox } from '~/components/ui/combobox'
import { CalendarDate, DateTime } from '~/components/ui/date_time'
import { useServerSearch } from '~/hooks/use_server_search'
import { CaseChildTab, LongTextCell } from './case_child_tab'
import type { CaseDiagnosesPage, CaseDiagnosisRow, CaseRecord } from './types'

const column = columnHelper<CaseDiagnosisRow>()

const diagnosisColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    enableHiding: false,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('title', {
    header: 'Diagnosis',
    cell: ({ row }) => (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{row.original.title}</span>
        {row.original.is_primary ? (
          <Badge variant="outline" data-testid="diagnosis-primary">
            Primary
          </Badge>
        ) : null}
      </span>
    ),
    enableSorting: false,
    enableHiding: false,
    meta: { className: 'min-w-56 whitespace-normal' },
  }),
  column.accessor('diagnosed_on', {
    header: 'Diagnosed on',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('notes', {
    header: 'Notes',
    cell: ({ getValue }) => <LongTextCell value={getValue()} />,
    enableSorting: false,
    meta: { className: 'min-w-48 max-w-sm whitespace-normal' },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    meta: { defaultHidden: true, className: 'whitespace-nowrap' },
  }),
])

/** "J18.9 — Pneumonia, unspecified organism": as the picker's own options read (lookUpIcds). */
const icdLabel = (diagnosis: Pick<CaseDiagnosisRow, 'code' | 'title'>) =>
  `${diagnosis.code} — ${diagnosis.title}`

/**
 * The ICD-10 code, searched on the server among the 98k codes as one types (GET
 * navigate.cases.icd_codes?q=, debounced): by the code's beginning ('J18') or words of its
 * title ('pneumonia'). A keyboard combobox (arrows, Enter, Escape); posts `icd_id`.
 */
function IcdField({ defaultCode }: { defaultCode: Option | null }) {
  const [selected, setSelected] = useState<Option | null>(defaultCode)
  const { matches, onSearch, emptyText } = useServerSearch({
    url: urlFor('navigate.cases.icd_codes'),
    read: (body) => (body as { options: Option[] }).options,
    prompt: 'Type a code or words of its title.',
  })
  return (
    <>
      <FormField
        name="icd_id"
        label="ICD-10 code"
        required
        hint="Search by code (J18) or by words of its title (pneumonia)."
        className="sm:col-span-2"
      >
        <Combobox
          options={matches}
          value={selected?.value ?? null}
          selectedLabel={selected?.label}
          onChange={(value) => {
            const match = matches.find((option) => option.value === value)
            if (match) setSelected(match)
          }}
          onSearch={onSearch}
          placeholder="Select ICD-10 code..."
          searchPlaceholder="Search ICD-10 code..."
          emptyText={emptyText}
          data-testid="select-icd_id"
        />
      </FormField>
      <input type="hidden" name="icd_id" value={selected?.value ?? ''} />
    </>
  )
}

/** A diagnosis's fields (server: caseDiagnosisValidator). */
function DiagnosisFields({ diagnosis }: { diagnosis: CaseDiagnosisRow | null }) {
  return (
    <>
      <IcdField
        defaultCode={
          diagnosis ? { value: String(diagnosis.icd_id), label: icdLabel(diagnosis) } : null
        }
      />
      <DateField
        name="diagnosed_on"
        label="Diagnosed on"
        defaultValue={diagnosis?.diagnosed_on ?? ''}
        range="happened"
      />
      <CheckboxField
        name="is_primary"
        label="Primary diagnosis"
        hint="A case has one: marking this one makes the current primary a secondary diagnosis."
        defaultChecked={diagnosis?.is_primary ?? false}
        className="self-end"
      />
      <TextareaField
        name="notes"
        label="Notes"
        defaultValue={diagnosis?.notes ?? ''}
        maxLength={2000}
        rows={3}
        className="sm:col-span-2"
      />
    </>
  )
}

/**
 * The case's icd tab (SPEC.md §2, view-case): the member's diagnoses as ICD-10 codes, one of
 * them the primary.
 */
export function CaseDiagnosesTab({
  caseRecord,
  diagnoses,
}: {
  caseRecord: CaseRecord
  diagnoses: CaseDiagnosesPage | undefined
}) {
  return (
    <CaseChildTab
      caseRecord={caseRecord}
      prop="diagnoses"
      page={diagnoses}
      routes="navigate.cases.icd"
      nouns={{ one: 'diagnosis', many: 'diagnoses', title: 'Diagnoses (ICD-10)' }}
      intro="The member’s diagnoses as ICD-10 codes; one of them is the primary diagnosis."
      columns={diagnosisColumns}
      rowLabel={(diagnosis) => diagnosis.code}
      dialogDescription={(diagnosis) =>
        diagnosis
          ? `A diagnosis of case ${caseRecord.number}.`
          : `An ICD-10 code diagnosed during case ${caseRecord.number}.`
      }
      fields={(diagnosis) => <DiagnosisFields diagnosis={diagnosis} />}
      emptyHint="Record the first with “Add diagnosis”."
    />
  )
}
