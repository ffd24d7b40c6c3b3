import { settingsController } from '#controllers/settings_controller'
import { appearanceHeaderPage } from '#resources/site_settings'

export default class AppearanceHeaderController extends settingsController(appearanceHeaderPage) {}
