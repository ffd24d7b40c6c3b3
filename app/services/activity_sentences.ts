import { fieldLabel } from '#validators/field_labels'

/**
 * The activity log in plain words (issue 11): each entry as a sentence ("Sign-in refused: account
 * locked", "Changed client Allianz (ALZ): billing currency") and each changed field with its
 * label and values before and after ("Billing currency: MYR → SGD"). Pure, so it is unit-tested;
 * the page keeps the raw entry behind a toggle.
 */

/** How each logged subject type is called in a sentence; others are read from their name. */
const SUBJECT_NOUNS: Record<string, string> = {
  icd: 'ICD code',
  gop_template: 'GOP template',
  gop_settings: 'GOP settings',
  whats_app_template: 'WhatsApp template',
  general_settings: 'General settings',
  appearance_settings: 'appearance settings',
  email_settings: 'email settings',
  security_settings: 'Security settings',
  whatsapp_settings: 'WhatsApp settings',
  whatsapp_webhook_event: 'WhatsApp event',
  // A case's note is named by its first words ("note “Patient stable…”").
  case_note: 'note',
  // The money documents (issue 27): "GOP-KUL-2026-000045", "withdrawal of GOP-…", "RFP-…".
  gop: 'GOP',
  gop_withdrawal: 'withdrawal',
  request_for_payment: 'RFP',
}

/** A money document is issued (a charge slip, the provider's bill, is recorded), not created. */
const CREATED_VERBS: Record<string, string> = {
  gop: 'Issued',
  gop_withdrawal: 'Issued',
  request_for_payment: 'Issued',
  charge_slip: 'Recorded',
}

export function subjectNoun(subjectType: string): string {
  return SUBJECT_NOUNS[subjectType] ?? subjectType.replaceAll('_', ' ')
}

/** Each action as the log's filter offers it. */
const ACTION_LABELS: Record<string, string> = {
  'create': 'Created',
  'update': 'Changed',
  'delete': 'Moved to the trash',
  'restore': 'Restored',
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in refused',
  'auth.two_factor_failed': 'Two-factor code refused',
  'auth.locked_out': 'Sign-in locked',
  'auth.sign_out': 'Signed out',
  'auth.password_reset_requested': 'Password reset asked for',
  'auth.password_reset': 'Password reset',
  'auth.password_changed': 'Password changed',
  'auth.email_change_requested': 'Email change asked for',
  'auth.two_factor_enabled': 'Two-factor sign-in on',
  'auth.two_factor_disabled': 'Two-factor sign-in off',
  'auth.recovery_codes_regenerated': 'Recovery codes renewed',
  'user.change_center': 'Center switched',
  'transition': 'Status changed',
  'read': 'Document read',
}

/** What is read, by the subject a read is logged on: the file itself, or a record's letter. */
const READ_DOCUMENTS: Record<string, string> = {
  case_file: 'case file',
  gop: 'GOP letter',
  gop_withdrawal: 'withdrawal letter',
  request_for_payment: 'request for payment',
}

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action.replaceAll('_', ' ').replace('.', ': ')
}

/** Why a sign-in was refused, as the log's `reason` says it. */
const REFUSALS: Record<string, string> = {
  invalid_credentials: 'wrong email or password',
  locked: 'account locked after too many failures',
  disabled: 'account disabled',
  invalid_code: 'wrong two-factor code',
  google: 'Google sign-in refused',
}

export type LoggedEntry = {
  action: string
  subject_type: string | null
  subject_id: string | null
  properties: Record<string, unknown> | null
  /** The subject's name as it is now (its record may have been renamed or trashed since). */
  subject_label?: string | null
  /** The center the entry happened in, as its code. */
  center?: string | null
}

export type LoggedChange = { field: string; label: string; before?: string; after?: string }

/** "billing currency" → "Billing currency" (acronyms and names are already in capitals). */
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** A logged value as people read it: yes/no, lists, a dash for nothing, secrets unshown. */
export function readableValue(value: unknown, field?: string): string {
  // The enabled flag reads as the status the forms show.
  if (field === 'is_enabled' && typeof value === 'boolean') return value ? 'Enabled' : 'Disabled'
  if (value === null || value === undefined || value === '') return '—'
  if (value === '[redacted]') return '(hidden)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : value.map((item) => readableValue(item)).join(', ')
  }
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The fields an entry changed (update) or wrote (create), labelled, in the order logged. */
export function changesOf(entry: LoggedEntry): LoggedChange[] {
  const before = (entry.properties?.before ?? {}) as Record<string, unknown>
  const after = (entry.properties?.after ?? {}) as Record<string, unknown>
  if (typeof before !== 'object' || typeof after !== 'object') return []
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return fields.map((field) => ({
    field,
    label: capitalised(fieldLabel(field)),
    ...(field in before ? { before: readableValue(before[field], field) } : {}),
    ...(field in after ? { after: readableValue(after[field], field) } : {}),
  }))
}

/**
 * "client Allianz (ALZ)", "client #4" (no name known), or "General settings". A name that
 * says what it is stands alone: "GOP-KUL-2026-000045", not "GOP GOP-KUL-2026-000045".
 */
function subjectOf(entry: LoggedEntry): string {
  if (!entry.subject_type) return 'a record'
  const noun = subjectNoun(entry.subject_type)
  const label = entry.subject_label
  if (label && label.toLowerCase().startsWith(noun.toLowerCase())) return label
  if (label) return `${noun} ${label}`
  return entry.subject_id ? `${noun} #${entry.subject_id}` : noun
}

/**
 * Columns that only follow another change (a note's plain text follows its document, and the
 * time of the edit follows the edit): kept in the entry's changes, left out of its sentence.
 */
const FOLLOWING_FIELDS = new Set(['body_text', 'edited_at'])

/** Up to three changed fields by label, then how many more. */
function fieldList(changes: LoggedChange[]): string {
  const named = changes.filter((change) => !FOLLOWING_FIELDS.has(change.field))
  const labels = (named.length > 0 ? named : changes).map((change) => fieldLabel(change.field))
  if (labels.length <= 3) return labels.join(', ')
  return `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`
}

/**
 * A sent document's delivery, as the mail job records it (app/services/transmissions.ts: an
 * update naming its transmission): "Delivered GOP-… to a@b.example" or why it was not.
 */
function deliverySentence(entry: LoggedEntry): string | null {
  const properties = entry.properties ?? {}
  if (properties.transmission === undefined) return null
  const after = (properties.after ?? {}) as Record<string, unknown>
  if (Array.isArray(after.sent_to)) {
    return `Delivered ${subjectOf(entry)} to ${readableValue(after.sent_to)}`
  }
  if (after.status === 'failed') {
    const error = text(after.error)
    return `Could not deliver ${subjectOf(entry)}${error ? `: ${error}` : ''}`
  }
  return null
}

/** The entry as one sentence. */
export function activitySentence(entry: LoggedEntry): string {
  const properties = entry.properties ?? {}
  const email = text(properties.email)
  const withEmail = (sentence: string) => (email ? `${sentence} (${email})` : sentence)
  switch (entry.action) {
    case 'create':
      return `${CREATED_VERBS[entry.subject_type ?? ''] ?? 'Created'} ${subjectOf(entry)}`
    case 'update': {
      const delivery = deliverySentence(entry)
      if (delivery) return delivery
      const changes = changesOf(entry)
      // Pinning is its own act (a case's notes), not a field edit.
      if (changes.length === 1 && changes[0].field === 'is_pinned') {
        const after = (entry.properties?.after as Record<string, unknown>).is_pinned
        return `${after === true ? 'Pinned' : 'Unpinned'} ${subjectOf(entry)}`
      }
      // A GOP withdrawn: its withdrawal's own entry says why.
      if (changes.length === 1 && changes[0].field === 'withdrawn_at' && changes[0].after !== '—') {
        return `Withdrew ${subjectOf(entry)}`
      }
      return changes.length > 0
        ? `Changed ${subjectOf(entry)}: ${fieldList(changes)}`
        : `Changed ${subjectOf(entry)}`
    }
    case 'delete':
      return `Moved ${subjectOf(entry)} to the trash`
    case 'restore':
      return `Restored ${subjectOf(entry)} from the trash`
    case 'auth.sign_in': {
      const via = properties.via === 'google' ? ' with Google' : ''
      const second =
        properties.second_factor === 'totp'
          ? ' and a two-factor code'
          : properties.second_factor === 'recovery'
            ? ' and a recovery code'
            : ''
      return `Signed in${via}${second}`
    }
    case 'auth.sign_in_failed': {
      const reason = text(properties.reason)
      const why = (reason === 'google' && text(properties.detail)) || REFUSALS[reason ?? '']
      return withEmail(`Sign-in refused: ${why ?? 'not allowed'}`)
    }
    case 'auth.two_factor_failed':
      return withEmail('Sign-in refused: wrong two-factor code')
    case 'auth.locked_out':
      return withEmail('Sign-in locked after too many failed attempts')
    case 'auth.sign_out':
      return 'Signed out'
    case 'auth.password_reset_requested':
      return 'Asked for a password reset link'
    case 'auth.password_reset':
      return 'Set a new password with a reset link'
    case 'auth.password_changed':
      return 'Changed their password'
    case 'auth.email_change_requested': {
      const next = text(properties.new_email)
      return next ? `Asked to change their email to ${next}` : 'Asked to change their email'
    }
    case 'auth.two_factor_enabled':
      return 'Turned on two-factor sign-in'
    case 'auth.two_factor_disabled':
      return 'Turned off two-factor sign-in'
    case 'auth.recovery_codes_regenerated':
      return 'Made new two-factor recovery codes'
    case 'user.change_center':
      return entry.center ? `Switched to center ${entry.center}` : 'Switched center'
    case 'transition': {
      // "Force closed case KUL-2026-000123 (reason: patient self-discharged)"
      const reason = text(properties.reason)
      const done = text(properties.done) ?? 'moved'
      const said = `${capitalised(done)} ${subjectOf(entry)}`
      return reason ? `${said} (reason: ${reason})` : said
    }
    case 'read': {
      // "Downloaded case file discharge.pdf", "Previewed GOP letter GOP-KUL-2026-000045-r2.pdf"
      const how = properties.as === 'preview' ? 'Previewed' : 'Downloaded'
      const name = text(properties.name)
      if (!name) return `${how} ${subjectOf(entry)}`
      const document = READ_DOCUMENTS[entry.subject_type ?? '']
      return document ? `${how} ${document} ${name}` : `${how} ${name}`
    }
    default:
      return actionLabel(entry.action)
  }
}
