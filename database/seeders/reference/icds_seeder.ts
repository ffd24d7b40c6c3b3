import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

const BATCH = 2000

/** RFC 4180 line → fields (the file quotes a field when it holds a comma or a quote). */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const char = line[index]
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') {
        quoted = false
      } else {
        field += char
      }
    } else if (char === '"') {
      quoted = true
    } else if (char === ',') {
      fields.push(field)
      field = ''
    } else {
      field += char
    }
  }
  fields.push(field)
  return fields
}

/**
 * The full ICD-10-CM FY2026 table (database/data/icd10cm.csv, ~98k rows), loaded once in
 * batches of 2000 rows. Skipped when the table already holds rows, so an administrator's edits
 * and trash survive restarts. Returns whether it loaded the table.
 */
export async function seedIcds(trx: TransactionClientContract): Promise<boolean> {
  const [{ total }] = await trx.from('icds').count('* as total')
  if (Number(total) > 0) return false
  const csv = await readFile(app.makePath('database/data/icd10cm.csv'), 'utf8')
  const lines = csv
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
  const now = new Date()
  for (let start = 0; start < lines.length; start += BATCH) {
    const rows = lines.slice(start, start + BATCH).map((line) => {
      const [code, title, billable, chapter] = parseCsvLine(line)
      return {
        code,
        title,
        billable: billable === '1',
        chapter: Number(chapter),
        created_at: now,
        updated_at: now,
      }
    })
    await trx.insertQuery().table('icds').multiInsert(rows)
  }
  return true
}
