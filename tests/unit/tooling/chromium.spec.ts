import { test } from '@japa/runner'
import { chromium } from 'playwright'
import { chooseChromium, DEFAULT_CHROMIUM_PATH, packagedChromium } from '#tests/helpers/chromium'

const onDisk =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path)
const linux = { platform: 'linux', arch: 'x64' }

test.group('Browser tests › which Chromium', () => {
  test("Debian's Chromium when it is installed", ({ assert }) => {
    const choice = chooseChromium({
      configuredPath: undefined,
      isExecutable: onDisk(DEFAULT_CHROMIUM_PATH),
      ...linux,
    })
    assert.deepEqual(choice, { kind: 'system', path: DEFAULT_CHROMIUM_PATH })
  })

  test('the binary CHROMIUM_PATH names, when it is there', ({ assert }) => {
    const choice = chooseChromium({
      configuredPath: '/opt/chromium/chrome',
      isExecutable: onDisk('/opt/chromium/chrome', DEFAULT_CHROMIUM_PATH),
      ...linux,
    })
    assert.deepEqual(choice, { kind: 'system', path: '/opt/chromium/chrome' })
  })

  test('an empty CHROMIUM_PATH means the default', ({ assert }) => {
    const choice = chooseChromium({
      configuredPath: '',
      isExecutable: onDisk(DEFAULT_CHROMIUM_PATH),
      ...linux,
    })
    assert.deepEqual(choice, { kind: 'system', path: DEFAULT_CHROMIUM_PATH })
  })

  test('the packaged Chromium on a machine without one', ({ assert }) => {
    const choice = chooseChromium({ configuredPath: undefined, isExecutable: onDisk(), ...linux })
    assert.deepEqual(choice, { kind: 'packaged', missing: DEFAULT_CHROMIUM_PATH })
  })

  test('the packaged Chromium when CHROMIUM_PATH names no file', ({ assert }) => {
    const choice = chooseChromium({
      configuredPath: '/nonexistent',
      isExecutable: onDisk(DEFAULT_CHROMIUM_PATH),
      ...linux,
    })
    assert.deepEqual(choice, { kind: 'packaged', missing: '/nonexistent' })
  })

  test('a clear message where the packaged one cannot run (not Linux x64)', ({ assert }) => {
    for (const platform of [
      { platform: 'linux', arch: 'arm64' },
      { platform: 'darwin', arch: 'x64' },
    ]) {
      const choice = chooseChromium({
        configuredPath: undefined,
        isExecutable: onDisk(),
        ...platform,
      })
      assert.equal(choice.kind, 'none')
      assert.include(choice.kind === 'none' ? choice.message : '', 'set CHROMIUM_PATH')
    }
  })

  // CI has Debian's Chromium, so the suite itself never exercises the fallback: this does.
  test('the packaged Chromium unpacks, launches and renders text', async ({ assert }) => {
    const { env, ...launch } = await packagedChromium()
    const browser = await chromium.launch({
      ...launch,
      headless: true,
      env: { ...process.env, ...env },
    })
    try {
      const page = await browser.newPage()
      await page.setContent('<h1 style="font-family: sans-serif">Assist Back-office</h1>')
      assert.equal(await page.textContent('h1'), 'Assist Back-office')
      const width = await page.evaluate(
        () => document.querySelector('h1')!.getBoundingClientRect().width
      )
      assert.isAbove(width, 100)
      const screenshot = await page.screenshot()
      assert.isAbove(screenshot.length, 1000)
    } finally {
      await browser.close()
    }
  })
    .skip(process.platform !== 'linux' || process.arch !== 'x64', 'packaged for Linux x64 only')
    .timeout(180_000)
})
