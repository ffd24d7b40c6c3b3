import { TransmissionSchema } from '#database/schema'

/** One send of an outgoing document (a GOP revision, a withdrawal) and what became of it. */
export default class Transmission extends TransmissionSchema {}
