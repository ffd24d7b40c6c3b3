import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The agent-activity report (issue 32, app/reports/agent_activity_report.ts): one row per user,
 * center and day on that center's calendar, with what the user did that day.
 *
 * Counted as it happens by triggers, not by grouping the activity log on every page: a report
 * row is then a row of a table (the list pattern: an id, a keyset, an index per filter and
 * sort), and a page or a total reads days, not the million log rows behind them.
 *
 * - cases opened: a case created (activity log `create` of a `case`);
 * - transitions: any document moved between states (`transition`), except a task's close;
 * - tasks closed: a task's `close` transition;
 * - notes: a case note created (`create` of a `case_note`);
 * - messages answered: a WhatsApp message an agent sent (`whatsapp_messages`, outbound, with its
 *   sender): sending one is not written to the activity log, the message row is its record.
 *
 * Only entries of a person (user_id) in a center count; the day is the center's at the moment
 * counted. Both source tables are append-only for these rows (the log by its trigger, a
 * message's sender and time never change), so counting on insert is exact. Existing rows are
 * counted here once, the same way.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE agent_activity_days (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        center_id integer NOT NULL REFERENCES centers (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        day date NOT NULL,
        cases_opened integer NOT NULL DEFAULT 0,
        transitions integer NOT NULL DEFAULT 0,
        tasks_closed integer NOT NULL DEFAULT 0,
        notes integer NOT NULL DEFAULT 0,
        messages_answered integer NOT NULL DEFAULT 0,
        actions integer GENERATED ALWAYS AS
          (cases_opened + transitions + tasks_closed + notes + messages_answered) STORED,
        CONSTRAINT agent_activity_days_one_per_day UNIQUE (center_id, user_id, day)
      )
    `)
    // The report's filters (day range, user) and sorts (day, actions) inside one center, with
    // the id as tie-breaker. The unique constraint's index serves a user's days.
    this.schema.raw(
      'CREATE INDEX agent_activity_days_day_index ON agent_activity_days (center_id, day, id)'
    )
    this.schema.raw(
      'CREATE INDEX agent_activity_days_user_index ON agent_activity_days (center_id, user_id, day, id)'
    )
    this.schema.raw(
      'CREATE INDEX agent_activity_days_actions_index ON agent_activity_days (center_id, actions, id)'
    )
    this.schema.raw(`
      CREATE FUNCTION agent_activity_count(
        p_center integer, p_user integer, p_at timestamptz, p_kind text
      ) RETURNS void AS $$
      BEGIN
        INSERT INTO agent_activity_days AS a
          (center_id, user_id, day, cases_opened, transitions, tasks_closed, notes, messages_answered)
        SELECT p_center, p_user, (p_at AT TIME ZONE c.time_zone)::date,
          (p_kind = 'cases_opened')::int, (p_kind = 'transitions')::int,
          (p_kind = 'tasks_closed')::int, (p_kind = 'notes')::int,
          (p_kind = 'messages_answered')::int
        FROM centers AS c WHERE c.id = p_center
        ON CONFLICT (center_id, user_id, day) DO UPDATE SET
          cases_opened = a.cases_opened + EXCLUDED.cases_opened,
          transitions = a.transitions + EXCLUDED.transitions,
          tasks_closed = a.tasks_closed + EXCLUDED.tasks_closed,
          notes = a.notes + EXCLUDED.notes,
          messages_answered = a.messages_answered + EXCLUDED.messages_answered;
      END;
      $$ LANGUAGE plpgsql
    `)
    this.schema.raw(`
      CREATE FUNCTION agent_activity_from_log() RETURNS trigger AS $$
      BEGIN
        PERFORM agent_activity_count(NEW.center_id, NEW.user_id, NEW.created_at,
          CASE
            WHEN NEW.action = 'create' AND NEW.subject_type = 'case' THEN 'cases_opened'
            WHEN NEW.action = 'create' THEN 'notes'
            WHEN NEW.subject_type = 'task' AND NEW.properties->>'transition' = 'close'
              THEN 'tasks_closed'
            ELSE 'transitions'
          END);
        RETURN NULL;
      END;
      $$ LANGUAGE plpgsql
    `)
    this.schema.raw(`
      CREATE TRIGGER agent_activity_from_log AFTER INSERT ON activity_logs
      FOR EACH ROW WHEN (
        NEW.user_id IS NOT NULL AND NEW.center_id IS NOT NULL AND (
          NEW.action = 'transition'
          OR (NEW.action = 'create' AND NEW.subject_type IN ('case', 'case_note'))
        )
      ) EXECUTE FUNCTION agent_activity_from_log()
    `)
    this.schema.raw(`
      CREATE FUNCTION agent_activity_from_message() RETURNS trigger AS $$
      BEGIN
        PERFORM agent_activity_count(NEW.center_id, NEW.sent_by_id, NEW.sent_at, 'messages_answered');
        RETURN NULL;
      END;
      $$ LANGUAGE plpgsql
    `)
    this.schema.raw(`
      CREATE TRIGGER agent_activity_from_message AFTER INSERT ON whatsapp_messages
      FOR EACH ROW WHEN (NEW.direction = 'outbound' AND NEW.sent_by_id IS NOT NULL)
      EXECUTE FUNCTION agent_activity_from_message()
    `)
    // What was done before this migration, counted once the same way.
    this.schema.raw(`
      INSERT INTO agent_activity_days
        (center_id, user_id, day, cases_opened, transitions, tasks_closed, notes, messages_answered)
      SELECT e.center_id, e.user_id, (e.at AT TIME ZONE c.time_zone)::date,
        count(*) FILTER (WHERE e.kind = 'cases_opened'),
        count(*) FILTER (WHERE e.kind = 'transitions'),
        count(*) FILTER (WHERE e.kind = 'tasks_closed'),
        count(*) FILTER (WHERE e.kind = 'notes'),
        count(*) FILTER (WHERE e.kind = 'messages_answered')
      FROM (
        SELECT center_id, user_id, created_at AS at,
          CASE
            WHEN action = 'create' AND subject_type = 'case' THEN 'cases_opened'
            WHEN action = 'create' THEN 'notes'
            WHEN subject_type = 'task' AND properties->>'transition' = 'close' THEN 'tasks_closed'
            ELSE 'transitions'
          END AS kind
        FROM activity_logs
        WHERE user_id IS NOT NULL AND center_id IS NOT NULL AND (
          action = 'transition' OR (action = 'create' AND subject_type IN ('case', 'case_note')))
        UNION ALL
        SELECT center_id, sent_by_id, sent_at, 'messages_answered'
        FROM whatsapp_messages WHERE direction = 'outbound' AND sent_by_id IS NOT NULL
      ) AS e JOIN centers AS c ON c.id = e.center_id
      GROUP BY 1, 2, 3
    `)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS agent_activity_from_message ON whatsapp_messages')
    this.schema.raw('DROP TRIGGER IF EXISTS agent_activity_from_log ON activity_logs')
    this.schema.raw('DROP FUNCTION IF EXISTS agent_activity_from_message()')
    this.schema.raw('DROP FUNCTION IF EXISTS agent_activity_from_log()')
    this.schema.raw(
      'DROP FUNCTION IF EXISTS agent_activity_count(integer, integer, timestamptz, text)'
    )
    this.schema.raw('DROP TABLE IF EXISTS agent_activity_days')
  }
}
