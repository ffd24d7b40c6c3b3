import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import type {
  CaseFieldKind,
  CaseFormSection,
  CASE_FORM_LIMITS,
} from '#contracts/case_form_sections'
import type { Option } from '#contracts/list'
import { CheckboxField, SelectField, TextareaField, TextField } from '~/components/form'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

type DraftField = {
  /** React's key: stable while fields move; the stored key (if any) is posted apart. */
  id: number
  key: string | null
  label: string
  kind: CaseFieldKind
  required: boolean
  /** One choice per line, as the textarea shows them. */
  choices: string
  hint: string
}
type DraftSection = {
  id: number
  key: string | null
  title: string
  evacuation_only: boolean
  fields: DraftField[]
}

let nextId = 1
const newId = () => nextId++

const draftField = (): DraftField => ({
  id: newId(),
  key: null,
  label: '',
  kind: 'text',
  required: false,
  choices: '',
  hint: '',
})

function draftOf(sections: readonly CaseFormSection[]): DraftSection[] {
  return sections.map((section) => ({
    id: newId(),
    key: section.key,
    title: section.title,
    evacuation_only: section.evacuation_only,
    fields: section.fields.map((field) => ({
      id: newId(),
      key: field.key,
      label: field.label,
      kind: field.kind,
      required: field.required,
      choices: field.choices.join('\n'),
      hint: field.hint ?? '',
    })),
  }))
}

/** The list with the item at `index` moved by `by` (−1 up, +1 down). */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (target < 0 || target >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}

/** Up, down and remove for one item of a list, named for screen readers. */
function ItemActions({
  noun,
  index,
  count,
  onMove,
  onRemove,
}: {
  noun: string
  index: number
  count: number
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  return (
    <div className="flex items-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${noun} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${noun} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={`Remove ${noun}`}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  )
}

/**
 * Manage › Incident types › Case form: the sections the case form adds for the type, each with
 * its fields (label, kind, required, the choices of a list, a hint), in order. Posted as
 * `sections.<i>.fields.<j>.<part>`; a field's stored key goes with it so the answers cases gave
 * stay attached when it is renamed or moved.
 */
export function CaseFormEditor({
  sections: initial,
  kinds,
  limits,
}: {
  sections: readonly CaseFormSection[]
  kinds: Option[]
  limits: typeof CASE_FORM_LIMITS
}) {
  const [sections, setSections] = useState(() => draftOf(initial))

  const changeSection = (id: number, change: (section: DraftSection) => DraftSection) =>
    setSections((all) => all.map((section) => (section.id === id ? change(section) : section)))
  const changeField = (sectionId: number, fieldId: number, change: Partial<DraftField>) =>
    changeSection(sectionId, (section) => ({
      ...section,
      fields: section.fields.map((field) =>
        field.id === fieldId ? { ...field, ...change } : field
      ),
    }))

  return (
    <div className="grid gap-4" data-testid="case-form-editor">
      {sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          This type adds no sections: its cases have only the common fields.
        </p>
      ) : null}
      {sections.map((section, sectionIndex) => {
        const base = `sections.${sectionIndex}`
        return (
          <Card key={section.id} className="grid gap-4 p-4" data-testid={`section-${sectionIndex}`}>
            {section.key ? <input type="hidden" name={`${base}.key`} value={section.key} /> : null}
            <div className="flex flex-wrap items-start gap-3">
              <TextField
                name={`${base}.title`}
                label="Section title"
                required
                value={section.title}
                maxLength={limits.title}
                onChange={(event) =>
                  changeSection(section.id, (draft) => ({ ...draft, title: event.target.value }))
                }
                className="min-w-56 flex-1"
              />
              <CheckboxField
                name={`${base}.evacuation_only`}
                label="Only on an evacuation or repatriation"
                defaultChecked={section.evacuation_only}
                onChange={(checked) =>
                  changeSection(section.id, (draft) => ({ ...draft, evacuation_only: checked }))
                }
                className="mt-7"
              />
              <div className="mt-6 ml-auto">
                <ItemActions
                  noun={`section ${section.title || sectionIndex + 1}`}
                  index={sectionIndex}
                  count={sections.length}
                  onMove={(by) => setSections((all) => moved(all, sectionIndex, by))}
                  onRemove={() =>
                    setSections((all) => all.filter((other) => other.id !== section.id))
                  }
                />
              </div>
            </div>
            <ol className="grid gap-3">
              {section.fields.map((field, fieldIndex) => {
                const name = `${base}.fields.${fieldIndex}`
                return (
                  <li
                    key={field.id}
                    className="grid gap-3 rounded-md border bg-muted/30 p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.1fr)_minmax(0,2fr)_auto_auto]"
                    data-testid={`section-${sectionIndex}-field-${fieldIndex}`}
                  >
                    {field.key ? (
                      <input type="hidden" name={`${name}.key`} value={field.key} />
                    ) : null}
                    <TextField
                      name={`${name}.label`}
                      label="Field label"
                      required
                      value={field.label}
                      maxLength={limits.label}
                      onChange={(event) =>
                        changeField(section.id, field.id, { label: event.target.value })
                      }
                    />
                    <SelectField
                      name={`${name}.kind`}
                      label="Kind"
                      field="kind of field"
                      required
                      options={kinds}
                      defaultValue={field.kind}
                      onChange={(kind) =>
                        changeField(section.id, field.id, { kind: kind as CaseFieldKind })
                      }
                    />
                    <TextField
                      name={`${name}.hint`}
                      label="Hint"
                      placeholder="A line under the field (optional)"
                      value={field.hint}
                      maxLength={limits.hint}
                      onChange={(event) =>
                        changeField(section.id, field.id, { hint: event.target.value })
                      }
                    />
                    <CheckboxField
                      name={`${name}.required`}
                      label="Required"
                      defaultChecked={field.required}
                      onChange={(required) => changeField(section.id, field.id, { required })}
                      className="lg:mt-7"
                    />
                    <div className="lg:mt-6">
                      <ItemActions
                        noun={`field ${field.label || fieldIndex + 1}`}
                        index={fieldIndex}
                        count={section.fields.length}
                        onMove={(by) =>
                          changeSection(section.id, (draft) => ({
                            ...draft,
                            fields: moved(draft.fields, fieldIndex, by),
                          }))
                        }
                        onRemove={() =>
                          changeSection(section.id, (draft) => ({
                            ...draft,
                            fields: draft.fields.filter((other) => other.id !== field.id),
                          }))
                        }
                      />
                    </div>
                    {field.kind === 'choice' ? (
                      <TextareaField
                        name={`${name}.choices`}
                        label="Choices"
                        required
                        hint={`One per line, at most ${limits.choices}.`}
                        value={field.choices}
                        rows={3}
                        onChange={(event) =>
                          changeField(section.id, field.id, { choices: event.target.value })
                        }
                        className="sm:col-span-2 lg:col-span-3"
                      />
                    ) : null}
                  </li>
                )
              })}
            </ol>
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={section.fields.length >= limits.fieldsPerSection}
                onClick={() =>
                  changeSection(section.id, (draft) => ({
                    ...draft,
                    fields: [...draft.fields, draftField()],
                  }))
                }
              >
                <PlusIcon aria-hidden="true" />
                Add a field
              </Button>
            </div>
          </Card>
        )
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={sections.length >= limits.sections}
          onClick={() =>
            setSections((all) => [
              ...all,
              {
                id: newId(),
                key: null,
                title: '',
                evacuation_only: false,
                fields: [draftField()],
              },
            ])
          }
          data-testid="add-section"
        >
          <PlusIcon aria-hidden="true" />
          Add a section
        </Button>
      </div>
    </div>
  )
}
