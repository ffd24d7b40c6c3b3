import { settingsController } from '#controllers/settings_controller'
import { securitySettingsPage } from '#resources/site_settings'

export default class SecuritySettingsController extends settingsController(securitySettingsPage) {}
