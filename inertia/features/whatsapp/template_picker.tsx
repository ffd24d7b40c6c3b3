import { useForm } from '@inertiajs/react'
import { useMemo, useState, type FormEvent } from 'react'
import { templatePlaceholders } from '#contracts/whatsapp'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import { inboxUrls, type PickerTemplate } from './types'
import { filledText, prefilledParameters, type KnownValue } from './compose_rules'

/**
 * Sends an approved template: the only message that reaches a member outside the 24-hour window.
 * The agent chooses one, fills its parameters (opened with what the conversation knows, each
 * field offering the other known values) and reads the message as it will arrive before sending.
 */
export function TemplatePicker({
  contactId,
  templates,
  knownValues,
  onClose,
}: {
  contactId: number
  templates: readonly PickerTemplate[]
  knownValues: readonly KnownValue[]
  onClose: () => void
}) {
  const [chosenId, setChosenId] = useState<number | null>(templates[0]?.id ?? null)
  const chosen = templates.find((template) => template.id === chosenId) ?? null
  const placeholders = useMemo(() => (chosen ? templatePlaceholders(chosen.body) : []), [chosen])
  const form = useForm<{ template_id: number | null; parameters: string[] }>({
    template_id: chosen?.id ?? null,
    parameters: chosen ? prefilledParameters(placeholders, knownValues) : [],
  })

  function choose(template: PickerTemplate) {
    setChosenId(template.id)
    form.setData({
      template_id: template.id,
      parameters: prefilledParameters(templatePlaceholders(template.body), knownValues),
    })
    form.clearErrors()
  }

  function setParameter(index: number, value: string) {
    const next = [...form.data.parameters]
    next[index] = value
    form.setData('parameters', next)
    form.clearErrors(`parameters.${index}` as 'parameters')
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(inboxUrls.action(contactId, 'send-template'), {
      preserveScroll: true,
      preserveState: true,
      onSuccess: onClose,
    })
  }

  const errors = form.errors as Record<string, string | undefined>
  return (
    <Dialog open onOpenChange={(open) => (open || form.processing ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl" data-testid="template-picker">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Send a template</DialogTitle>
            <DialogDescription>
              An approved template reaches the member at any time, even after the 24-hour window.
            </DialogDescription>
          </DialogHeader>
          {templates.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="template-picker-empty">
              No approved templates yet. They are synced from WhatsApp into Manage › WhatsApp
              templates.
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
              <ul
                className="grid max-h-72 content-start gap-1 overflow-y-auto"
                role="listbox"
                aria-label="Templates"
              >
                {templates.map((template) => (
                  <li key={template.id}>
                    <button
                      type="button"
                      role="option"
                      aria-selected={template.id === chosenId}
                      onClick={() => choose(template)}
                      className={cn(
                        'w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent',
                        template.id === chosenId && 'bg-accent font-medium'
                      )}
                      data-testid="template-option"
                    >
                      {template.name}
                      <span className="ml-1 text-xs text-muted-foreground">
                        {template.language}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {chosen ? (
                <div className="grid content-start gap-3">
                  {placeholders.map((name, index) => (
                    <Field
                      key={`${chosen.id}-${name}`}
                      label={`Parameter {{${name}}}`}
                      error={errors[`parameters.${index}`]}
                      errorTestId={`error-parameters-${index}`}
                    >
                      <Input
                        value={form.data.parameters[index] ?? ''}
                        onChange={(event) => setParameter(index, event.target.value)}
                        list={`known-values-${contactId}`}
                        maxLength={1024}
                        data-testid={`template-parameter-${index}`}
                      />
                    </Field>
                  ))}
                  <datalist id={`known-values-${contactId}`}>
                    {knownValues.map((known) => (
                      <option key={known.label} value={known.value} label={known.label} />
                    ))}
                  </datalist>
                  <div
                    className="rounded-md border bg-muted/40 px-3 py-2 text-sm whitespace-pre-wrap"
                    data-testid="template-preview"
                  >
                    {filledText(chosen.body, placeholders, form.data.parameters)}
                  </div>
                  {errors.template_id || errors.parameters ? (
                    <p className="text-xs text-destructive" role="alert">
                      {errors.template_id ?? errors.parameters}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={form.processing}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={
                !chosen || form.processing || form.data.parameters.some((value) => !value.trim())
              }
              data-testid="template-send"
            >
              Send template
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
