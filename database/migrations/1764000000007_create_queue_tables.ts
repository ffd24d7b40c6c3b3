import { BaseSchema } from '@adonisjs/lucid/schema'
import { QueueSchemaService } from '@adonisjs/queue'

export default class extends BaseSchema {
  async up() {
    const queueSchema = new QueueSchemaService(this.db.getWriteClient())
    await queueSchema.createJobsTable()
    await queueSchema.createSchedulesTable()
  }

  async down() {
    const queueSchema = new QueueSchemaService(this.db.getWriteClient())
    await queueSchema.dropSchedulesTable()
    await queueSchema.dropJobsTable()
  }
}
