import { Link } from '@adonisjs/inertia/react'
import { ChevronDownIcon, ShieldCheckIcon } from 'lucide-react'
import { verificationFormPath } from '#contracts/policy_verification'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'

/**
 * "Verify policy": the insurers whose forms this user may fill (their Verify permissions), each
 * opening its form for the case given, if any. Nothing when they may verify with none.
 */
export function VerifyWithMenu({
  forms,
  caseId,
  size = 'sm',
}: {
  forms: readonly { slug: string; name: string }[]
  caseId?: number
  size?: 'sm' | 'default'
}) {
  if (forms.length === 0) return null
  const href = (slug: string) => `${verificationFormPath(slug)}${caseId ? `?case=${caseId}` : ''}`
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size={size} data-testid="verify-with">
          <ShieldCheckIcon aria-hidden="true" />
          Verify policy
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>With which insurer?</DropdownMenuLabel>
        {forms.map((form) => (
          <DropdownMenuItem key={form.slug} asChild>
            <Link href={href(form.slug)} data-testid={`verify-with-${form.slug}`}>
              {form.name}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
