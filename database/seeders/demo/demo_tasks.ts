import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Demo tasks (PRODUCT.md "Tasks"): on each pending or active case an open task or two, some
 * already overdue, assigned to the case's owner or the demo administrator (whose dashboard then
 * shows "my open tasks"); on billing and closed cases the tasks are done (closed), so the demo
 * cases can still be closed without force. Idempotent like the other demo seeders.
 */
const OPEN_TASKS = [
  { title: 'Call the hospital for a medical update', category: 'medical', priority: 'high' },
  {
    title: 'Send the guarantee of payment to the hospital',
    category: 'billing',
    priority: 'urgent',
  },
  { title: 'Arrange an interpreter for the ward round', category: 'specialty', priority: 'normal' },
  { title: 'Confirm the family’s hotel near the hospital', category: 'security', priority: 'low' },
]
const ZONES = ['Asia/Kuala_Lumpur', 'Asia/Bangkok', 'Asia/Manila', 'Asia/Tokyo', 'UTC']
const HOUR = 3_600_000

export async function seedDemoTasks(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('tasks').count('* as total')
  if (Number(total) > 0) return
  const admin: { id: number } | null = await trx
    .from('users')
    .where('email', 'admin@demo.test')
    .select('id')
    .first()
  const cases: { id: number; status: string; center_id: number; owner_id: number | null }[] =
    await trx
      .from('cases')
      .whereNull('deleted_at')
      .orderBy('id')
      .select('id', 'status', 'center_id', 'owner_id')
  const now = Date.now()
  const rows = cases.flatMap((one, index) => {
    const done = one.status === 'billing' || one.status === 'closed'
    const count = (index % 2) + 1
    return Array.from({ length: count }, (_, nth) => {
      const pick = OPEN_TASKS[(index + nth) % OPEN_TASKS.length]
      // Spread from two days overdue to four days ahead.
      const dueAt = new Date(now + (((index * 7 + nth * 13) % 144) - 48) * HOUR)
      dueAt.setUTCMinutes(0, 0, 0)
      const assignee = (index + nth) % 2 === 0 ? (admin?.id ?? one.owner_id) : one.owner_id
      return {
        case_id: one.id,
        center_id: one.center_id,
        title: pick.title,
        category: pick.category,
        priority: pick.priority,
        description: null,
        assignee_id: assignee ?? null,
        due_at: dueAt,
        due_time_zone: ZONES[(index + nth) % ZONES.length],
        status: done ? 'closed' : 'open',
        closed_at: done ? new Date(Math.min(now, dueAt.getTime())) : null,
        closed_by_id: done ? (assignee ?? null) : null,
        created_by_id: one.owner_id ?? admin?.id ?? null,
        created_at: new Date(now - 72 * HOUR),
      }
    })
  })
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertQuery()
      .table('tasks')
      .insert(rows.slice(start, start + 500))
  }
}
