import { settingsController } from '#controllers/settings_controller'
import { generalSettingsPage } from '#resources/site_settings'

export default class GeneralSettingsController extends settingsController(generalSettingsPage) {}
