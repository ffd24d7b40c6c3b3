/**
 * The composer's rules, with no React: whether the agent may write free text now (and why not),
 * and what a template's parameters open with. Tested on their own
 * (tests/unit/client/whatsapp_inbox.spec.ts).
 */
import type { ContactView } from './types'
import { durationText } from './waiting_time.js'

/** Why the agent cannot write here now, in words, or null when they can. */
export function composerBlock(
  contact: ContactView,
  userId: number | null,
  now: number
): { kind: 'not-mine' | 'queued' | 'closed' | 'window'; words: string } | null {
  if (contact.status === 'closed') {
    return { kind: 'closed', words: 'This conversation is closed. It opens again when they write.' }
  }
  if (contact.status === 'queued') {
    return {
      kind: 'queued',
      words: 'This conversation is waiting in the queue. Take it to answer.',
    }
  }
  if (contact.agent?.id !== userId) {
    return {
      kind: 'not-mine',
      words: `${contact.agent?.name ?? 'Another agent'} holds this conversation.`,
    }
  }
  const ends = contact.window_ends_at ? Date.parse(contact.window_ends_at) : null
  if (ends === null || ends <= now) {
    return {
      kind: 'window',
      words:
        ends === null
          ? 'They have not written yet: WhatsApp only lets a template reach them.'
          : `Their last message was over 24 hours ago (the window closed ${durationText(now - ends)} ago): WhatsApp only lets a template reach them now.`,
    }
  }
  return null
}

/**
 * A value the conversation already knows (the member's name, the case number…), offered for a
 * template's parameters. `keys` are the placeholder names it fills on its own ({{first_name}}).
 */
export type KnownValue = { label: string; value: string; keys: readonly string[] }

/**
 * The parameters a template opens with: a named placeholder takes the known value of that name;
 * the first numbered one ({{1}}, the greeting in most templates) the first known value (the
 * member's or the contact's name); the rest wait for the agent.
 */
export function prefilledParameters(
  placeholders: readonly string[],
  known: readonly KnownValue[]
): string[] {
  return placeholders.map((name, index) => {
    const byName = known.find((value) => value.keys.includes(name.toLowerCase()))
    if (byName) return byName.value
    if (/^\d+$/.test(name) && index === 0 && known[0]) return known[0].value
    return ''
  })
}

/** The template's text with its parameters in place, as the member will read it. */
export function filledText(
  body: string,
  placeholders: readonly string[],
  values: readonly string[]
) {
  return body.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[placeholders.indexOf(name)]
    return value ? value : whole
  })
}
