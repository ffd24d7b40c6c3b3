import { CountrySchema } from '#database/schema'

export default class Country extends CountrySchema {}
