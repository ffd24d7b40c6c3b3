/**
 * The Chromium the browser tests drive.
 *
 * Debian's, at /usr/bin/chromium (or the binary CHROMIUM_PATH names), whenever it is there.
 * Otherwise the Chromium that ships inside the @sparticuz/chromium package (a devDependency, so
 * `npm ci` installs it from the registry like any package: no apt, no download at test time),
 * unpacked once into the temp folder. `npm ci && npm test` therefore passes on a machine with
 * only Node.js and npm. The package is built for serverless Linux x64: it brings the NSS
 * libraries it links against and a font (Open Sans; no CJK), which a bare machine may lack.
 */
import { spawn } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium'

/** Headless in a container, and no background traffic on this network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

export type ChromiumChoice =
  | { kind: 'system'; path: string }
  | { kind: 'packaged'; missing: string }
  | { kind: 'none'; message: string }

/**
 * Which browser to launch: the system one when its binary is there, else the packaged one,
 * which exists for Linux x64 only. A CHROMIUM_PATH that names no file falls back the same way
 * (which is also how to run the suite on the packaged browser on purpose).
 */
export function chooseChromium(options: {
  configuredPath: string | undefined
  isExecutable: (path: string) => boolean
  platform: string
  arch: string
}): ChromiumChoice {
  const path = options.configuredPath || DEFAULT_CHROMIUM_PATH
  if (options.isExecutable(path)) return { kind: 'system', path }
  if (options.platform === 'linux' && options.arch === 'x64') {
    return { kind: 'packaged', missing: path }
  }
  return {
    kind: 'none',
    message:
      `No Chromium at ${path}, and the packaged Chromium (@sparticuz/chromium) runs on Linux ` +
      'x64 only. Install Chromium and set CHROMIUM_PATH to its binary.',
  }
}

function isExecutable(path: string) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

export interface ChromiumLaunch {
  executablePath: string
  args: string[]
  /** Extra environment for the browser process (the packaged one's libraries and fonts). */
  env?: Record<string, string>
}

async function packageDirectory() {
  const entry = fileURLToPath(import.meta.resolve('@sparticuz/chromium'))
  const directory = join(dirname(entry), '..')
  const manifest = await readFile(join(directory, 'package.json'), 'utf8')
  return { directory, version: (JSON.parse(manifest) as { version: string }).version }
}

/** The files a complete unpacked copy holds (a temp cleaner may have removed some). */
function unpackedFiles(directory: string) {
  return {
    binary: join(directory, 'chromium'),
    libraries: join(directory, 'al2023', 'lib'),
    fontConfig: join(directory, 'fonts.conf'),
  }
}

function isComplete(directory: string) {
  const files = unpackedFiles(directory)
  return (
    existsSync(files.binary) &&
    existsSync(join(files.libraries, 'libnss3.so')) &&
    existsSync(files.fontConfig)
  )
}

/**
 * Unpacks the packaged Chromium into <temp>/assist-chromium-<version> once. The package
 * unpacks into the temp folder it is given, so a child process does it with TMPDIR set to a
 * private staging folder that is then renamed into place: a run stopped half-way, or two runs
 * at once, never leave a half-written browser behind.
 */
async function unpackPackagedChromium(): Promise<string> {
  const { directory: packageDir, version } = await packageDirectory()
  const target = join(tmpdir(), `assist-chromium-${version}`)
  if (isComplete(target)) return target
  await rm(target, { recursive: true, force: true })

  const staging = `${target}.partial-${process.pid}`
  await rm(staging, { recursive: true, force: true })
  const entry = import.meta.resolve('@sparticuz/chromium')
  // The package's own unpacker: the binary, its fonts and graphics libraries, and the NSS
  // libraries it ships for Amazon Linux (a bare Debian has none).
  const script = `
    import { mkdirSync } from 'node:fs'
    mkdirSync(process.env.TMPDIR, { recursive: true })
    const { default: chromium, inflate } = await import(${JSON.stringify(entry)})
    await chromium.executablePath()
    await inflate(${JSON.stringify(join(packageDir, 'bin', 'al2023.tar.br'))})
  `
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, TMPDIR: staging },
      stdio: 'inherit',
    })
    child.on('exit', (exitCode) => resolve(exitCode ?? 1))
  })
  if (code !== 0) {
    await rm(staging, { recursive: true, force: true })
    throw new Error(`Unpacking the packaged Chromium (@sparticuz/chromium ${version}) failed.`)
  }
  // Its fonts plus the system's, if any; the package's own fonts.conf names Lambda's folders.
  await writeFile(
    unpackedFiles(staging).fontConfig,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(target, 'fonts')}</dir>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
  <cachedir>${join(target, 'fonts-cache')}</cachedir>
</fontconfig>
`
  )
  try {
    await rename(staging, target)
  } catch (error) {
    // Another run finished first: use its copy.
    await rm(staging, { recursive: true, force: true })
    if (!isComplete(target)) throw error
  }
  return target
}

let packaged: Promise<ChromiumLaunch> | null = null

/** Unpacks (once per process, and once per machine) and describes the packaged Chromium. */
export function packagedChromium(): Promise<ChromiumLaunch> {
  packaged ??= unpackPackagedChromium().then((directory) => {
    const files = unpackedFiles(directory)
    return {
      executablePath: files.binary,
      args: CHROMIUM_ARGS,
      env: {
        LD_LIBRARY_PATH: [files.libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
        FONTCONFIG_FILE: files.fontConfig,
      },
    }
  })
  return packaged
}

let announced = false

/** What the browser suite launches (see chooseChromium). */
export async function chromiumLaunch(): Promise<ChromiumLaunch> {
  const choice = chooseChromium({
    configuredPath: process.env.CHROMIUM_PATH,
    isExecutable,
    platform: process.platform,
    arch: process.arch,
  })
  if (choice.kind === 'none') throw new Error(choice.message)
  if (choice.kind === 'system') return { executablePath: choice.path, args: CHROMIUM_ARGS }
  const launch = await packagedChromium()
  if (!announced) {
    announced = true
    console.log(
      `No Chromium at ${choice.missing}: the browser tests use the packaged one (${launch.executablePath}).`
    )
  }
  return launch
}
