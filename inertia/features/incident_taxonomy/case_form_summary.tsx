import { Link } from '@adonisjs/inertia/react'
import { PencilIcon } from 'lucide-react'
import { CASE_FIELD_KINDS, type CaseFormSection } from '#contracts/case_form_sections'
import { urlFor } from '~/client'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

const kindLabel = (kind: string) =>
  CASE_FIELD_KINDS.find((option) => option.value === kind)?.label ?? kind

/**
 * An incident type's case form on its page: each section with its fields, and the way to edit
 * them (for who may edit the type).
 */
export function CaseFormSummary({
  typeId,
  sections,
  canEdit,
}: {
  typeId: number
  sections: CaseFormSection[]
  canEdit: boolean
}) {
  return (
    <Card className="mt-4 grid gap-4 p-5" data-testid="case-form-summary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-base font-semibold">Case form</h2>
          <p className="text-sm text-muted-foreground">
            What a case of this type asks for, below the common fields.
          </p>
        </div>
        {canEdit ? (
          <Button asChild variant="outline" size="sm">
            <Link href={urlFor('manage.incident-types.case-form', { id: typeId })}>
              <PencilIcon aria-hidden="true" />
              Edit case form
            </Link>
          </Button>
        ) : null}
      </div>
      {sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sections: only the common fields.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {sections.map((section) => (
            <section key={section.key} className="grid content-start gap-2">
              <h3 className="flex flex-wrap items-center gap-2 text-sm font-medium">
                {section.title}
                {section.evacuation_only ? (
                  <Badge variant="outline">Evacuation or repatriation only</Badge>
                ) : null}
              </h3>
              <ul className="grid gap-1 text-sm">
                {section.fields.map((field) => (
                  <li key={field.key} className="flex flex-wrap gap-x-2">
                    <span>
                      {field.label}
                      {field.required ? (
                        <span className="text-destructive" aria-label="required">
                          {' '}
                          *
                        </span>
                      ) : null}
                    </span>
                    <span className="text-muted-foreground">
                      {kindLabel(field.kind)}
                      {field.kind === 'choice' ? `: ${field.choices.join(', ')}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Card>
  )
}
