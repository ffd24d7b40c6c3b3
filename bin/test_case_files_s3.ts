/**
 * Runs the case files tests against an S3-compatible bucket instead of the local disk:
 * `npm run test:s3`. It starts s3rver (a pure-JS S3 server, a dev dependency) on a free loopback
 * port with a throw-away folder, runs tests/functional/navigate/case_files.spec.ts with
 * DRIVE_DISK=s3 pointing at it, then stops it by its handle. Extra arguments go to `ace test`.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { freePort } from '../app/services/embedded_postgres.js'

const BUCKET = 'assist-case-files'

const directory = await mkdtemp(join(tmpdir(), 'assist-s3rver-'))
const port = await freePort()
const server = new S3rver({
  address: '127.0.0.1',
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET, configs: [] }],
})
await server.run()

const code = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [
      'ace',
      'test',
      'functional',
      '--files=tests/functional/navigate/case_files.spec.ts',
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        DRIVE_DISK: 's3',
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        // s3rver's fixed development credentials.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    }
  )
  child.on('exit', (status) => resolve(status ?? 1))
})

await server.close()
await rm(directory, { recursive: true, force: true })
process.exit(code)
