import { settingsController } from '#controllers/settings_controller'
import { gopSettingsPage } from '#resources/gop_settings'

export default class GopSettingsController extends settingsController(gopSettingsPage) {}
