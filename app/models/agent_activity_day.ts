import { AgentActivityDaySchema } from '#database/schema'

/**
 * What one user did in one center on one day of its calendar (the agent-activity report). Its
 * rows are counted by the database's triggers (migration 077), never written from here.
 */
export default class AgentActivityDay extends AgentActivityDaySchema {}
