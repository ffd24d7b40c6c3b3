import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'

/**
 * A small SMTP server on loopback standing in for the company's mail server in tests. It speaks
 * what nodemailer needs — greeting, EHLO (advertising AUTH LOGIN PLAIN, no STARTTLS), AUTH,
 * MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT — checks the credentials it was given, and records
 * every message accepted, so a test fails when the app sends the wrong sender, recipient or
 * password, not only when it handles the answer wrongly.
 */

export interface ReceivedMessage {
  /** The envelope sender (MAIL FROM). */
  from: string
  /** The envelope recipients (RCPT TO). */
  to: string[]
  /** The user who authenticated on this connection, if any. */
  authenticatedAs: string | null
  /** The message as transmitted (headers and body), dot-stuffing undone. */
  data: string
}

export interface FakeSmtpOptions {
  /** The only credentials accepted; without them AUTH is still advertised and always refused. */
  credentials?: { user: string; pass: string }
  /** Refuse every AUTH with 535, whatever is sent. */
  rejectAuth?: boolean
  /** Refuse MAIL FROM unless the connection authenticated (530). */
  requireAuth?: boolean
  /**
   * Refuse this many messages, after their data, with a temporary failure (451) as a busy
   * server does, then accept the rest. Infinity refuses every one.
   */
  refuseMessages?: number
  /**
   * Take this many messages whole (they are counted in `messages`) and never answer them, as a
   * server that crashed, or a line that dropped, after the data and before its 250: the sender
   * cannot know the letter arrived. The connection stays open until the sender gives up or dies.
   */
  unansweredMessages?: number
}

const CRLF = '\r\n'

function decodeBase64(value: string) {
  return Buffer.from(value.trim(), 'base64').toString('utf8')
}

/** `<a@b.c> SIZE=123` → `a@b.c`. */
function addressOf(argument: string) {
  const match = argument.match(/<([^>]*)>/)
  return (match ? match[1] : argument.trim().split(/\s+/)[0]).trim()
}

type Stage =
  | { kind: 'command' }
  | { kind: 'auth-login-user' }
  | { kind: 'auth-login-pass'; user: string }
  | { kind: 'auth-plain' }
  | { kind: 'data'; lines: string[] }

/** One client connection's protocol state. */
class Session {
  #stage: Stage = { kind: 'command' }
  #buffer = ''
  #authenticatedAs: string | null = null
  #from: string | null = null
  #to: string[] = []

  constructor(
    private socket: Socket,
    private server: FakeSmtpServer
  ) {
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => this.#receive(chunk))
    // A client that drops the connection mid-command is no failure of the test's subject.
    socket.on('error', () => {})
    this.#reply('220 fake-smtp.test ESMTP ready')
  }

  #reply(line: string) {
    if (!this.socket.destroyed) this.socket.write(line + CRLF)
  }

  #receive(chunk: string) {
    this.#buffer += chunk
    let index = this.#buffer.indexOf(CRLF)
    while (index !== -1) {
      const line = this.#buffer.slice(0, index)
      this.#buffer = this.#buffer.slice(index + CRLF.length)
      this.#line(line)
      index = this.#buffer.indexOf(CRLF)
    }
  }

  #line(line: string) {
    const stage = this.#stage
    switch (stage.kind) {
      case 'data':
        if (line === '.') {
          this.#deliver(stage.lines.join(CRLF))
        } else {
          stage.lines.push(line.startsWith('..') ? line.slice(1) : line)
        }
        return
      case 'auth-login-user':
        this.#stage = { kind: 'auth-login-pass', user: decodeBase64(line) }
        // "Password:"
        this.#reply('334 UGFzc3dvcmQ6')
        return
      case 'auth-login-pass':
        this.#stage = { kind: 'command' }
        this.#authenticate(stage.user, decodeBase64(line))
        return
      case 'auth-plain':
        this.#stage = { kind: 'command' }
        this.#plain(line)
        return
      case 'command':
        this.#command(line)
    }
  }

  #command(line: string) {
    const [verb, ...rest] = line.split(' ')
    const argument = rest.join(' ')
    switch (verb.toUpperCase()) {
      case 'EHLO':
        this.#reply('250-fake-smtp.test greets you')
        this.#reply('250-AUTH LOGIN PLAIN')
        this.#reply('250-8BITMIME')
        this.#reply('250 SIZE 10485760')
        return
      case 'HELO':
        this.#reply('250 fake-smtp.test')
        return
      case 'AUTH':
        return this.#auth(argument)
      case 'MAIL':
        if (this.server.options.requireAuth && !this.#authenticatedAs) {
          return this.#reply('530 5.7.0 Authentication required')
        }
        this.#from = addressOf(argument.replace(/^FROM:/i, ''))
        this.#to = []
        return this.#reply('250 2.1.0 Sender OK')
      case 'RCPT':
        if (this.#from === null) return this.#reply('503 5.5.1 MAIL first')
        this.#to.push(addressOf(argument.replace(/^TO:/i, '')))
        return this.#reply('250 2.1.5 Recipient OK')
      case 'DATA':
        if (this.#to.length === 0) return this.#reply('503 5.5.1 RCPT first')
        this.#stage = { kind: 'data', lines: [] }
        return this.#reply('354 End data with <CR><LF>.<CR><LF>')
      case 'RSET':
        this.#from = null
        this.#to = []
        return this.#reply('250 2.0.0 OK')
      case 'NOOP':
        return this.#reply('250 2.0.0 OK')
      case 'QUIT':
        this.#reply('221 2.0.0 Bye')
        this.socket.end()
        return
      default:
        this.#reply('502 5.5.2 Command not implemented')
    }
  }

  #auth(argument: string) {
    const [mechanism, initial] = argument.split(' ')
    switch (mechanism?.toUpperCase()) {
      case 'PLAIN':
        if (initial) return this.#plain(initial)
        this.#stage = { kind: 'auth-plain' }
        return this.#reply('334 ')
      case 'LOGIN':
        if (initial) {
          this.#stage = { kind: 'auth-login-pass', user: decodeBase64(initial) }
          return this.#reply('334 UGFzc3dvcmQ6')
        }
        this.#stage = { kind: 'auth-login-user' }
        // "Username:"
        return this.#reply('334 VXNlcm5hbWU6')
      default:
        this.#reply('504 5.5.4 Unrecognized authentication type')
    }
  }

  /** AUTH PLAIN's one answer: base64 of `authzid \0 user \0 pass`. */
  #plain(encoded: string) {
    const [, user = '', pass = ''] = decodeBase64(encoded).split('\0')
    this.#authenticate(user, pass)
  }

  #authenticate(user: string, pass: string) {
    const { credentials, rejectAuth } = this.server.options
    this.server.authAttempts.push({ user, pass })
    if (rejectAuth || !credentials || credentials.user !== user || credentials.pass !== pass) {
      return this.#reply('535 5.7.8 Authentication credentials invalid')
    }
    this.#authenticatedAs = user
    this.#reply('235 2.7.0 Authentication successful')
  }

  #deliver(data: string) {
    if (this.server.refused < (this.server.options.refuseMessages ?? 0)) {
      this.server.refused += 1
      this.#stage = { kind: 'command' }
      this.#from = null
      this.#to = []
      return this.#reply('451 4.3.0 Mailbox busy, try again later')
    }
    this.server.messages.push({
      from: this.#from ?? '',
      to: this.#to,
      authenticatedAs: this.#authenticatedAs,
      data,
    })
    this.#stage = { kind: 'command' }
    this.#from = null
    this.#to = []
    if (this.server.unanswered < (this.server.options.unansweredMessages ?? 0)) {
      this.server.unanswered += 1
      return
    }
    this.#reply(`250 2.0.0 Ok: queued as ${this.server.messages.length}`)
  }
}

export class FakeSmtpServer {
  /** Every message accepted, oldest first. */
  readonly messages: ReceivedMessage[] = []
  /** Every AUTH tried, accepted or not, for assertions on the credentials the app sent. */
  readonly authAttempts: { user: string; pass: string }[] = []
  /** How many messages were refused (options.refuseMessages). */
  refused = 0
  /** How many messages were taken and never answered (options.unansweredMessages). */
  unanswered = 0

  #server: Server
  #sockets = new Set<Socket>()

  /** Known once listening. */
  port = 0
  readonly host = '127.0.0.1'

  constructor(public options: FakeSmtpOptions = {}) {
    this.#server = createServer((socket) => {
      this.#sockets.add(socket)
      socket.on('close', () => this.#sockets.delete(socket))
      new Session(socket, this)
    })
  }

  async start() {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject)
      this.#server.listen(0, this.host, () => resolve())
    })
    this.port = (this.#server.address() as AddressInfo).port
    return this
  }

  async stop() {
    for (const socket of this.#sockets) socket.destroy()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  /** A header of the last message accepted (`Subject`, `From`, `To`…), unfolded. */
  header(name: string, message = this.messages.at(-1)) {
    if (!message) return undefined
    const [head] = message.data.split(`${CRLF}${CRLF}`)
    const unfolded = head.replace(/\r\n[ \t]+/g, ' ')
    const line = unfolded
      .split(CRLF)
      .find((row) => row.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    return line?.slice(name.length + 1).trim()
  }
}

/** A loopback port nobody listens on (bound, then released), for "connection refused". */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A MIME part's headers (lower-cased names) and its body as sent. */
interface MimePart {
  headers: Record<string, string>
  body: string
}

function mimePart(text: string): MimePart {
  const split = text.indexOf(`${CRLF}${CRLF}`)
  const head = split === -1 ? text : text.slice(0, split)
  const body = split === -1 ? '' : text.slice(split + 4)
  const headers: Record<string, string> = {}
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split(CRLF)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

/** Every leaf part of a (possibly nested) multipart message. */
function leafParts(part: MimePart): MimePart[] {
  const boundary = part.headers['content-type']?.match(/boundary="?([^";]+)"?/i)?.[1]
  if (!boundary) return [part]
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(mimePart(chunk.replace(/^\r\n/, ''))))
}

/**
 * The attachments of a received message, decoded: each with its filename, content type and
 * bytes, read from the raw MIME the app sent (so a test reads back the very PDF it mailed).
 */
export function attachmentsOf(message: ReceivedMessage) {
  return leafParts(mimePart(message.data))
    .filter((part) => /attachment/i.test(part.headers['content-disposition'] ?? ''))
    .map((part) => ({
      filename: part.headers['content-disposition'].match(/filename="?([^";]+)"?/i)?.[1] ?? '',
      contentType: (part.headers['content-type'] ?? '').split(';')[0].trim(),
      content: /base64/i.test(part.headers['content-transfer-encoding'] ?? '')
        ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(part.body),
    }))
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as a mail client shows them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
                  String.fromCharCode(Number.parseInt(code, 16))
                ),
              'latin1'
            ).toString('utf8')
    )
}

/** A received message's header, decoded as the mail client would show it. */
export function headerOf(message: ReceivedMessage, name: string): string {
  return decodeWords(mimePart(message.data).headers[name.toLowerCase()] ?? '')
}
