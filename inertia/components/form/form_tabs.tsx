import { useEffect, useState, type ReactNode } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useFormErrors } from './form_shell'

export interface FormTab {
  value: string
  label: string
  /** The names of the fields on this tab, so the tab can show that one of them has an error. */
  fields: readonly string[]
  content: ReactNode
}

/**
 * A long form split into tabs. Every tab stays mounted (hidden when inactive) so all fields
 * are submitted; a tab whose fields have errors is marked with their count, and after a failed
 * save the form opens the first such tab if the current one has none.
 */
export function FormTabs({ tabs }: { tabs: FormTab[] }) {
  const errors = useFormErrors()
  const [tab, setTab] = useState(tabs[0].value)
  const errorCount = (item: FormTab) => item.fields.filter((name) => errors[name]).length

  useEffect(() => {
    const current = tabs.find((item) => item.value === tab)
    if (current && errorCount(current) > 0) return
    const withErrors = tabs.find((item) => errorCount(item) > 0)
    if (withErrors) setTab(withErrors.value)
    // Only a new set of errors moves the form; tabs and tab are read as they are then.
  }, [errors])

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Form sections">
        {tabs.map((item) => {
          const count = errorCount(item)
          return (
            <TabsTrigger key={item.value} value={item.value} data-testid={`form-tab-${item.value}`}>
              {item.label}
              {count > 0 ? (
                <span
                  className="inline-flex min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-4.5 font-semibold text-destructive-foreground"
                  aria-label={count === 1 ? '1 error' : `${count} errors`}
                  data-testid={`form-tab-errors-${item.value}`}
                >
                  {count}
                </span>
              ) : null}
            </TabsTrigger>
          )
        })}
      </TabsList>
      {tabs.map((item) => (
        <TabsContent key={item.value} value={item.value} forceMount className="pt-2">
          {item.content}
        </TabsContent>
      ))}
    </Tabs>
  )
}
