import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import type { InferDriveDisks } from '@adonisjs/drive/types'

/**
 * Where uploaded case files are kept (docs/decisions.md, "Case files"). By default on this
 * machine's disk under storage/drive, outside any folder the web server serves: every read goes
 * through the case's routes, which check the user and log the read. With DRIVE_DISK=s3 they go
 * to an S3-compatible bucket (AWS, MinIO, R2…) named by the S3_* variables; the bucket should be
 * private, since the files are never linked to directly.
 */
const disk = env.get('DRIVE_DISK', 'fs')

const fs = services.fs({
  location: app.makePath('storage', 'drive'),
  // Nothing is served from the disk by Drive itself.
  serveFiles: false,
  visibility: 'private',
})

/**
 * Only the disk in use is configured: Drive sets up every service it is given, and the S3 one
 * loads the AWS SDK into a server that keeps its files on disk (issue 12's idle memory).
 */
const s3 = () =>
  services.s3({
    credentials: {
      accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
      secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
    },
    region: env.get('S3_REGION', 'us-east-1'),
    bucket: env.get('S3_BUCKET', ''),
    endpoint: env.get('S3_ENDPOINT'),
    // MinIO and most self-hosted servers want bucket/key paths rather than bucket subdomains.
    forcePathStyle: env.get('S3_FORCE_PATH_STYLE', false),
    visibility: 'private',
    // Private objects without ACL calls: R2 and many compatible servers have no ACLs.
    supportsACL: false,
    // The SDK's default checksum trailers send a streamed upload as `aws-chunked`, which
    // several S3-compatible servers store verbatim (the object then holds chunk headers). Each
    // file's own SHA-256 is kept in its row instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })

const driveConfig = defineConfig({
  default: disk,
  // Typed with both disks, as the code names them; `s3` is there when it is the disk in use.
  services: (disk === 's3' ? { fs, s3: s3() } : { fs }) as { fs: typeof fs } & {
    s3: ReturnType<typeof s3>
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
