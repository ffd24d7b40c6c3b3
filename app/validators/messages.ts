import type { Vine } from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { fieldLabel } from '#validators/field_labels'
import {
  RETURN_MINUTES_MAX,
  RETURN_MINUTES_MIN,
  TRASHED_CENTER_MESSAGE,
} from '#contracts/whatsapp_settings'

/**
 * The app's validation messages, in plain words, naming each field by its label
 * (app/validators/field_labels.ts), never by its key. A field the user picks from a list (a
 * dropdown, radio buttons, a checkbox group, a picker, a switch) is asked for with "Please
 * choose …", a typed one with "Please enter …". Which fields are choices is read from each
 * validator's own rules when it is built (`installFieldMessages`), so a new field is covered
 * without being listed anywhere.
 */

type Args = Record<string, unknown>

/** What a message template can use besides the rule's arguments. */
interface MessageContext {
  /** The field's label. */
  field: string
  args: Args
  /** The value as the rules saw it (trimmed, when the field trims). */
  value: unknown
}

type Template = string | ((context: MessageContext) => string)

/** For every field, by rule. `{{ field }}` is the label, `{{ min }}`… the rule's arguments. */
const RULE_MESSAGES: Record<string, Template> = {
  'required': 'Please enter the {{ field }}.',
  'string': 'The {{ field }} must be text.',
  'email': 'Please enter a valid email address.',
  'url': 'Please enter the {{ field }} as a full address, like https://example.com.',
  'number': 'The {{ field }} must be a number.',
  'withoutDecimals': 'The {{ field }} must be a whole number.',
  // Only spaces were typed (and trimmed away): that is nothing, not a short text.
  'minLength': ({ args, value }) =>
    args.min === 1 || value === ''
      ? 'Please enter the {{ field }}.'
      : 'The {{ field }} must be at least {{ min }} characters.',
  'maxLength': 'The {{ field }} must be at most {{ max }} characters.',
  'fixedLength': 'The {{ field }} must be {{ size }} characters long.',
  'confirmed': ({ args }) =>
    `The ${fieldLabel(String(args.originalField))} confirmation does not match.`,
  'regex': 'The {{ field }} format is not valid.',
  'in': 'Please choose the {{ field }} from the list.',
  'enum': 'Please choose the {{ field }} from the list.',
  'boolean': 'The {{ field }} must be yes or no.',
  'date': 'The {{ field }} must be a valid date.',
  'min': 'The {{ field }} must be at least {{ min }}.',
  'max': 'The {{ field }} must be at most {{ max }}.',
  'array': 'The {{ field }} must be a list.',
  'array.minLength': ({ args }) =>
    args.min === 1
      ? 'Please add at least one of the {{ field }}.'
      : 'Please add at least {{ min }} {{ field }}.',
  'array.maxLength': 'There can be at most {{ max }} {{ field }}.',
  'distinct': 'The {{ field }} list has the same entry twice.',
  'object': 'The {{ field }} could not be read.',
  'accepted': 'Please tick the {{ field }}.',
  'literal': 'The {{ field }} is not valid.',
  'union': 'The {{ field }} is not valid.',
  'unionGroup': 'The {{ field }} is not valid.',
  'unionOfTypes': 'The {{ field }} is not valid.',
  'record': 'The {{ field }} could not be read.',
  'tuple': 'The {{ field }} could not be read.',
  'database.exists': 'Please choose an existing {{ field }}.',
  'database.unique': 'This {{ field }} is already in use.',
  'file': 'Please choose a file for the {{ field }}.',
  // Every file field so far is an image (app/services/images.ts); other kinds of upload get
  // field-specific messages here.
  'file.extname': 'The {{ field }} must be a PNG or JPEG image.',
  'file.size': 'The {{ field }} must be at most 2 MB.',
}

/** For a field chosen from a list, where the wording differs from a typed field's. */
const CHOICE_MESSAGES: Record<string, Template> = {
  'required': 'Please choose the {{ field }}.',
  'string': 'Please choose the {{ field }} from the list.',
  'number': 'Please choose the {{ field }} from the list.',
  'array': 'Please choose the {{ field }} from the list.',
  'array.minLength': ({ args }) =>
    args.min === 1
      ? 'Please choose at least one of the {{ field }}.'
      : 'Please choose at least {{ min }} {{ field }}.',
  'array.maxLength': 'Please choose at most {{ max }} {{ field }}.',
  'distinct': 'Each of the {{ field }} can be chosen once.',
  'boolean': 'Please choose yes or no for the {{ field }}.',
}

/** An item of a checkbox group (`roles.0`) is named by its list: "Please choose roles…". */
const LIST_ITEM_MESSAGES: Record<string, Template> = {
  'database.exists': 'Please choose {{ field }} from the list.',
  'recordId': 'Please choose {{ field }} from the list.',
  'number': 'Please choose {{ field }} from the list.',
}

/** Settings › WhatsApp's minutes, whatever is wrong with them. */
const RETURN_MINUTES_MESSAGE = `Enter a whole number of minutes from ${RETURN_MINUTES_MIN} to ${RETURN_MINUTES_MAX}.`

/**
 * One field's own words for one rule (`<wildcard path>.<rule>`), where the generic message
 * would not say enough (SPEC.md's 'Please select center.', how to write an SMTP host).
 */
const FIELD_MESSAGES: Record<string, Template> = {
  'center.required': 'Please select center.',
  'center.number': 'Please select center.',
  'smtp_host.regex':
    'Enter a host name or IP address, like smtp.example.com (without smtp:// or a port).',
  'smtp_port.required': 'Enter a port from 1 to 65535 (usually 587 or 465).',
  'smtp_port.number': 'Enter a port from 1 to 65535 (usually 587 or 465).',
  'smtp_port.withoutDecimals': 'Enter a port from 1 to 65535 (usually 587 or 465).',
  'smtp_port.min': 'Enter a port from 1 to 65535 (usually 587 or 465).',
  'smtp_port.max': 'Enter a port from 1 to 65535 (usually 587 or 465).',
  'smtp_security.enum': 'Choose how the connection is secured: none, STARTTLS or SSL/TLS.',
  'smtp_security.required': 'Choose how the connection is secured: none, STARTTLS or SSL/TLS.',
  'mail_from_address.email': 'Enter the from address as name@example.com.',
  'mail_from_address.required':
    'Enter the address mail is sent from: the SMTP server needs a sender.',
  'test_to.email': 'Enter the address to send the test to as name@example.com.',
  'new_email.email': 'Enter the new address as name@example.com.',
  'two_factor_required_role_ids.*.database.exists': 'Please choose roles from the list.',
  'self_approval_center_ids.*.database.exists': 'Please choose centers from the list.',
  'google_client_id.regex':
    'Paste the client ID exactly as Google shows it, like 1234-abc.apps.googleusercontent.com.',
  'google_client_secret.regex': 'The Google client secret has no spaces.',
  // Settings › WhatsApp (issue 31).
  'whatsapp_api_version.regex': 'Enter the API version as Meta writes it, like v21.0.',
  'whatsapp_waba_id.regex':
    'The WhatsApp Business Account ID is the number WhatsApp Manager shows for the account (digits only).',
  'whatsapp_numbers.*.phone_number_id.regex':
    'The phone number ID is the number WhatsApp Manager shows under API setup (digits only, not the phone number).',
  'whatsapp_numbers.*.center_id.database.exists': TRASHED_CENTER_MESSAGE,
  'whatsapp_numbers.*.center_id.recordId': 'Please choose the center for this number.',
  'whatsapp_numbers.*.center_id.required': 'Please choose the center for this number.',
  'whatsapp_numbers.*.center_id.number': 'Please choose the center for this number.',
  'whatsapp_numbers.array.maxLength': 'There can be at most {{ max }} business numbers.',
  'whatsapp_access_token.regex':
    'Paste the token alone, without spaces or line breaks (and without “Bearer”).',
  'whatsapp_app_secret.regex': 'The app secret has no spaces.',
  'whatsapp_verify_token.regex': 'The verify token has no spaces.',
  'whatsapp_return_minutes.required': RETURN_MINUTES_MESSAGE,
  'whatsapp_return_minutes.number': RETURN_MINUTES_MESSAGE,
  'whatsapp_return_minutes.withoutDecimals': RETURN_MINUTES_MESSAGE,
  'whatsapp_return_minutes.min': RETURN_MINUTES_MESSAGE,
  'whatsapp_return_minutes.max': RETURN_MINUTES_MESSAGE,
}

/** Rules whose messages contain literal {{…}} (template syntax) and must not be interpolated. */
// caseDetails: an administrator's field label may hold braces; its message is written whole.
const LITERAL_MESSAGE_RULES = new Set(['placeholders', 'caseDetails'])

function interpolate(message: string, label: string, args: Args): string {
  return message.replace(/{{\s*([\w.]+)\s*}}/g, (whole, key: string) => {
    if (key === 'field') return label
    return Object.hasOwn(args, key) ? String(args[key]) : whole
  })
}

function render(template: Template, label: string, args: Args, value: unknown): string {
  const text = typeof template === 'string' ? template : template({ field: label, args, value })
  return interpolate(text, label, args)
}

/**
 * The messages of one validator: it knows which of its fields are choices (by wildcard path).
 * A validator built outside `vine.create` gets the shared instance, which knows none.
 */
export class AppMessagesProvider implements MessagesProviderContact {
  constructor(readonly choices: ReadonlySet<string> = new Set()) {}

  /** The same messages for a validator whose choice fields are `choices`. */
  withChoices(choices: ReadonlySet<string>) {
    return new AppMessagesProvider(choices)
  }

  getMessage(rawMessage: string, rule: string, field: FieldContext, args: Args = {}): string {
    if (LITERAL_MESSAGE_RULES.has(rule)) return rawMessage
    const path = field.wildCardPath
    const label = fieldLabel(path || String(field.name))
    const own = FIELD_MESSAGES[`${path}.${rule}`] ?? FIELD_MESSAGES[`${field.name}.${rule}`]
    if (own) return render(own, label, args, field.value)
    if (field.isArrayMember && Object.hasOwn(LIST_ITEM_MESSAGES, rule)) {
      return render(LIST_ITEM_MESSAGES[rule], label, args, field.value)
    }
    if (this.choices.has(path) && Object.hasOwn(CHOICE_MESSAGES, rule)) {
      return render(CHOICE_MESSAGES[rule], label, args, field.value)
    }
    if (Object.hasOwn(RULE_MESSAGES, rule))
      return render(RULE_MESSAGES[rule], label, args, field.value)
    // A rule of our own reports its own words, which may still name the field.
    return interpolate(rawMessage, label, args)
  }
}

/** Rules that make a field a pick from a list (VineJS's `in`/`enum`, record ids). */
const CHOICE_RULES = new Set(['inList', 'inValues', 'enumList', 'recordId'])
/** Field types that are always picked: a dropdown of fixed values, a switch, a file. */
const CHOICE_TYPES = new Set(['enum', 'boolean'])

interface CompiledNode {
  type: string
  subtype?: string
  fieldName?: string
  validations?: { ruleFnId: string; name: string }[]
  properties?: CompiledNode[]
  each?: CompiledNode
  groups?: { conditions?: { schema: CompiledNode }[] }[]
  conditions?: { schema: CompiledNode }[]
}

type Compiled = {
  schema: { schema: CompiledNode }
  refs: Record<string, { validator?: unknown } | undefined>
}

/**
 * The wildcard paths (`gender`, `roles`, `roles.*`, `contacts.*.id`) of a validator's fields that
 * are chosen rather than typed: an enum or boolean, a field with an `in`/record-id rule or a
 * database `exists` rule (`existsRules`: Lucid's rules are anonymous, so they are known by
 * function), and a list of such items (a checkbox group).
 */
export function choicePathsOf(compiled: Compiled, existsRules: ReadonlySet<unknown>): Set<string> {
  const paths = new Set<string>()
  const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name)
  const isChoiceLiteral = (node: CompiledNode) =>
    CHOICE_TYPES.has(String(node.subtype)) ||
    String(node.subtype).toLowerCase().includes('file') ||
    (node.validations ?? []).some(
      (rule) =>
        CHOICE_RULES.has(rule.name) || existsRules.has(compiled.refs[rule.ruleFnId]?.validator)
    )
  const walk = (node: CompiledNode, path: string): boolean => {
    let choice = false
    if (node.type === 'literal') {
      choice = isChoiceLiteral(node)
    } else if (node.type === 'array' && node.each) {
      choice = walk(node.each, join(path, '*'))
    } else {
      for (const property of node.properties ?? []) {
        walk(property, join(path, String(property.fieldName)))
      }
      const conditions = [
        ...(node.conditions ?? []),
        ...(node.groups ?? []).flatMap((group) => group.conditions ?? []),
      ]
      for (const condition of conditions) walk(condition.schema, path)
    }
    if (choice && path) paths.add(path)
    return choice
  }
  walk(compiled.schema.schema, '')
  return paths
}

const INSTALLED = Symbol.for('assist.fieldMessages')

/** What `installFieldMessages` reads and sets on a validator `vine.create` built. */
interface BuiltValidator {
  toJSON(): unknown
  messagesProvider: MessagesProviderContact
}

/**
 * Sets the app's messages on `instance` and makes every `vine.create` give its validator a
 * provider that knows that validator's choice fields. Like the storable-text rule, it must run
 * before the first validator is built (start/validator.ts, imported first by start/routes.ts).
 */
export function installFieldMessages(instance: Vine) {
  const marked = instance as Vine & { [INSTALLED]?: true }
  if (marked[INSTALLED]) return
  const shared = new AppMessagesProvider()
  instance.messagesProvider = shared
  const create = instance.create.bind(instance) as unknown as (schema: unknown) => BuiltValidator
  // Lucid's `exists` rules (one for strings, one for numbers) read from a probe validator: the
  // last rule of each probe field (a string's first rule is the storable-text check).
  const probe = create({
    text: instance.string().exists({ table: 'probe', column: 'probe' }),
    id: instance.number().exists({ table: 'probe', column: 'probe' }),
  }).toJSON() as Compiled
  const existsRules = new Set(
    (probe.schema.schema.properties ?? []).map((property) => {
      const last = property.validations?.at(-1)
      return last ? probe.refs[last.ruleFnId]?.validator : undefined
    })
  )
  instance.create = ((schema: unknown) => {
    const validator = create(schema)
    const compiled = validator.toJSON() as Compiled
    validator.messagesProvider = shared.withChoices(choicePathsOf(compiled, existsRules))
    return validator
  }) as unknown as Vine['create']
  marked[INSTALLED] = true
}
