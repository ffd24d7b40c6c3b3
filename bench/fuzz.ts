/**
 * Malformed input at volume (issue 10 §2, "malformed input never answers 500"): the route fuzz
 * of tests/functional/hardening/fuzz.spec.ts, every route × every hostile pattern, plus
 * `random` seeded random combinations (default 10,000) of hostile values in random fields of
 * random routes. Prints the number of requests and how many answered 5xx; exits non-zero when
 * any did.
 *
 *   createdb -h 127.0.0.1 -U postgres assist_fuzz
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/assist_fuzz \
 *     node --import @poppinss/ts-exec bench/fuzz.ts [random requests, default 10000] [seed]
 *
 * It runs the spec through the test runner (the generator reads the router and the validators
 * in-process), which migrates and seeds the database and rolls the migrations back at the end:
 * give it a database of its own, not the one the list benchmarks fill.
 */
import { spawn } from 'node:child_process'
import { freePort } from '../app/services/embedded_postgres.js'
import { load, requireDatabaseUrl } from './harness.js'

const databaseUrl = requireDatabaseUrl()
const random = Number(process.argv[2] ?? 10_000)
const seed = Number(process.argv[3] ?? 20_261_124)
const port = await freePort()

console.log(`Route fuzz with ${random} random requests on top, seed ${seed} (${load()})`)
const child = spawn(
  process.execPath,
  ['ace.js', 'test', 'functional', '--files=tests/functional/hardening/fuzz.spec.ts'],
  {
    env: {
      ...process.env,
      TEST_DATABASE_URL: databaseUrl,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      FUZZ_RANDOM: String(random),
      FUZZ_SEED: String(seed),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  }
)

// Kept, not shown: the development server logs every malformed URL it is sent.
let output = ''
let errors = ''
child.stdout.setEncoding('utf8')
child.stderr.setEncoding('utf8')
child.stdout.on('data', (chunk: string) => (output += chunk))
child.stderr.on('data', (chunk: string) => (errors += chunk))
const code = await new Promise<number | null>((resolve) => child.on('close', resolve))

// The spec prints one summary line and one line per kind of request.
const summary = output
  .split('\n')
  .filter((line) => /^(fuzz:| {2}(param|query|body|random):)/.test(line))
if (summary.length === 0) {
  console.error(output.slice(-4000), errors.slice(-4000))
  console.error('The fuzz spec printed no summary: see its output above.')
  process.exit(1)
}
console.log(summary.join('\n'))
// The failing requests as the spec's assertion groups them: "12× PUT /x/1 → 500 <error>".
const failures = output
  .split('\n')
  .filter((line) => /\d+× [A-Z]+ \/|e\.g\. [A-Z]+ \//.test(line))
  .map((line) => line.replace(/^[+\s"]+/, '  ').slice(0, 400))
if (failures.length > 0) console.log(failures.join('\n'))
console.log(`(${load()})`)
process.exit(code ?? 1)
