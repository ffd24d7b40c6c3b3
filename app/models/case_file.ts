import { CaseFileSchema } from '#database/schema'

/** A document attached to a case (its "files" tab); the bytes are in Drive under storageKey. */
export default class CaseFile extends CaseFileSchema {}
