import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { createDeflateRaw, crc32 } from 'node:zlib'

/**
 * A ZIP archive written as a stream (PKWARE APPNOTE 6.3): each entry is a local header, its
 * deflated bytes and a data descriptor (general purpose bit 3, since the size and CRC are known
 * only at the end), then the central directory. Nothing but the entry under way is held: its
 * deflater's buffer, bounded by the back-pressure of the file stream it writes to.
 *
 * Why our own and not exceljs's: docs/decisions.md "Export writers, measured" (exceljs 4.4's
 * stream writer ignores its zip stream's back-pressure). ZIP64 is not written: an archive or an
 * entry past 4 GiB throws, which at this app's widest export is far beyond a million rows.
 */

const LOCAL_HEADER = 0x04034b50
const DATA_DESCRIPTOR = 0x08074b50
const CENTRAL_HEADER = 0x02014b50
const END_OF_CENTRAL = 0x06054b50
/** Bit 3: sizes in the data descriptor; bit 11: names in UTF-8. */
const FLAGS = 0x0808
const DEFLATE = 8
const VERSION = 20
const MAX_32 = 0xffffffff

/** 1980-01-01 00:00 as a DOS date and time: a fixed stamp, so the same rows give the same file. */
const DOS_TIME = 0
const DOS_DATE = (0 << 9) | (1 << 5) | 1

type Entry = { name: Buffer; offset: number; crc: number; compressed: number; size: number }

/** One entry being written: its text goes through `write` (awaited) and ends with `end`. */
export interface ZipEntryWriter {
  write(text: string): Promise<void>
  end(): Promise<void>
}

export class ZipStream {
  #out: Writable
  #offset = 0
  #entries: Entry[] = []
  #open = false

  constructor(out: Writable) {
    this.#out = out
  }

  /** Writes to the file, waiting while the file stream's buffer is full. */
  async #write(bytes: Buffer) {
    this.#offset += bytes.length
    if (this.#offset > MAX_32) throw new Error('The export is larger than 4 GiB.')
    if (!this.#out.write(bytes)) await once(this.#out, 'drain')
  }

  /** Starts an entry; one at a time, each ended before the next. */
  async entry(path: string): Promise<ZipEntryWriter> {
    if (this.#open) throw new Error('A zip entry is still being written.')
    this.#open = true
    const name = Buffer.from(path, 'utf8')
    const entry: Entry = { name, offset: this.#offset, crc: 0, compressed: 0, size: 0 }
    const header = Buffer.alloc(30)
    header.writeUInt32LE(LOCAL_HEADER, 0)
    header.writeUInt16LE(VERSION, 4)
    header.writeUInt16LE(FLAGS, 6)
    header.writeUInt16LE(DEFLATE, 8)
    header.writeUInt16LE(DOS_TIME, 10)
    header.writeUInt16LE(DOS_DATE, 12)
    // CRC and sizes (14–25) stay zero: the data descriptor carries them.
    header.writeUInt16LE(name.length, 26)
    await this.#write(Buffer.concat([header, name]))

    // Level 6 is zlib's default; docs/decisions.md has the speeds and sizes of the others.
    const deflater = createDeflateRaw({ level: 1, memLevel: 8, chunkSize: 64 * 1024 })
    // The deflater's output goes to the file as it comes, paused while the file is full; a
    // write to the deflater then waits for its own drain: the pressure reaches the producer.
    let failure: Error | null = null
    let flowing = Promise.resolve()
    deflater.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length
      this.#offset += chunk.length
      if (this.#offset > MAX_32) {
        failure ??= new Error('The export is larger than 4 GiB.')
        deflater.destroy(failure)
        return
      }
      if (!this.#out.write(chunk)) {
        deflater.pause()
        flowing = once(this.#out, 'drain').then(() => {
          deflater.resume()
        })
      }
    })
    deflater.on('error', (error) => {
      failure ??= error
    })
    const ended = once(deflater, 'end')

    return {
      write: async (text: string) => {
        if (failure) throw failure
        const bytes = Buffer.from(text, 'utf8')
        entry.crc = crc32(bytes, entry.crc)
        entry.size += bytes.length
        if (entry.size > MAX_32) throw new Error('A part of the export is larger than 4 GiB.')
        if (!deflater.write(bytes)) await once(deflater, 'drain')
      },
      end: async () => {
        if (failure) throw failure
        deflater.end()
        await ended
        await flowing
        if (failure) throw failure
        const descriptor = Buffer.alloc(16)
        descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0)
        descriptor.writeUInt32LE(entry.crc >>> 0, 4)
        descriptor.writeUInt32LE(entry.compressed, 8)
        descriptor.writeUInt32LE(entry.size, 12)
        await this.#write(descriptor)
        this.#entries.push(entry)
        this.#open = false
      },
    }
  }

  /** A small entry written whole. */
  async file(path: string, text: string) {
    const writer = await this.entry(path)
    await writer.write(text)
    await writer.end()
  }

  /** The central directory and its end record; the caller then ends the file stream. */
  async finish() {
    if (this.#open) throw new Error('A zip entry is still being written.')
    const start = this.#offset
    const records: Buffer[] = []
    for (const entry of this.#entries) {
      const record = Buffer.alloc(46)
      record.writeUInt32LE(CENTRAL_HEADER, 0)
      record.writeUInt16LE(VERSION, 4)
      record.writeUInt16LE(VERSION, 6)
      record.writeUInt16LE(FLAGS, 8)
      record.writeUInt16LE(DEFLATE, 10)
      record.writeUInt16LE(DOS_TIME, 12)
      record.writeUInt16LE(DOS_DATE, 14)
      record.writeUInt32LE(entry.crc >>> 0, 16)
      record.writeUInt32LE(entry.compressed, 20)
      record.writeUInt32LE(entry.size, 24)
      record.writeUInt16LE(entry.name.length, 28)
      // Extra, comment, disk number, attributes: none.
      record.writeUInt32LE(entry.offset, 42)
      records.push(record, entry.name)
    }
    const directory = Buffer.concat(records)
    const end = Buffer.alloc(22)
    end.writeUInt32LE(END_OF_CENTRAL, 0)
    end.writeUInt16LE(this.#entries.length, 8)
    end.writeUInt16LE(this.#entries.length, 10)
    end.writeUInt32LE(directory.length, 12)
    end.writeUInt32LE(start, 16)
    await this.#write(Buffer.concat([directory, end]))
  }
}
