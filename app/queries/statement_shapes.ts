import app from '@adonisjs/core/services/app'

/** A statement as knex writes it: `?` placeholders and their values, in order. */
export type Statement = { sql: string; bindings: readonly unknown[] }

/** What this module reads of a knex Raw (`db.raw`, `whereRaw`, a raw table). */
type KnexRaw = {
  isRawInstance: true
  sql: unknown
  bindings: unknown
  _wrappedBefore?: unknown
  _wrappedAfter?: unknown
}

/** What this module reads of a knex query builder: its statements and single values. */
type KnexBuilder = {
  _method: unknown
  _statements: Record<string, unknown>[]
  _single: Record<string, unknown>
  _options?: unknown[]
  _comments?: unknown[]
  _timeout?: unknown
  toSQL(): { sql: string; bindings: readonly unknown[] }
}

/** A Lucid query builder: its `where` calls reach knex's builder when applied. */
export type LucidBuilder = { knexQuery: unknown; toSQL(): Statement }

/** Thrown inside the walk: the builder holds something the shape does not describe. */
class Unshaped extends Error {}

function isRaw(value: unknown): value is KnexRaw {
  return typeof value === 'object' && value !== null && (value as KnexRaw).isRawInstance === true
}

function isBuilder(value: unknown): value is KnexBuilder {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as KnexBuilder)._statements) &&
    typeof (value as KnexBuilder)._single === 'object'
  )
}

/** A value knex sends as one parameter, whatever it holds. */
function isParameter(value: unknown): boolean {
  if (value === undefined) return false
  return typeof value !== 'object' || value === null || value instanceof Date
}

/** Components in the order knex's compiler writes them (and so takes their bindings). */
const COMPONENTS = ['columns', 'join', 'where', 'order'] as const

/**
 * The shape of a builder (everything that decides the SQL text: tables, columns, operators,
 * raw texts, how many values a list holds, whether there is an offset) and its values in the
 * order knex binds them. Two builders of one shape compile to the same text.
 */
class Shape {
  key: string[] = []
  bindings: unknown[] = []

  raw(raw: KnexRaw) {
    const { sql, bindings } = raw
    // `??` binds an identifier into the text itself: its value is part of the shape.
    if (typeof sql !== 'string' || sql.includes('??')) throw new Unshaped()
    this.key.push('raw', sql, String(raw._wrappedBefore ?? ''), String(raw._wrappedAfter ?? ''))
    if (bindings === undefined || bindings === null) return
    if (!Array.isArray(bindings)) throw new Unshaped()
    this.key.push(String(bindings.length))
    for (const value of bindings) {
      if (Array.isArray(value)) {
        // An array is written as one placeholder per value.
        this.key.push(`[${value.length}]`)
        for (const item of value) this.parameter(item)
      } else this.parameter(value)
    }
  }

  parameter(value: unknown) {
    if (!isParameter(value)) throw new Unshaped()
    this.bindings.push(value)
  }

  /** A field that is part of the text: a name, an operator, a flag. */
  text(name: string, value: unknown) {
    if (isRaw(value)) {
      this.key.push(name)
      this.raw(value)
    } else if (typeof value === 'object' && value !== null) throw new Unshaped()
    else this.key.push(name, typeof value, String(value))
  }

  /** Every field of a statement but its values, in a fixed order. */
  fields(statement: Record<string, unknown>, values: string[]) {
    for (const name of Object.keys(statement).sort()) {
      if (!values.includes(name)) this.text(name, statement[name])
    }
  }

  builder(builder: KnexBuilder) {
    if (builder._method !== 'select') throw new Unshaped()
    if (builder._options?.length || builder._comments?.length || builder._timeout) {
      throw new Unshaped()
    }
    this.key.push('(')
    const { limit, offset, skipBinding, table, ...single } = builder._single
    if (skipBinding && Object.values(skipBinding).some(Boolean)) throw new Unshaped()
    for (const name of Object.keys(single).sort()) this.text(name, single[name])
    const grouped = new Map<string, Record<string, unknown>[]>()
    for (const statement of builder._statements) {
      const grouping = String(statement.grouping)
      if (!(COMPONENTS as readonly string[]).includes(grouping)) throw new Unshaped()
      grouped.set(grouping, [...(grouped.get(grouping) ?? []), statement])
    }
    for (const statement of grouped.get('columns') ?? []) this.column(statement)
    this.text('table', table)
    for (const statement of grouped.get('join') ?? []) this.join(statement)
    for (const statement of grouped.get('where') ?? []) this.where(statement)
    for (const statement of grouped.get('order') ?? []) this.order(statement)
    // knex writes no limit without one, and no offset for 0.
    if (limit !== undefined && limit !== null) {
      this.key.push('limit')
      this.parameter(limit)
    }
    if (offset) {
      this.key.push('offset')
      this.parameter(offset)
    }
    this.key.push(')')
  }

  column(statement: Record<string, unknown>) {
    this.fields(statement, ['value'])
    const { value } = statement
    if (typeof value === 'string') this.key.push(value)
    else if (Array.isArray(value)) for (const column of value) this.text('column', column)
    else throw new Unshaped()
  }

  join(statement: Record<string, unknown>) {
    // `and` is the clause itself (knex's chaining sugar).
    this.fields(statement, ['clauses', 'and'])
    const clauses = statement.clauses
    if (!Array.isArray(clauses)) throw new Unshaped()
    for (const clause of clauses as Record<string, unknown>[]) {
      // Only column-to-column conditions: `on a = b` binds nothing.
      if (clause.type !== 'onBasic') throw new Unshaped()
      this.fields(clause, [])
    }
  }

  where(statement: Record<string, unknown>) {
    this.fields(statement, ['value'])
    const { type, value } = statement
    if (type === 'whereNull') return
    if (type === 'whereRaw') {
      if (!isRaw(value)) throw new Unshaped()
      return this.raw(value)
    }
    if (type === 'whereBasic') {
      if (isRaw(value)) return this.raw(value)
      // `= ?` whatever the value, null included (knex binds it).
      return this.parameter(value)
    }
    if (type === 'whereIn') {
      if (isBuilder(value)) return this.builder(value)
      if (!Array.isArray(value)) throw new Unshaped()
      // knex writes an empty list as a condition of its own.
      this.key.push(`[${value.length}]`)
      for (const item of value) this.parameter(item)
      return
    }
    throw new Unshaped()
  }

  order(statement: Record<string, unknown>) {
    this.fields(statement, ['value'])
    const { type, value } = statement
    if (type !== 'orderByBasic' && type !== 'orderByRaw') throw new Unshaped()
    this.text('by', value)
  }
}

/** Compiled text by shape; null for a shape whose values knex binds in another order. */
const compiled = new Map<string, string | null>()
const MAX_SHAPES = 5_000

/** How many shapes are known (tests). */
export function knownShapes() {
  return compiled.size
}

function sameBindings(ours: readonly unknown[], theirs: readonly unknown[]) {
  return ours.length === theirs.length && ours.every((value, index) => value === theirs[index])
}

/**
 * A builder's statement, compiled by knex once per shape and reused: a page's statements differ
 * from request to request by their values only, and compiling (wrapping every identifier,
 * writing every clause, positioning placeholders) was most of what knex cost a list page
 * (bench/README.md, issue 28). The first builder of a shape is compiled by knex; its values must
 * come out of the walk in knex's order, or the shape is never reused. A builder holding anything
 * the walk does not know (a callback, an insert, a union, `??` identifiers) is compiled by knex
 * every time. Under test every reuse is compiled by knex too and must be the same statement.
 */
export function compileStatement(query: LucidBuilder): Statement {
  // Lucid keeps its `where` calls aside until the statement is compiled (its toSQL does this).
  const lucid = query as unknown as { applyWhere?: () => void; knexQuery: unknown }
  if (typeof lucid.applyWhere !== 'function' || !isBuilder(lucid.knexQuery)) return query.toSQL()
  lucid.applyWhere()
  const builder = lucid.knexQuery
  const shape = new Shape()
  try {
    shape.builder(builder)
  } catch (error) {
    if (error instanceof Unshaped) return builder.toSQL()
    throw error
  }
  const key = shape.key.join('\u0000')
  const known = compiled.get(key)
  if (known === null) return builder.toSQL()
  if (known !== undefined) {
    const reused = { sql: known, bindings: shape.bindings }
    if (app.inTest) verify(reused, builder.toSQL())
    return reused
  }
  const statement = builder.toSQL()
  if (compiled.size >= MAX_SHAPES) compiled.clear()
  compiled.set(key, sameBindings(shape.bindings, statement.bindings) ? statement.sql : null)
  return statement
}

function verify(reused: Statement, fresh: Statement) {
  if (reused.sql !== fresh.sql || !sameBindings(reused.bindings, fresh.bindings)) {
    throw new Error(
      `A reused statement differs from knex's: ${reused.sql} ${JSON.stringify(reused.bindings)} ` +
        `against ${fresh.sql} ${JSON.stringify(fresh.bindings)}`
    )
  }
}
