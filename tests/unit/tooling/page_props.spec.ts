import { test } from '@japa/runner'
import { join } from 'node:path'
import ts from 'typescript'

/**
 * A page's props are typed from what its controller renders (app/contracts/page_props.ts,
 * app/services/render_page.ts): proved by compiling a controller and a page that reads its
 * props with the project's own compiler settings, once as written and once with the
 * controller's prop renamed, which must fail the page. The files are held in memory beside the
 * project's, so `#contracts/…` and `#services/…` resolve as the app's own do.
 */

const root = join(import.meta.dirname, '..', '..', '..')
const probe = (side: 'app/controllers' | 'inertia/pages', name: string) =>
  join(root, side, '__probe__', `${name}.ts`)

/** Three controllers, each with a page of its own that reads the props as written first. */
const VARIANTS = {
  asWritten: { titleKey: 'title', countType: 'number' },
  renamed: { titleKey: 'heading', countType: 'number' },
  retyped: { titleKey: 'title', countType: 'string' },
} as const
type Variant = keyof typeof VARIANTS

/** A controller like the app's: its props include a closure (read when the response carries it). */
function controller(titleKey: string, countType: 'number' | 'string') {
  const count = countType === 'number' ? '3' : "'3'"
  return `
import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#services/render_page'

export default class ThingsController {
  async show(ctx: HttpContext) {
    if (ctx.request.input('away')) return ctx.response.redirect('/')
    return renderPage(ctx, 'dashboard/index', {
      ${titleKey}: 'Things',
      count: async () => ${count},
      seenAt: new Date(),
    })
  }
}
`
}

/** A page reading the props as the app's pages do. */
const page = (variant: Variant) => `
import type { InferPageProps } from '#contracts/page_props'
import type ThingsController from '../../../app/controllers/__probe__/${variant}.js'

export function thingsShow(props: InferPageProps<typeof ThingsController, 'show'>): string {
  const count: number = props.count
  const seenAt: string = props.seenAt
  return props.title.toUpperCase() + String(count) + seenAt
}
`

let options: ts.CompilerOptions | undefined

/** The server project's compiler options (tsconfig.json), read once. */
function compilerOptions(): ts.CompilerOptions {
  if (options) return options
  const file = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path))
  const parsed = ts.parseJsonConfigFileContent(file.config, ts.sys, root)
  options = { ...parsed.options, noEmit: true, incremental: false, composite: false }
  return options
}

let compiled: Map<Variant, string[]> | undefined

/**
 * Each page's diagnostics and its controller's, from one program (one type check, the
 * expensive part): `controller: …` or `page: …`, with the compiler's words.
 */
function errorsOf(variant: Variant): string[] {
  compiled ??= compileProbes()
  return compiled.get(variant)!
}

function compileProbes(): Map<Variant, string[]> {
  const variants = Object.keys(VARIANTS) as Variant[]
  const virtual = new Map<string, string>()
  for (const variant of variants) {
    const { titleKey, countType } = VARIANTS[variant]
    virtual.set(probe('app/controllers', variant), controller(titleKey, countType))
    virtual.set(probe('inertia/pages', variant), page(variant))
  }
  const host = ts.createCompilerHost(compilerOptions())
  const readFile = host.readFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  const getSourceFile = host.getSourceFile.bind(host)
  const directoryExists = host.directoryExists?.bind(host)
  host.directoryExists = (path) =>
    path.endsWith('__probe__') || (directoryExists ? directoryExists(path) : true)
  host.readFile = (path) => virtual.get(path) ?? readFile(path)
  host.fileExists = (path) => virtual.has(path) || fileExists(path)
  host.getSourceFile = (path, language, onError, create) => {
    const source = virtual.get(path)
    return source === undefined
      ? getSourceFile(path, language, onError, create)
      : ts.createSourceFile(path, source, language)
  }
  // Beside the pages, what the server program declares globally: Inertia's `ctx.inertia` and
  // the pages' names (the generated InertiaPages).
  const ambient = [
    join(root, 'node_modules', '@adonisjs', 'inertia', 'build', 'src', 'inertia_middleware.d.ts'),
    join(root, '.adonisjs', 'server', 'pages.d.ts'),
  ]
  const pages = variants.map((variant) => probe('inertia/pages', variant))
  const program = ts.createProgram([...pages, ...ambient], compilerOptions(), host)
  // Only the probes' own diagnostics: the checker then checks no more than they need.
  const diagnosticsOf = (path: string, side: string) => {
    const file = program.getSourceFile(path)
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
      (diagnostic) => `${side}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
    )
  }
  return new Map(
    variants.map((variant) => [
      variant,
      [
        ...diagnosticsOf(probe('app/controllers', variant), 'controller'),
        ...diagnosticsOf(probe('inertia/pages', variant), 'page'),
      ],
    ])
  )
}

test.group('Page props typed from the server', () => {
  test('a page compiles against the props its controller renders', ({ assert }) => {
    assert.deepEqual(errorsOf('asWritten'), [])
  }).timeout(120_000)

  test('a prop renamed on the server fails the page that reads it', ({ assert }) => {
    const errors = errorsOf('renamed')
    assert.lengthOf(errors, 1)
    assert.match(errors[0], /^page: Property 'title' does not exist/)
  }).timeout(120_000)

  test('a prop retyped on the server fails the page that reads it', ({ assert }) => {
    const errors = errorsOf('retyped')
    assert.lengthOf(errors, 1)
    assert.match(errors[0], /^page: Type 'string' is not assignable to type 'number'/)
  }).timeout(120_000)
})
