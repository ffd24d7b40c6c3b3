/**
 * The load generator of bench/request_cost.ts, in Node: keep-alive connections, one request at a
 * time per connection, latency measured from sending the request to the last byte of the answer.
 * Two servers compared are measured in turns that alternate quickly (`interleaved` request by
 * request, `alternatingLoad` in short slices), so a change in what else the shared machine does
 * lands on both alike instead of on whichever ran during it.
 * `wrk` (Debian's package) is here too, to check once in a while that this generator is not
 * what limits the figures (request_cost.ts --wrk).
 */
import http from 'node:http'
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'

export type Endpoint = { base: string; headers: Record<string, string> }

/** One GET, its body read and dropped; resolves with the status. */
function get(agent: http.Agent, url: URL, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(url, { agent, headers }, (response) => {
      response.on('error', reject)
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.resume()
    })
    request.on('error', reject)
    request.end()
  })
}

function refuse(url: URL, status: number): never {
  throw new Error(`${url.pathname}${url.search} answered ${status}`)
}

/** `count` requests one after the other on one connection, after `warmUp` untimed ones. */
export async function sequential(endpoint: Endpoint, path: string, count: number, warmUp = 10) {
  const url = new URL(path, endpoint.base)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const times: number[] = []
  try {
    for (let index = 0; index < warmUp + count; index++) {
      const started = performance.now()
      const status = await get(agent, url, endpoint.headers)
      if (status !== 200) refuse(url, status)
      if (index >= warmUp) times.push(performance.now() - started)
    }
  } finally {
    agent.destroy()
  }
  return times
}

/**
 * `count` requests to each of two endpoints, taking turns request by request (a, b, b, a, a, b…:
 * each goes first in every other pair), each on its own keep-alive connection, after `warmUp`
 * untimed pairs. Pair i's times are `a[i]` and `b[i]`, taken a few milliseconds apart.
 */
export async function interleaved(
  [first, second]: [Endpoint, Endpoint],
  path: string,
  count: number,
  warmUp = 10
) {
  const sides = [first, second].map((endpoint) => ({
    endpoint,
    url: new URL(path, endpoint.base),
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    times: [] as number[],
  }))
  try {
    for (let index = 0; index < warmUp + count; index++) {
      const order = index % 2 === 0 ? sides : [sides[1], sides[0]]
      for (const side of order) {
        const started = performance.now()
        const status = await get(side.agent, side.url, side.endpoint.headers)
        if (status !== 200) refuse(side.url, status)
        if (index >= warmUp) side.times.push(performance.now() - started)
      }
    }
  } finally {
    for (const side of sides) side.agent.destroy()
  }
  return { a: sides[0].times, b: sides[1].times }
}

export type LoadResult = {
  /** Answers completed in the measured window, per second. */
  rps: number
  /** Latencies of the requests sent in the measured window. */
  latencies: number[]
}

/** Keep-alive connections to one server, kept open across the slices of a load. */
function loadAgent(connections: number) {
  return new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
}

/**
 * `connections` loops on `agent`, each sending its next request as soon as the last one
 * answered, for `warmUpMs` untimed, then `durationMs` measured: the answers completed in the
 * measured window, and the latencies of the requests sent in it. An answer other than 200 stops
 * the bench: an error page is quicker than a list and would flatter the figures.
 */
async function loadWindow(
  agent: http.Agent,
  endpoint: Endpoint,
  path: string,
  options: { connections: number; warmUpMs: number; durationMs: number }
) {
  const url = new URL(path, endpoint.base)
  const from = performance.now() + options.warmUpMs
  const until = from + options.durationMs
  const latencies: number[] = []
  let completed = 0
  let failure: number | null = null
  const loop = async () => {
    while (performance.now() < until && failure === null) {
      const started = performance.now()
      const status = await get(agent, url, endpoint.headers)
      const ended = performance.now()
      if (status !== 200) failure = status
      if (started >= from) latencies.push(ended - started)
      if (ended >= from && ended <= until) completed++
    }
  }
  await Promise.all(Array.from({ length: options.connections }, loop))
  if (failure !== null) refuse(url, failure)
  return { completed, latencies }
}

/** One server under `connections` closed loops for `durationMs` after `warmUpMs` untimed. */
export async function underLoad(
  endpoint: Endpoint,
  path: string,
  options: { connections: number; warmUpMs: number; durationMs: number }
): Promise<LoadResult> {
  const agent = loadAgent(options.connections)
  try {
    const { completed, latencies } = await loadWindow(agent, endpoint, path, options)
    return { rps: completed / (options.durationMs / 1000), latencies }
  } finally {
    agent.destroy()
  }
}

/**
 * Two servers under the same load in turns: `slices` windows of `sliceMs` each, alternating
 * (a b b a a b…), each after `settleMs` untimed at full load (the other server's turn left its
 * loops idle). Each server's rps is what it completed over its measured time, its latencies
 * those of every window: two figures taken over the same stretch of the machine's time.
 */
export async function alternatingLoad(
  [first, second]: [Endpoint, Endpoint],
  path: string,
  options: { connections: number; slices: number; sliceMs: number; settleMs: number }
): Promise<[LoadResult, LoadResult]> {
  const sides = [first, second].map((endpoint) => ({
    endpoint,
    agent: loadAgent(options.connections),
    completed: 0,
    latencies: [] as number[],
  }))
  try {
    for (let turn = 0; turn < options.slices * 2; turn++) {
      // a b b a a b b a…: each server goes first in every other pair of turns.
      const side = sides[Math.floor((turn + 1) / 2) % 2]
      const window = await loadWindow(side.agent, side.endpoint, path, {
        connections: options.connections,
        warmUpMs: options.settleMs,
        durationMs: options.sliceMs,
      })
      side.completed += window.completed
      for (const latency of window.latencies) side.latencies.push(latency)
    }
  } finally {
    for (const side of sides) side.agent.destroy()
  }
  const seconds = (options.slices * options.sliceMs) / 1000
  return [
    { rps: sides[0].completed / seconds, latencies: sides[0].latencies },
    { rps: sides[1].completed / seconds, latencies: sides[1].latencies },
  ]
}

/** wrk's figures for the same load, or null when wrk is not installed. */
export async function wrk(
  endpoint: Endpoint,
  path: string,
  options: { connections: number; seconds: number }
): Promise<{ rps: number; p50: number; p99: number; non2xx: number } | null> {
  const headers = Object.entries(endpoint.headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ])
  const args = [
    '-t2',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    ...headers,
    new URL(path, endpoint.base).href,
  ]
  const output = await new Promise<string | null>((resolve) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'ignore'] })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.on('error', () => resolve(null))
    child.on('close', (code) => resolve(code === 0 ? text : null))
  })
  if (output === null) return null
  const millis = (label: string) => {
    const match = output.match(new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'))
    if (!match) return Number.NaN
    const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's']
    return Number(match[1]) * scale
  }
  const rps = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN)
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0)
  return { rps, p50: millis('50%'), p99: millis('99%'), non2xx }
}
