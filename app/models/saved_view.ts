import { SavedViewSchema } from '#database/schema'

/** A named state of a list (filters, sort, search, page size, columns): its owner's, or shared. */
export default class SavedView extends SavedViewSchema {}
