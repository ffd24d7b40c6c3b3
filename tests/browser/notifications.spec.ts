/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Browser, BrowserContext, Page } from 'playwright'
import type User from '#models/user'
import { NOTIFICATION_KINDS } from '#contracts/notification_kinds'
import type { Permission } from '#permissions/catalogue'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { notify, type NotifyInput } from '#services/notifications'

/**
 * Issue 30's notifications, proved in the browser with real people signed in: a task the
 * supervisor gives the agent pops the agent's toast and counts in the bell of every tab the
 * agent has open; "Mark all read" clears them all. Two tabs of one person ring once and, with
 * desktop alerts allowed, show one desktop alert; a notification written while the tab's socket
 * was down arrives within 2 s of its reconnecting.
 *
 * The page is instrumented, never faked: AudioContext and Notification are wrapped to count
 * what the app asks of them (tones played, desktop alerts shown), and WebSocket to know when
 * the tab's socket opens and to close it as a network failure would.
 */

const WORKER: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-tasks',
  'create-task',
  'update-task',
]

async function named(user: User, first: string, last: string) {
  user.firstName = first
  user.lastName = last
  await user.save()
  return user
}

/** The tab's first catch-up: from then on its socket is connected and pushes are news. */
function caughtUp(page: Page) {
  return page.waitForResponse((response) => response.url().includes('/notifications/catch-up'))
}

async function signIn(page: Page, user: User) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  const connected = caughtUp(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
  await connected
}

/** A new tab on the sign-in page (after `instrument`, so its probes are in). */
async function signInTab(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto('/login')
  return page
}

/** Another tab of a signed-in person, on `path`, its socket connected. */
async function openTab(context: BrowserContext, path: string) {
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 800 })
  const connected = caughtUp(page)
  await page.goto(path)
  await connected
  return page
}

/** A second person's browser, on the test server. */
async function otherBrowser(browser: Browser) {
  const host = process.env.HOST
  const port = process.env.PORT
  return browser.newContext({ baseURL: host && port ? `http://${host}:${port}` : undefined })
}

/** The unread count the bell shows, '' when none. */
async function bellCount(page: Page) {
  const badge = page.getByTestId('notification-count')
  return (await badge.count()) === 0 ? '' : ((await badge.textContent()) ?? '')
}

/** Waits until the bell of `page` shows `count` unread ('' for none). */
async function bellShows(page: Page, count: string) {
  const bell = page.getByTestId('notification-bell')
  await bell
    .and(
      page.locator(
        count === ''
          ? '[aria-label="Notifications"]'
          : `[aria-label="Notifications, ${count} unread"]`
      )
    )
    .waitFor()
}

/** A task added from the case's tasks tab for `assignee`, as a person adds one. */
async function assignTask(page: Page, title: string, assignee: string) {
  await page.getByTestId('case-tasks-add').click()
  await page.getByTestId('task-title').fill(title)
  await page.getByTestId('select-category').click()
  await page.getByRole('option', { name: 'Medical' }).click()
  await page.getByTestId('select-assignee_id').click()
  await page.getByRole('option', { name: assignee, exact: true }).click()
  await page.getByTestId('task-save').click()
  await page.getByTestId('case-tasks-tab').getByText(title).waitFor()
}

/**
 * Counts what the app asks of the browser, in every page of the context: oscillators started
 * (an alert sound is two tones), desktop alerts constructed (their titles), and the live
 * socket's openings (when); keeps the sockets so a test can drop them.
 */
function instrument(context: BrowserContext) {
  return context.addInitScript(() => {
    type Probe = {
      tones: number
      desktop: string[]
      opened: number[]
      sockets: WebSocket[]
    }
    const probe: Probe = { tones: 0, desktop: [], opened: [], sockets: [] }
    ;(window as unknown as { __probe: Probe }).__probe = probe
    const NativeAudio = window.AudioContext
    window.AudioContext = class extends NativeAudio {
      createOscillator() {
        const oscillator = super.createOscillator()
        const start = oscillator.start.bind(oscillator)
        oscillator.start = (when?: number) => {
          probe.tones += 1
          start(when)
        }
        return oscillator
      }
    }
    if ('Notification' in window) {
      const NativeNotification = window.Notification
      const Counted = class extends NativeNotification {
        constructor(title: string, options?: NotificationOptions) {
          probe.desktop.push(title)
          super(title, options)
        }
      }
      window.Notification = Counted
    }
    const NativeSocket = window.WebSocket
    window.WebSocket = class extends NativeSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols)
        // The app's live socket only (the dev server's own socket is not the app's).
        if (!String(url).includes('/socket.io/')) return
        probe.sockets.push(this)
        this.addEventListener('open', () => probe.opened.push(performance.now()))
      }
    }
  })
}

type ProbeReading = { tones: number; desktop: string[]; opened: number }

async function probeOf(page: Page): Promise<ProbeReading> {
  return page.evaluate(() => {
    const probe = (
      window as unknown as {
        __probe: { tones: number; desktop: string[]; opened: number[] }
      }
    ).__probe
    return { tones: probe.tones, desktop: [...probe.desktop], opened: probe.opened.length }
  })
}

/**
 * The readings of every tab once one of them passes `until` (or after 5 s), after a further
 * second in which a second tab gets every chance to do it too.
 */
async function settled(pages: Page[], until: (reading: ProbeReading) => boolean) {
  const read = () => Promise.all(pages.map((page) => probeOf(page)))
  const deadline = Date.now() + 5000
  let readings = await read()
  while (!readings.some(until) && Date.now() < deadline) {
    await pages[0].waitForTimeout(100)
    readings = await read()
  }
  await pages[0].waitForTimeout(1000)
  return read()
}

/** A notification as a producer writes one: in a transaction, pushed once it commits. */
function notifyNow(input: NotifyInput) {
  return db.transaction((trx) => notify(trx, input))
}

/** The first click of a tab: it unlocks audio, as a person's first click does. */
async function firstClick(page: Page) {
  await page.locator('main h1').first().click()
}

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.NOTIFICATION_SCREENSHOTS

/** The toast a notification pops, by its title. */
const toastOf = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title })

test.group('Notifications in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a task the supervisor gives the agent: a toast with View, the bell of every tab, mark all read', async ({
    visit,
    browser,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const agent = await named(await makeUser({ permissions: WORKER }), 'Ann', 'Agent')
    const supervisor = await named(await makeUser({ permissions: WORKER }), 'Sam', 'Supervisor')
    const record = await CaseFactory.merge({ centerId: kul.id, ownerId: supervisor.id })
      .apply('active')
      .create()
    const casePath = `/navigate/cases/${record.id}?tab=tasks`

    // The agent, with two tabs open: the dashboard and their cases.
    const first = await visit('/login')
    await signIn(first, agent)
    const second = await openTab(first.context(), '/navigate/cases')
    assert.equal(await bellCount(first), '')

    const other = await otherBrowser(browser)
    const theirs = await other.visit('/login')
    await signIn(theirs, supervisor)
    await theirs.goto(casePath)
    // The agent looks at their first tab (a tab behind another runs no animation frames, so its
    // toast waits there, unseen, until the person comes back to it).
    await first.bringToFront()
    await assignTask(theirs, 'Book the flight home', 'Ann Agent')

    const { number } = await db.from('cases').where('id', record.id).firstOrFail()
    const title = `Task for you on ${number}`
    // Both of the agent's tabs pop the toast (no desktop alerts here) and count it.
    await toastOf(first, title).waitFor()
    await toastOf(second, title).waitFor()
    await toastOf(first, title).getByText('Sam Supervisor gave you the task').waitFor()
    await bellShows(first, '1')
    await bellShows(second, '1')
    // The supervisor is told nothing of their own act.
    assert.equal(await bellCount(theirs), '')

    // View on the first tab's toast opens the task's case, on its tasks tab, and marks it read
    // in both tabs.
    await toastOf(first, title).getByRole('button', { name: 'View' }).click()
    await first.waitForURL(`**${casePath}`)
    await first.getByTestId('case-tasks-tab').getByText('Book the flight home').waitFor()
    await bellShows(first, '')
    await bellShows(second, '')

    // A second task: one unread in both tabs, the first tab now on the case.
    await assignTask(theirs, 'Send the discharge summary', 'Ann Agent')
    await bellShows(first, '1')
    await bellShows(second, '1')

    // The bell's menu on the second tab lists both, the unread one marked; "Mark all read"
    // clears the count in both tabs.
    await second.getByTestId('notification-bell').click()
    const menu = second.getByTestId('notification-menu')
    const items = menu.getByTestId('notification-menu-item')
    await items.nth(1).waitFor()
    assert.equal(await items.count(), 2)
    assert.include(await items.nth(0).textContent(), 'Send the discharge summary')
    assert.include(await items.nth(1).textContent(), 'Book the flight home')
    assert.equal(await menu.locator('[data-unread="true"]').count(), 1)
    await menu.getByTestId('notification-mark-all').click()
    await bellShows(second, '')
    await bellShows(first, '')
    const unread = await db
      .from('notifications')
      .where('user_id', agent.id)
      .whereNull('read_at')
      .count('* as total')
    assert.equal(Number(unread[0].total), 0)
  })

  test('two tabs without desktop alerts: both toast and count, exactly one rings, the other once it is closed', async ({
    visit,
    assert,
  }) => {
    const agent = await named(await makeUser({ permissions: WORKER }), 'Ann', 'Agent')
    const blank = await visit('/login')
    await instrument(blank.context())
    const first = await signInTab(blank.context())
    await blank.close()
    await signIn(first, agent)
    const second = await openTab(first.context(), '/navigate/cases')
    await firstClick(first)
    await firstClick(second)
    assert.equal(await first.evaluate(() => Notification.permission), 'default')

    await notifyNow({
      userId: agent.id,
      kind: 'whatsapp.message',
      title: 'A WhatsApp message',
      body: 'Hello, I need help with my claim.',
      link: '/dashboard',
      sound: 'message',
    })
    await toastOf(first, 'A WhatsApp message').waitFor()
    await toastOf(second, 'A WhatsApp message').waitFor()
    await bellShows(first, '1')
    await bellShows(second, '1')
    // The sound's two tones come from one tab only.
    const readings = await settled([first, second], (reading) => reading.tones > 0)
    assert.deepEqual(
      readings.map((reading) => reading.tones).sort(),
      [0, 2],
      `tones per tab: ${JSON.stringify(readings)}`
    )
    assert.deepEqual(
      readings.map((reading) => reading.desktop.length),
      [0, 0]
    )

    // The ringing tab is closed: the other one rings from now on.
    const [leader, survivor] = readings[0].tones === 2 ? [first, second] : [second, first]
    await leader.close()
    // The browser hands the closed tab's leadership on a moment after it closes (it held a Web
    // Lock): the survivor holds it alone before anything else arrives.
    await survivor.waitForFunction(
      async () => {
        const { held = [], pending = [] } = await navigator.locks.query()
        return held.length === 1 && pending.length === 0
      },
      undefined,
      { polling: 50, timeout: 5000 }
    )
    await notifyNow({
      userId: agent.id,
      kind: 'whatsapp.message',
      title: 'Another WhatsApp message',
      body: 'Are you there?',
      link: '/dashboard',
      sound: 'message',
    })
    await toastOf(survivor, 'Another WhatsApp message').waitFor()
    await bellShows(survivor, '2')
    // It had not rung before; now it plays the sound's two tones.
    const [after] = await settled([survivor], (reading) => reading.tones > 0)
    assert.equal(after.tones, 2, JSON.stringify(after))
  })

  test('two tabs with desktop alerts allowed: one desktop alert, one sound, no toast, both count', async ({
    visit,
    assert,
  }) => {
    const agent = await named(await makeUser({ permissions: WORKER }), 'Ann', 'Agent')
    const blank = await visit('/login')
    const context = blank.context()
    await context.grantPermissions(['notifications'])
    await instrument(context)
    const first = await signInTab(context)
    await blank.close()
    await signIn(first, agent)
    const second = await openTab(context, '/navigate/cases')
    await firstClick(first)
    await firstClick(second)
    assert.equal(await second.evaluate(() => Notification.permission), 'granted')

    await notifyNow({
      userId: agent.id,
      kind: 'whatsapp.message',
      title: 'A WhatsApp message',
      body: 'Hello, I need help with my claim.',
      link: '/dashboard',
      sound: 'message',
    })
    await bellShows(first, '1')
    await bellShows(second, '1')
    const readings = await settled([first, second], (reading) => reading.desktop.length > 0)
    assert.deepEqual(
      readings.flatMap((reading) => reading.desktop),
      ['A WhatsApp message'],
      JSON.stringify(readings)
    )
    // The tab that showed it is the one that rang.
    const leader = readings.findIndex((reading) => reading.desktop.length === 1)
    assert.equal(readings[leader].tones, 2)
    assert.equal(readings[1 - leader].tones, 0)
    assert.equal(await first.locator('[data-sonner-toast]').count(), 0)
    assert.equal(await second.locator('[data-sonner-toast]').count(), 0)
  })

  test('a notification written while the tab’s socket was down arrives within 2 s of reconnecting', async ({
    visit,
    assert,
  }) => {
    const agent = await named(await makeUser({ permissions: WORKER }), 'Ann', 'Agent')
    const blank = await visit('/login')
    const context = blank.context()
    await instrument(context)
    const page = await signInTab(context)
    await blank.close()
    await signIn(page, agent)
    const before = await probeOf(page)
    assert.equal(before.opened, 1)

    // The network goes away and the socket with it (closed as a dropped connection closes).
    await context.setOffline(true)
    await page.evaluate(() => {
      for (const socket of (window as unknown as { __probe: { sockets: WebSocket[] } }).__probe
        .sockets)
        socket.close()
    })
    await notifyNow({
      userId: agent.id,
      kind: 'case.handed_over',
      title: 'A case for you while you were away',
      body: 'Sam Supervisor handed case KUL-2026-000123 over to you.',
      link: '/dashboard',
    })
    // Nothing reaches a tab without a socket.
    await page.waitForTimeout(1500)
    assert.equal(await bellCount(page), '')
    assert.equal(await toastOf(page, 'A case for you while you were away').count(), 0)
    const away = await probeOf(page)
    assert.equal(away.opened, 1, 'no socket opened while offline')

    // Back online: the socket reconnects on its own, and the catch-up brings what was missed.
    await context.setOffline(false)
    await page.waitForFunction(
      () => (window as unknown as { __probe: { opened: number[] } }).__probe.opened.length > 1,
      undefined,
      { timeout: 15_000, polling: 20 }
    )
    const reconnectedAt = Date.now()
    await toastOf(page, 'A case for you while you were away').waitFor({ timeout: 2000 })
    await bellShows(page, '1')
    assert.isBelow(Date.now() - reconnectedAt, 2000)
  })

  test('the bell’s menu, the notifications page and My account › Notifications, at 1280 px', async ({
    visit,
    assert,
  }) => {
    const agent = await named(await makeUser({ permissions: WORKER }), 'Ann', 'Agent')
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const written: NotifyInput[] = [
      {
        userId: agent.id,
        kind: 'case.handed_over',
        title: 'Case KUL-2026-000123 is yours now',
        body: 'Sam Supervisor handed case KUL-2026-000123 (Wong, Wei Ming) over to you.',
        link: '/dashboard',
      },
      {
        userId: agent.id,
        kind: 'approval.waiting',
        title: 'GOP to approve on KUL-2026-000124',
        body: 'GOP-2026-000042 for MYR 12,500.00 to Gleneagles Kuala Lumpur waits for your approval.',
        link: '/dashboard',
      },
      {
        userId: agent.id,
        kind: 'letter.undelivered',
        title:
          'The GOP letter for case KUL-2026-000125 to Pantai Hospital Kuala Lumpur Bangsar Medical Centre was not delivered',
        body: 'The mail server of pantai-hospital-kuala-lumpur-bangsar.example.com refused the letter: 550 5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient’s email address for typos or unnecessary spaces.',
        link: '/dashboard',
      },
      {
        userId: agent.id,
        kind: 'task.assigned',
        title: 'Task for you on KUL-2026-000126',
        body: 'Sam Supervisor gave you the task “Book the flight home” on case KUL-2026-000126, due 01 Dec 2026, 14:30 GMT+8 (Asia/Kuala Lumpur).',
        link: '/dashboard',
      },
    ]
    for (const input of written) await notifyNow({ ...input, centerId: kul.id })
    // The oldest one is read already.
    const oldest: { id: string } = await db
      .from('notifications')
      .where('user_id', agent.id)
      .orderBy('id')
      .firstOrFail()
    await db.from('notifications').where('id', oldest.id).update({ read_at: new Date() })

    const page = await visit('/login')
    await signIn(page, agent)
    await bellShows(page, '3')
    await page.getByTestId('notification-bell').click()
    const menu = page.getByTestId('notification-menu')
    await menu.getByTestId('notification-menu-item').nth(3).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bell_menu.png`, animations: 'disabled' })
    // Read or not, every title starts at the same edge; the menu stays inside the window; a
    // short title keeps its case number whole, on one line.
    const titles = menu.getByTestId('notification-menu-title')
    // Where each title's words begin on screen (the text itself, whatever wraps it).
    const textLefts = await titles.evaluateAll((nodes) =>
      nodes.map((node) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
        let text: Node | null = walker.nextNode()
        while (text && !text.textContent?.trim()) text = walker.nextNode()
        const range = document.createRange()
        if (text) range.selectNodeContents(text)
        return Math.round(range.getBoundingClientRect().left)
      })
    )
    const lefts = new Set(textLefts)
    assert.equal(lefts.size, 1, `title edges: ${[...lefts].join(', ')}`)
    const frame = await menu.boundingBox()
    assert.isAtMost((frame?.x ?? 0) + (frame?.width ?? Infinity), 1280)
    const short = titles.filter({ hasText: 'GOP to approve on KUL-2026-000124' })
    const shortBox = await short.boundingBox()
    assert.isBelow(shortBox?.height ?? Infinity, 24, 'one line')
    assert.equal(await short.evaluate((node) => node.scrollWidth <= node.clientWidth), true)
    await page.keyboard.press('Escape')

    await page.goto('/notifications')
    await page.getByTestId('notification-open').nth(3).waitFor()
    assert.equal(await page.getByTestId('notification-unread').count(), 3)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications_page.png`, fullPage: true })

    await page.goto('/my-account/notifications')
    const form = page.getByTestId('notification-settings-form')
    await form.waitFor()
    // Every kind on by default is switched on (the catalogue, not a number to keep in step).
    const onByDefault = Object.values(NOTIFICATION_KINDS).filter((kind) => kind.onByDefault)
    assert.equal(await form.getByRole('switch', { checked: true }).count(), onByDefault.length)
    await page
      .getByTestId('desktop-alerts-state')
      .getByText('Alerts show inside the page.')
      .waitFor()
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/my_account_notifications.png`, fullPage: true })
    }
  })
})
