import type { KeptUse, Nouns, RowsUse, SettingUse, UsedBy } from '#services/record_usage'

/**
 * Foreign keys declared where they live (issue 28, "registries instead of hubs"): the resource
 * whose table holds a column says which table it points at and what deleting a record there does
 * to its rows, so a new document adds its keys in its own module and no target is edited. The
 * registry (app/resources/registry.ts) turns the declarations round into each target's `usedBy`,
 * which the delete dialog, the delete's refusal and the restore's refusal read
 * (app/services/record_usage.ts).
 */

/** Where a declaration points: the target table, and the table holding the column. */
interface Pointing {
  /** The table whose records the column holds ('clients'; a currency's by `key: 'code'`). */
  target: string
  /**
   * The table holding the column when it is not the declaring resource's own: a table it owns
   * and writes with its records (a user's role_user rows, a GOP's revisions).
   */
  table?: string
}

/** Live rows that count against a delete: refused while they exist, or warned about. */
export type CountedReference = Omit<RowsUse, 'table'> & Pointing

/** A key that never stands in a delete's way, and why (history, rows kept with their owner). */
export type KeptReference = Omit<KeptUse, 'table'> & Pointing

export type Reference = CountedReference | KeptReference

/** A site setting that holds a record's id (or a list of ids), or its code: its page declares it. */
export type SettingReference = Omit<SettingUse, 'page' | 'subjectType'> & { target: string }

/** What declares foreign keys: a resource (or a table without one of its own, the log). */
export interface Referrer {
  /** Its own table, the holder of every key it declares without a `table` of its own. */
  table: string
  references: readonly Reference[]
}

/** A settings page and the settings it owns that hold records. */
export interface SettingsReferrer {
  /** The page as its menu names it ('GOP settings'). */
  page: string
  /** Its activity-log subject ('gop_settings'): a 'clear' is logged as a change of the page. */
  subjectType: string
  settings: readonly SettingReference[]
}

/**
 * Live rows of the declaring table that need their target: the target is not deleted while one
 * exists, and a trashed one does not come back while its target is in the trash.
 */
export function needs(
  column: string,
  target: string,
  noun: Nouns,
  more: Partial<Omit<CountedReference, 'column' | 'target' | 'noun'>> = {}
): CountedReference {
  return { column, target, noun, live: true, onDelete: 'refuse', ...more }
}

/** A key kept out of every delete decision, and why ("who approved a GOP is its history"). */
export function kept(column: string, target: string, why: string, table?: string): KeptReference {
  return { column, target, kept: why, ...(table ? { table } : {}) }
}

/** The declarations as each target reads them: what points at it, in declaration order. */
export function invertReferences(
  referrers: readonly Referrer[],
  settings: readonly SettingsReferrer[]
): Map<string, UsedBy[]> {
  const byTarget = new Map<string, UsedBy[]>()
  const add = (target: string, use: UsedBy) => {
    const uses = byTarget.get(target) ?? []
    uses.push(use)
    byTarget.set(target, uses)
  }
  for (const referrer of referrers) {
    for (const { target, table, ...use } of referrer.references) {
      add(target, { ...use, table: table ?? referrer.table })
    }
  }
  for (const page of settings) {
    for (const { target, ...use } of page.settings) {
      add(target, { ...use, page: page.page, subjectType: page.subjectType })
    }
  }
  return byTarget
}
