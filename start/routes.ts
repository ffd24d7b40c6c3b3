/**
 * One file per menu group (ARCHITECTURE "Layout"); this file only loads them.
 */
import '#start/routes/auth'
import '#start/routes/ui'
import '#start/routes/manage'
import '#start/routes/accounts'
import '#start/routes/settings'
import '#start/routes/my_account'
