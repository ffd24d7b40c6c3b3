import { PlusIcon, Trash2Icon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import {
  MAX_WHATSAPP_NUMBERS,
  type WhatsappCenterOption,
  type WhatsappNumberMapping,
} from '#contracts/whatsapp_settings'
import { SelectField, TextField, useFieldError } from '~/components/form'
import { Button } from '~/components/ui/button'

type Row = { key: number; mapping?: WhatsappNumberMapping }

/**
 * The business numbers and the center each one's members reach, edited with the rest of the
 * page and saved in the same request. Rows are uncontrolled inputs keyed by a stable key, so
 * removing one keeps what was typed in the others; their names follow their current place
 * (`whatsapp_numbers.<index>.phone_number_id`), which is also how the server names their errors.
 */
export function WhatsappNumbersField({
  numbers,
  centers,
}: {
  numbers: WhatsappNumberMapping[]
  centers: WhatsappCenterOption[]
}) {
  const nextKey = useRef(numbers.length)
  const [rows, setRows] = useState<Row[]>(() =>
    numbers.map((mapping, index) => ({ key: index, mapping }))
  )
  const listError = useFieldError('whatsapp_numbers')
  const full = rows.length >= MAX_WHATSAPP_NUMBERS
  const titleId = useId()

  return (
    <section
      className="min-w-0 sm:col-span-2"
      aria-labelledby={titleId}
      data-testid="whatsapp-numbers"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id={titleId} className="text-sm font-medium">
            Business numbers
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">
            Each number’s phone number ID (WhatsApp Manager › API setup) and the center whose queue
            its members reach. Messages to a number not listed here are kept but reach no queue.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setRows((current) => [...current, { key: nextKey.current++ }])}
          disabled={full}
          data-testid="whatsapp-numbers-add"
        >
          <PlusIcon aria-hidden="true" />
          Add number
        </Button>
      </div>
      {listError ? (
        <p role="alert" className="mt-2 text-[0.8125rem] font-medium text-destructive">
          {listError}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-3 rounded-md border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
          No business number yet: until one is added, WhatsApp messages reach no queue.
        </p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {rows.map((row, index) => (
            <li
              key={row.key}
              className="grid items-start gap-x-4 gap-y-3 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
              data-testid="whatsapp-number-row"
            >
              <TextField
                name={`whatsapp_numbers.${index}.phone_number_id`}
                label="Phone number ID"
                required
                defaultValue={row.mapping?.phone_number_id ?? ''}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={64}
                autoFocus={!row.mapping && index === rows.length - 1}
                inputClassName="font-mono"
              />
              <SelectField
                name={`whatsapp_numbers.${index}.center_id`}
                label="Center"
                field="center"
                required
                options={centers}
                defaultValue={row.mapping ? String(row.mapping.center_id) : null}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-start text-destructive hover:text-destructive sm:mt-6"
                onClick={() =>
                  setRows((current) => current.filter((other) => other.key !== row.key))
                }
                aria-label={`Remove business number ${index + 1}`}
                data-testid="whatsapp-number-remove"
              >
                <Trash2Icon aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className="mt-2 text-xs text-muted-foreground">
          At most {MAX_WHATSAPP_NUMBERS} business numbers.
        </p>
      ) : null}
    </section>
  )
}
