import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  BellIcon,
  ChevronDownIcon,
  KeyRoundIcon,
  LogOutIcon,
  MailIcon,
  ShieldCheckIcon,
  SlidersHorizontalIcon,
  UserIcon,
} from 'lucide-react'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'

/** My account pages (SPEC.md §2): every signed-in user's own, no permission needed. */
const MY_ACCOUNT_LINKS = [
  { text: 'Profile', route: 'my-account.profile.edit', icon: UserIcon },
  {
    text: 'Account settings',
    route: 'my-account.account-settings.edit',
    icon: SlidersHorizontalIcon,
  },
  { text: 'Notifications', route: 'my-account.notifications.edit', icon: BellIcon },
  { text: 'Email', route: 'my-account.email.edit', icon: MailIcon },
  { text: 'Password', route: 'my-account.password.edit', icon: KeyRoundIcon },
  { text: 'Two-factor sign-in', route: 'my-account.enable-2fa.edit', icon: ShieldCheckIcon },
] as const

/** The user's picture and name; opens a menu with sign-out (POST logout). */
export function UserMenu() {
  const user = usePage().props.user
  if (!user) return null
  const fullName = `${user.first_name} ${user.last_name}`.trim()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="header"
          className="h-9 gap-2 px-1.5 sm:pr-2"
          aria-label={`Account menu for ${fullName}`}
          data-testid="user-menu"
        >
          <Avatar src={user.picture} firstName={user.first_name} lastName={user.last_name} />
          {/* From 1024 px the main menu takes the bar's middle: the name waits for 1280 px there
              (the avatar and the menu's own heading still say who is signed in). */}
          <span
            className="hidden max-w-40 truncate text-sm font-medium md:inline lg:hidden xl:inline"
            data-testid="user-name"
          >
            {fullName}
          </span>
          <ChevronDownIcon
            className="hidden text-header-muted md:inline lg:hidden xl:inline"
            aria-hidden="true"
          />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate text-sm font-semibold text-foreground">{fullName}</span>
          {user.center ? (
            <span className="truncate">
              {user.center_code?.toUpperCase()} · {user.center}
            </span>
          ) : (
            <span>No center selected</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {MY_ACCOUNT_LINKS.map(({ text, route, icon: Icon }) => (
          <DropdownMenuItem key={route} asChild>
            <Link route={route}>
              <Icon aria-hidden="true" />
              {text}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link route="logout" as="button" className="w-full" data-testid="sign-out">
            <LogOutIcon aria-hidden="true" />
            Sign out
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
