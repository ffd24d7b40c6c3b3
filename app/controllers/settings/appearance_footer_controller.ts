import { settingsController } from '#controllers/settings_controller'
import { appearanceFooterPage } from '#resources/site_settings'

export default class AppearanceFooterController extends settingsController(appearanceFooterPage) {}
