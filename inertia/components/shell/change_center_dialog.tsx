import { useForm, usePage } from '@inertiajs/react'
import { Building2Icon } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Combobox } from '~/components/ui/combobox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Tooltip } from '~/components/ui/tooltip'
import { cn } from '~/lib/cn'
import { MENU_TOOLTIP_DELAY_MS } from '~/lib/ui_constants'

export const CHANGE_CENTER_DESCRIPTION =
  "Please select a center from the list below to view its records. Click 'Save' to apply any changes."
export const SELECT_CENTER_ERROR = 'Please select center.'

/**
 * The center badge in the top bar and the Change Center dialog it opens (SPEC.md §2, §4, §5).
 * Nothing is posted until a center is chosen; a server refusal shows beside the field.
 */
export function CenterSwitcher({ className }: { className?: string }) {
  const user = usePage().props.user
  const [open, setOpen] = useState(false)
  const form = useForm<{ center: number | null }>({ center: null })

  if (!user) return null

  function setDialogOpen(next: boolean) {
    setOpen(next)
    // Each opening starts clean: no stale choice and no error from a previous attempt.
    form.reset()
    form.clearErrors()
  }

  function save(event: FormEvent) {
    event.preventDefault()
    if (form.data.center === null) {
      form.setError('center', SELECT_CENTER_ERROR)
      return
    }
    form.post(urlFor('ui.change_center'), {
      preserveScroll: true,
      onSuccess: () => setDialogOpen(false),
    })
  }

  const code = user.center_code?.toUpperCase() ?? null
  const current = user.center
    ? [code, user.center].filter(Boolean).join(' · ')
    : 'no center selected'

  return (
    <Dialog open={open} onOpenChange={setDialogOpen}>
      <Tooltip content="Change center" delayDuration={MENU_TOOLTIP_DELAY_MS}>
        <DialogTrigger asChild>
          <Button
            variant="header"
            size="sm"
            aria-haspopup="dialog"
            aria-label={`Change center (current: ${current})`}
            data-testid="center-badge"
            className={cn(
              'h-8 gap-1.5 border border-white/25 px-2 font-semibold tracking-wide uppercase',
              className
            )}
          >
            {code ? (
              <span data-testid="center-code">{code}</span>
            ) : (
              <Building2Icon aria-hidden="true" data-testid="center-icon" />
            )}
          </Button>
        </DialogTrigger>
      </Tooltip>
      <DialogContent
        data-testid="change-center-dialog"
        closeProps={{ 'data-testid': 'change-center-close' }}
      >
        <form onSubmit={save} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Change Center</DialogTitle>
            <DialogDescription>{CHANGE_CENTER_DESCRIPTION}</DialogDescription>
          </DialogHeader>
          <Field label="Center" error={form.errors.center} errorTestId="change-center-error">
            <Combobox
              options={user.centers}
              value={form.data.center}
              onChange={(center) => {
                form.setData('center', center)
                form.clearErrors('center')
              }}
              placeholder="Select center..."
              searchPlaceholder="Search center..."
              emptyText="No results found."
              data-testid="change-center-select"
            />
          </Field>
          {user.center ? (
            <p className="text-xs text-muted-foreground">
              You are working in <span className="font-medium text-foreground">{current}</span>.
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" data-testid="change-center-cancel">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={form.processing} data-testid="change-center-save">
              {form.processing ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
