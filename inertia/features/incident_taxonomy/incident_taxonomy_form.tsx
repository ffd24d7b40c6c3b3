import { useState } from 'react'
import { FormSection, ResourceForm, SelectField, TextareaField, TextField } from '~/components/form'
import { ancestorLevels, LEVEL_LABELS, taxonomyResources } from './incident_taxonomy_resource'
import type { TaxonomyLevel, TaxonomyOptions, TaxonomyRecord } from './types'

/**
 * The ids of a record's ancestors, top down, found by walking up from its parent through the
 * options' parents. A broken chain (an ancestor in the trash) starts the choice afresh.
 */
function ancestorIds(
  levels: readonly TaxonomyLevel[],
  taxonomy: TaxonomyOptions,
  parentId: number | null
): (string | null)[] {
  const ids: (string | null)[] = levels.map(() => null)
  let id = parentId === null ? null : String(parentId)
  for (let index = levels.length - 1; index >= 0; index--) {
    const option = taxonomy[levels[index]].find((candidate) => candidate.value === id)
    if (!option) return levels.map(() => null)
    ids[index] = option.value
    id = option.parent
  }
  return ids
}

interface TaxonomyFormProps {
  level: TaxonomyLevel
  /** Every level's live entries (the create and edit pages' `taxonomy` prop). */
  taxonomy: TaxonomyOptions
  /** The entry being edited; without it the form creates one. */
  record?: TaxonomyRecord
}

/**
 * Create and edit an entry of any taxonomy level. Below the top level the parent is chosen with
 * dependent dropdowns, one per level above: each offers only the children of the choice above it,
 * waits until that choice is made, and changing a choice clears the ones below. Only the direct
 * parent is the record's (`parent_id`); the higher choices are posted under `ancestor_<level>`
 * only because the shared SelectField always posts, and the server ignores them.
 */
export function TaxonomyForm({ level, taxonomy, record }: TaxonomyFormProps) {
  const levels = ancestorLevels(level)
  const [chosen, setChosen] = useState(() =>
    ancestorIds(levels, taxonomy, record?.parent_id ?? null)
  )

  function choose(index: number, value: string) {
    if (chosen[index] === value) return
    setChosen((current) => current.map((id, at) => (at < index ? id : at === index ? value : null)))
  }

  return (
    <ResourceForm resource={taxonomyResources[level]} record={record}>
      {({ errors }) => (
        <>
          {levels.length > 0 ? (
            <FormSection
              title="Place in the taxonomy"
              description={`Choose ${levels.map((ancestor) => `the ${ancestor}`).join(', then ')}.`}
              // Three levels read best on one row; FormSection's grid has two columns otherwise.
              className={levels.length === 3 ? 'lg:[&>div]:grid-cols-3' : undefined}
            >
              {levels.map((ancestor, index) => {
                const above = index === 0 ? null : chosen[index - 1]
                const waiting = index > 0 && above === null
                const direct = index === levels.length - 1
                const parentError = direct && typeof errors.parent_id === 'string'
                return (
                  <SelectField
                    // SelectField keeps its own value: a new choice above mounts a fresh, empty one.
                    key={`${ancestor}:${above ?? ''}`}
                    name={direct ? 'parent_id' : `ancestor_${ancestor}`}
                    label={LEVEL_LABELS[ancestor]}
                    field={ancestor}
                    required
                    options={
                      index === 0
                        ? taxonomy[ancestor]
                        : taxonomy[ancestor].filter((option) => option.parent === above)
                    }
                    defaultValue={chosen[index]}
                    disabled={waiting}
                    hint={waiting ? `Choose the ${levels[index - 1]} first.` : undefined}
                    // The server names the field 'parent_id'; say which level is missing.
                    error={parentError ? `Please select ${ancestor}.` : undefined}
                    onChange={(value) => choose(index, value)}
                  />
                )
              })}
            </FormSection>
          ) : null}
          <FormSection title={LEVEL_LABELS[level]}>
            <TextField
              name="name"
              label="Name"
              required
              defaultValue={record?.name}
              maxLength={120}
              autoComplete="off"
              autoFocus={!record && levels.length === 0}
              className="sm:col-span-2"
            />
            <TextareaField
              name="description"
              label="Description"
              defaultValue={record?.description ?? ''}
              maxLength={2000}
              rows={4}
              className="sm:col-span-2"
            />
          </FormSection>
        </>
      )}
    </ResourceForm>
  )
}
