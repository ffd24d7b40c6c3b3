import { MoonIcon, SunIcon } from 'lucide-react'
import { useTheme } from '~/components/theme/theme_provider'
import { Button } from '~/components/ui/button'
import { Tooltip } from '~/components/ui/tooltip'
import { MENU_TOOLTIP_DELAY_MS } from '~/lib/ui_constants'

/** SPEC.md §2 "Change Theme Mode": flips light/dark and remembers the choice. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme()
  const next = resolvedTheme === 'dark' ? 'light' : 'dark'
  const label = `Switch to ${next} mode`
  return (
    <Tooltip content="Change theme mode" delayDuration={MENU_TOOLTIP_DELAY_MS}>
      <Button
        variant="header"
        size="icon"
        onClick={() => setTheme(next)}
        aria-label={label}
        data-testid="theme-toggle"
        data-theme={resolvedTheme}
      >
        {resolvedTheme === 'dark' ? (
          <SunIcon aria-hidden="true" />
        ) : (
          <MoonIcon aria-hidden="true" />
        )}
      </Button>
    </Tooltip>
  )
}
