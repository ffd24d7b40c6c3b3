import { test } from '@japa/runner'
import { writeFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { snapshotBuild, sourceHash } from '../../../bin/build.js'

/** A small project tree: sources, and the things a build must not depend on. */
const files: Record<string, string> = {
  'app/controllers/home.ts': 'export const home = 1',
  'inertia/app.tsx': 'export default null',
  'public/favicon.svg': '<svg/>',
  'package-lock.json': '{}',
  'node_modules/pkg/index.js': 'module.exports = 1',
  'build/bin/server.js': 'built',
  'public/assets/app-abc.js': 'bundle',
  'storage/uploads/photo.png': 'png',
  'tests/unit/a.spec.ts': 'test',
  'docs/decisions.md': '# Decisions',
  '.adonisjs/server/routes.d.ts': 'generated',
  '.env': 'APP_KEY=secret',
  'README.md': '# Read me',
}

async function write(root: string, path: string, content: string) {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), content)
}

test.group('Production build › source hash', (group) => {
  let root = ''
  group.each.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'source-hash-'))
    for (const [path, content] of Object.entries(files)) await write(root, path, content)
    return () => rm(root, { recursive: true, force: true })
  })

  test('is the same for the same sources', async ({ assert }) => {
    assert.equal(await sourceHash(root), await sourceHash(root))
  })

  test('changes when {$self} changes')
    .with([
      'app/controllers/home.ts',
      'inertia/app.tsx',
      'public/favicon.svg',
      'package-lock.json',
      'lib/new_folder_nobody_listed.ts',
    ])
    .run(async ({ assert }, path) => {
      const before = await sourceHash(root)
      await write(root, path, 'changed')
      assert.notEqual(await sourceHash(root), before)
    })

  test('changes when a source file is renamed', async ({ assert }) => {
    const before = await sourceHash(root)
    await rename(join(root, 'inertia/app.tsx'), join(root, 'inertia/main.tsx'))
    assert.notEqual(await sourceHash(root), before)
  })

  test('ignores {$self}')
    .with([
      'node_modules/pkg/index.js',
      'build/bin/server.js',
      'public/assets/app-abc.js',
      'storage/uploads/photo.png',
      'tests/unit/a.spec.ts',
      'docs/decisions.md',
      '.adonisjs/server/routes.d.ts',
      '.env',
      '.env.local',
      'README.md',
    ])
    .run(async ({ assert }, path) => {
      const before = await sourceHash(root)
      await write(root, path, 'changed')
      assert.equal(await sourceHash(root), before)
    })
})

test.group('Production build › snapshot of build/', (group) => {
  let root = ''
  let buildDir = ''
  group.each.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'build-snapshot-'))
    buildDir = join(root, 'build')
    await write(buildDir, '.source_hash', 'hash-1\n')
    await write(buildDir, 'public/assets/app-abc.js', 'bundle 1')
    await write(buildDir, 'bin/server.js', 'built')
    return () => rm(root, { recursive: true, force: true })
  })

  test('copies the part asked for and answers the hash it was built from', async ({ assert }) => {
    const target = join(root, 'copy')
    const hash = await snapshotBuild(target, {
      from: 'public',
      builder: { buildDir, ensureBuild: async () => true },
    })
    assert.equal(hash, 'hash-1')
    assert.equal(await readFile(join(target, 'assets/app-abc.js'), 'utf8'), 'bundle 1')
    await assert.rejects(() => readFile(join(target, 'bin/server.js'), 'utf8'))
  })

  test('copies again when a rebuild moved the stamp during the copy', async ({ assert }) => {
    const target = join(root, 'copy')
    let copies = 0
    const hash = await snapshotBuild(target, {
      from: 'public',
      builder: { buildDir, ensureBuild: async () => true },
      // Another process rebuilds while the first copy runs: new bundle, new stamp.
      skip: (source) => {
        if (source.endsWith('app-abc.js') && copies++ === 0) {
          writeFileSync(join(buildDir, '.source_hash'), 'hash-2\n')
        }
        return false
      },
    })
    assert.equal(copies, 2)
    assert.equal(hash, 'hash-2')
  })

  test('answers null when the build failed', async ({ assert }) => {
    const target = join(root, 'copy')
    const builder = { buildDir, ensureBuild: async () => false }
    assert.isNull(await snapshotBuild(target, { builder }))
  })
})
