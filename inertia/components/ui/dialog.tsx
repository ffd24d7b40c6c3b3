import { Dialog as DialogPrimitive } from 'radix-ui'
import { XIcon } from 'lucide-react'
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentProps,
  type Ref,
  type RefObject,
} from 'react'
import { cn } from '~/lib/cn'
import {
  DiscardChangesPrompt,
  dialogHasChanges,
  discardDialogForms,
  focusFirstField,
  watchDialogForms,
} from './dialog_guard'

/** The open dialog's content element, for its root to ask whether its forms were changed. */
const DialogContentRef = createContext<RefObject<HTMLDivElement | null> | null>(null)

/**
 * A dialog (Radix's Root) that will not lose what was typed: asked to close (Escape, a click
 * outside, the corner ×, a Cancel that is a DialogClose) while a form inside holds changes the
 * user made, it asks "Discard your changes?" first (ui/dialog_guard.tsx); without changes it
 * closes at once. Discard closes it and removes the form's draft; Keep editing returns to it.
 */
export function Dialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const contentRef = useRef<HTMLDivElement>(null)
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false)
  const open = openProp ?? ownOpen
  const [asking, setAsking] = useState(false)
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null)

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOwnOpen(next)
      onOpenChange?.(next)
    },
    [openProp, onOpenChange]
  )

  return (
    <DialogContentRef.Provider value={contentRef}>
      <DialogPrimitive.Root
        {...props}
        open={open}
        onOpenChange={(next) => {
          if (!next && dialogHasChanges(contentRef.current)) {
            setReturnTo(
              document.activeElement instanceof HTMLElement ? document.activeElement : null
            )
            setAsking(true)
          } else setOpen(next)
        }}
      >
        {children}
      </DialogPrimitive.Root>
      <DiscardChangesPrompt
        open={asking && open}
        returnTo={returnTo}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false)
          discardDialogForms(contentRef.current)
          setOpen(false)
        }}
      />
    </DialogContentRef.Provider>
  )
}

export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className
      )}
      {...props}
    />
  )
}

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Props for the corner close (×) button, e.g. a test id. */
  closeProps?: ComponentProps<typeof DialogPrimitive.Close> & { 'data-testid'?: string }
  showClose?: boolean
}

/**
 * Both refs get the content element, and its forms are watched for their first touch while it
 * is mounted. Works whether Radix passes on a React 19 ref cleanup or calls the ref with null.
 */
function useContentRef(forwarded: Ref<HTMLDivElement> | undefined) {
  const contentRef = useContext(DialogContentRef)
  const elementRef = useRef<HTMLDivElement | null>(null)
  const stopWatching = useRef<(() => void) | null>(null)
  const callback = useCallback(
    (element: HTMLDivElement | null) => {
      stopWatching.current?.()
      stopWatching.current = element ? watchDialogForms(element) : null
      elementRef.current = element
      if (contentRef) contentRef.current = element
      if (typeof forwarded === 'function') forwarded(element)
      else if (forwarded) forwarded.current = element
    },
    [contentRef, forwarded]
  )
  return [callback, elementRef] as const
}

/**
 * The dialog's box. It opens with the focus in its first field (a note's editor, a reason's
 * text), not on its first button; a dialog without fields keeps Radix's choice.
 */
export function DialogContent({
  className,
  children,
  closeProps,
  showClose = true,
  ref,
  onOpenAutoFocus,
  ...props
}: DialogContentProps) {
  const [contentRef, elementRef] = useContentRef(ref)
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        ref={contentRef}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event)
          if (!event.defaultPrevented) focusFirstField(event, elementRef.current)
        }}
        className={cn(
          'fixed top-[12vh] left-1/2 z-50 grid max-h-[80vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-popover p-5 text-popover-foreground shadow-lg outline-none data-[state=open]:animate-pop-in',
          className
        )}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
            aria-label="Close"
            {...closeProps}
          >
            <XIcon className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-base leading-tight font-semibold', className)}
      {...props}
    />
  )
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
