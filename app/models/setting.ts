import { SettingSchema } from '#database/schema'

export default class Setting extends SettingSchema {}
