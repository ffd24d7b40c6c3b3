/**
 * The load generator of bench/request_cost.ts, in Node: keep-alive connections, one request at a
 * time per connection, latency measured from sending the request to the last byte of the answer.
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

export type LoadResult = {
  /** Answers completed in the measured window, per second. */
  rps: number
  /** Latencies of the requests sent in the measured window. */
  latencies: number[]
}

/**
 * `connections` loops, each sending its next request as soon as the last one answered, for
 * `warmUpMs` untimed, then `durationMs` measured. An answer other than 200 stops the bench: an error
 * page is quicker than a list and would flatter the figures.
 */
export async function underLoad(
  endpoint: Endpoint,
  path: string,
  options: { connections: number; warmUpMs: number; durationMs: number }
): Promise<LoadResult> {
  const url = new URL(path, endpoint.base)
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  })
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
  try {
    await Promise.all(Array.from({ length: options.connections }, loop))
  } finally {
    agent.destroy()
  }
  if (failure !== null) refuse(url, failure)
  return { rps: completed / (options.durationMs / 1000), latencies }
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
