import { createHmac } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { WHATSAPP_SETTING_KEYS, writeWhatsappSettings } from '#services/whatsapp/credentials'

/**
 * Meta's side of the webhook for the tests (issue 31): the settings it is signed with, events
 * shaped as the Cloud API sends them, and a POST of exact bytes (fetch, so nothing re-encodes
 * the body the signature covers).
 */

export const BASE = `http://${env.get('HOST')}:${env.get('PORT')}`
export const APP_SECRET = 'test-app-secret'
export const VERIFY_TOKEN = 'test-verify-token'
/** The business number the tests' settings map to a center. */
export const NUMBER_ID = '109000000000001'
/** A business number no setting names. */
export const OTHER_NUMBER_ID = '109000000000999'

/** Saves the app secret, verify token and one number → the first center; answers its id. */
export async function setUpWhatsapp(): Promise<number> {
  const center: { id: number } = await db.from('centers').orderBy('id').select('id').firstOrFail()
  await writeWhatsappSettings({
    whatsapp_numbers: [{ phone_number_id: NUMBER_ID, center_id: center.id }],
    whatsapp_verify_token: VERIFY_TOKEN,
    appSecret: APP_SECRET,
  })
  return center.id
}

/** Back to the defaults: no WhatsApp setting saved. */
export async function forgetWhatsapp() {
  await db
    .from('settings')
    .whereIn('key', [...WHATSAPP_SETTING_KEYS])
    .delete()
}

export function signature(body: string | Buffer, secret = APP_SECRET) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** POSTs the bytes as they are, signed with `secret` unless a header is given. */
export function postWebhook(
  body: string | Buffer,
  options: {
    secret?: string
    signatureHeader?: string | null
    headers?: Record<string, string>
  } = {}
) {
  const header =
    options.signatureHeader === undefined
      ? signature(body, options.secret)
      : options.signatureHeader
  return fetch(`${BASE}/webhooks/whatsapp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'x-hub-signature-256': header }),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  })
}

let sequence = 0
/** A fresh wamid per call, as Meta's look. */
export function wamid(): string {
  sequence += 1
  return `wamid.TEST${Date.now().toString(36)}${sequence.toString().padStart(6, '0')}`
}

/** Unix seconds as Meta writes them (a string). */
export const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000))

type Value = Record<string, unknown>

/** A whole event as the tests build it. */
export type TestEvent = {
  object: string
  entry: { id: string; changes: { field: string; value: Value }[] }[]
}

/** One change of field "messages" for a business number, in a whole event. */
export function event(value: Value, numberId = NUMBER_ID): TestEvent {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA-TEST',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: numberId },
              ...value,
            },
          },
        ],
      },
    ],
  }
}

/** An event with messages from one sender, who has this profile name. */
export function messagesEvent(
  from: string,
  name: string | null,
  messages: Value[],
  numberId = NUMBER_ID
) {
  return event(
    {
      contacts: [{ wa_id: from, ...(name === null ? {} : { profile: { name } }) }],
      messages: messages.map((message) => ({
        from,
        id: wamid(),
        timestamp: seconds(new Date()),
        ...message,
      })),
    },
    numberId
  )
}

/** An event with statuses of our messages. */
export function statusesEvent(statuses: Value[], numberId = NUMBER_ID) {
  return event(
    {
      statuses: statuses.map((status) => ({
        recipient_id: '60123456789',
        timestamp: seconds(new Date()),
        ...status,
      })),
    },
    numberId
  )
}

/** The wamids of an event's messages, in order. */
export function messageIds(built: TestEvent): string[] {
  const messages = built.entry[0].changes[0].value.messages
  return Array.isArray(messages) ? messages.map((message: { id: string }) => message.id) : []
}
