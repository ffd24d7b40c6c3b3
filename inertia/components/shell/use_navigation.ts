import { usePage } from '@inertiajs/react'
import { urlFor } from '~/client'
import {
  dashboardLink,
  menuGroups,
  settingsMenu,
  shortcutMenu,
  type MenuGroup,
  type MenuRouteName,
  type NavLink,
} from '~/navigation'
import { isActive, isGroupActive, visibleGroup, visibleGroups } from '~/lib/navigation_filter'

const hrefOf = (routeName: MenuRouteName): string => urlFor(routeName)

/** What the signed-in user may see in the menus, and which entry is current. */
export function useNavigation() {
  const { props, url } = usePage()
  const permissions = props.user?.permission ?? []
  return {
    dashboardLink,
    groups: visibleGroups(menuGroups, permissions),
    shortcut: visibleGroup(shortcutMenu, permissions),
    settings: visibleGroup(settingsMenu, permissions),
    isLinkActive: (link: NavLink) => isActive(link, url, hrefOf),
    isGroupActive: (group: MenuGroup) => isGroupActive(group, url, hrefOf),
  }
}
