import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Tasks (PRODUCT.md "Tasks"): something to do on a case by a due instant, assigned to a user of
 * the case's center. `center_id` is the case's, copied when the task is created (a case never
 * changes center), so the cross-case list of a center (navigate.tasks.index) and the dashboard's
 * "my open tasks" are index reads per center, never a join through millions of cases.
 * `due_at` is the instant; `due_time_zone` the IANA zone it was set in, to show it back as set.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('tasks', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      table.integer('center_id').unsigned().notNullable().references('centers.id')
      table.string('title', 200).notNullable()
      table.string('category', 20).notNullable()
      table.text('description').nullable()
      table.integer('assignee_id').unsigned().nullable().references('users.id')
      table.timestamp('due_at', { useTz: true }).notNullable()
      table.string('due_time_zone', 64).notNullable()
      table.string('priority', 10).notNullable().defaultTo('normal')
      table.string('status', 10).notNullable().defaultTo('open')
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.integer('closed_by_id').unsigned().nullable().references('users.id')
      table.integer('created_by_id').unsigned().nullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })

    // app/contracts/task_options.ts; the validator checks them too, these keep other writers honest.
    const checks = {
      tasks_category_known: `category IN ('medical', 'specialty', 'security', 'billing')`,
      tasks_priority_known: `priority IN ('low', 'normal', 'high', 'urgent')`,
      tasks_status_known: `status IN ('open', 'closed')`,
      // A closed task says when and by whom; an open one (reopened) has neither.
      tasks_closed_at_when_closed: `(status = 'closed') = (closed_at IS NOT NULL)`,
      tasks_title_not_blank: `btrim(title) <> ''`,
    }
    for (const [name, condition] of Object.entries(checks)) {
      this.schema.raw(`ALTER TABLE tasks ADD CONSTRAINT ${name} CHECK (${condition})`)
    }

    // Title words match as prefixes ("call hosp") through a full-text index, as the ICD titles.
    this.schema.raw(`ALTER TABLE tasks ADD COLUMN title_search tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', title)) STORED`)

    const live = 'WHERE deleted_at IS NULL'
    const indexes: Record<string, string> = {
      // The cross-case list: a status (and category) of the center by due, and by update.
      tasks_center_status_due_index: 'tasks (center_id, status, due_at, id)',
      tasks_center_due_index: 'tasks (center_id, due_at, id)',
      // A category (or an assignee) alone spans both statuses, so it has its own due order;
      // with "open" added the planner takes either index and filters the other column.
      tasks_center_category_due_index: 'tasks (center_id, category, due_at, id)',
      tasks_center_assignee_due_index: 'tasks (center_id, assignee_id, due_at, id)',
      tasks_center_updated_at_index: 'tasks (center_id, updated_at, id)',
      // "Mine" (+ overdue, + open): the dashboard's panel and the list's filter.
      tasks_center_assignee_status_due_index: 'tasks (center_id, assignee_id, status, due_at, id)',
      // A case's two tabs (open and closed), sorted by due or by update.
      tasks_case_status_due_index: 'tasks (case_id, status, due_at, id)',
      tasks_case_status_updated_at_index: 'tasks (case_id, status, updated_at, id)',
      // The case's close guard counts its open tasks: the case index above serves it.
      tasks_title_search: 'tasks USING gin (title_search)',
    }
    for (const [name, target] of Object.entries(indexes)) {
      this.schema.raw(`CREATE INDEX ${name} ON ${target} ${live}`)
    }
    // Who is assigned or closed a task: the users' delete check reads these.
    this.schema.raw(
      'CREATE INDEX tasks_assignee_index ON tasks (assignee_id) WHERE deleted_at IS NULL'
    )
    this.schema.raw('CREATE INDEX tasks_closed_by_index ON tasks (closed_by_id)')
    this.schema.raw('CREATE INDEX tasks_created_by_index ON tasks (created_by_id)')
    this.schema.raw(
      'CREATE INDEX tasks_trashed_index ON tasks (case_id, deleted_at) WHERE deleted_at IS NOT NULL'
    )
  }

  async down() {
    this.schema.dropTable('tasks')
  }
}
