import { Env } from '@adonisjs/core/env'

/**
 * Every variable the app reads. Optional ones switch integrations on: DATABASE_URL (else the
 * embedded PGlite sidecar started by `npm start`), REDIS_URL (sessions, limiter, queue),
 * GOOGLE_CLIENT_ID/SECRET (Google sign-in, unless Security settings set them), SMTP_* (real
 * mail instead of the file transport), DRIVE_DISK=s3 with S3_* (case files in a bucket).
 */
export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  HOST: Env.schema.string({ format: 'host' }),
  LOG_LEVEL: Env.schema.string(),
  // Demo accounts and records in the seed; unset: everywhere but production (index_seeder.ts).
  DEMO_DATA: Env.schema.boolean.optional(),
  // Proxies whose X-Forwarded-For is believed (config/app.ts); unset: loopback only.
  TRUSTED_PROXIES: Env.schema.string.optional(),

  DATABASE_URL: Env.schema.string.optional(),
  DB_POOL_MAX: Env.schema.number.optional(),
  DB_STATEMENT_TIMEOUT_MS: Env.schema.number.optional(),
  REDIS_URL: Env.schema.string.optional(),

  SESSION_DRIVER: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),
  SESSION_IDLE_MINUTES: Env.schema.number.optional(),

  MAIL_MAILER: Env.schema.enum.optional(['smtp', 'file'] as const),
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),

  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  GOOGLE_CALLBACK_URL: Env.schema.string.optional(),
  // Google's endpoints, overridable so tests can point sign-in at a fake server on loopback.
  GOOGLE_AUTHORIZE_URL: Env.schema.string.optional(),
  GOOGLE_TOKEN_URL: Env.schema.string.optional(),
  GOOGLE_USERINFO_URL: Env.schema.string.optional(),

  // Set by `npm start` (bin/start.ts) for the seeder when it runs the fake Graph server: where the
  // fake listens and the token, app secret and verify token it uses. Never set by hand.
  FAKE_GRAPH_URL: Env.schema.string.optional(),
  FAKE_GRAPH_TOKEN: Env.schema.string.optional(),
  FAKE_GRAPH_APP_SECRET: Env.schema.string.optional(),
  FAKE_GRAPH_VERIFY_TOKEN: Env.schema.string.optional(),

  // Case files (config/drive.ts): 'fs' (storage/drive, the default) or 's3' with the S3_* below.
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),

  QUEUE_DRIVER: Env.schema.enum.optional(['database', 'redis', 'sync'] as const),
  // Test-only crash points (app/services/outbox_kill_points.ts); ignored unless NODE_ENV=test.
  OUTBOX_KILL_AT: Env.schema.string.optional(),
})
