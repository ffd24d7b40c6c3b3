/**
 * How a form field is named in a message: the words its form shows, lower case mid-sentence
 * ("Please enter the first name."). Every field gets a label derived from its name, so a new
 * field never shows `first_name` to a user; the list below only corrects what derivation
 * cannot know (acronyms, a shorter or clearer wording than the column name).
 */

/** Words written otherwise than in lower case, wherever they appear in a field name. */
const WORDS: Record<string, string> = {
  api: 'API',
  bic: 'BIC',
  gop: 'GOP',
  google: 'Google',
  iban: 'IBAN',
  icd: 'ICD',
  id: 'ID',
  iso: 'ISO',
  sms: 'SMS',
  smtp: 'SMTP',
  swift: 'SWIFT',
  url: 'URL',
  vat: 'VAT',
  whatsapp: 'WhatsApp',
}

/**
 * Labels that derivation would get wrong or say badly, by field name or by wildcard path (a
 * row's field: `contacts.*.name`). Lower case except proper nouns and acronyms.
 */
const LABELS: Record<string, string> = {
  'addresses': 'email addresses',
  'allow_duplicate': '“Save anyway” switch',
  'bank_iban': 'IBAN',
  'bank_swift': 'SWIFT/BIC code',
  'base_currency_code': 'base currency',
  'billable': '“Billable” switch',
  'billing_currency_code': 'billing currency',
  'body_text': 'text',
  'case_note_edit_minutes': 'time to edit a note',
  'verification_reminder_hours': 'hours before a verification reminder',
  'contact_name': 'contact person',
  'contacts': 'contacts',
  'contacts.*.email': 'contact’s email',
  'contacts.*.id': 'contact',
  'contacts.*.name': 'contact’s name',
  'contacts.*.phone': 'contact’s phone',
  'contacts.*.position': 'contact’s position',
  'currency_code': 'currency',
  'decimals': 'number of decimals',
  'default_page_size': 'rows per page',
  'case_file_max_mb': 'largest case file',
  'email': 'email address',
  'footer_left': 'left footer text',
  'footer_right': 'right footer text',
  'google_client_id': 'Google client ID',
  'google_client_secret': 'Google client secret',
  'google_sign_in_enabled': 'Google sign-in switch',
  'gop_copy_email_group_id': 'email group copied on every GOP',
  'gop_default_business_entity_id': 'default business entity',
  'gop_default_sending_mode': 'default sending mode',
  'gop_default_template_id': 'default letter template',
  'gop_default_validity_days': 'default validity in days',
  'gop_email_addresses': 'GOP email addresses',
  'gop_email_group_id': 'email group',
  'gop_sending_mode': 'sending mode',
  'gop_template_id': 'letter template',
  'gop_validity_days': 'validity in days',
  'id_number': 'ID or passport number',
  'is_enabled': 'status',
  'is_pinned': 'pinned',
  'iso3': 'ISO alpha-3 code',
  'mail_from_address': 'from address',
  'mail_from_name': 'from name',
  'max_failed_sign_ins': 'number of failed sign-ins before lock-out',
  'new_email': 'new email address',
  'parent_id': 'parent',
  'password_min_length': 'minimum password length',
  'password_require_digit': '“a digit” rule',
  'password_require_lower': '“a lowercase letter” rule',
  'password_require_symbol': '“a symbol” rule',
  'password_require_upper': '“an uppercase letter” rule',
  'payment_terms_days': 'payment terms',
  'policy_valid_from': 'policy start date',
  'policy_valid_to': 'policy end date',
  'rate_to_base': 'exchange rate',
  'remove_google_client_secret': '“Remove” switch of the Google client secret',
  'remove_logo': '“Remove logo” switch',
  'remove_picture': '“Remove picture” switch',
  'remove_smtp_password': '“Remove” switch of the SMTP password',
  'self_approval_center_ids': 'centers where makers may approve their own documents',
  'session_absolute_hours': 'longest session in hours',
  'session_idle_minutes': 'idle time before sign-out in minutes',
  'site_white_logo': 'white logo',
  'smtp_password': 'SMTP password',
  'smtp_port': 'port',
  'smtp_security': 'security',
  'smtp_username': 'SMTP username',
  'symbol': 'currency symbol',
  'test_to': 'test recipient',
  'token': 'link',
  'two_factor_required_role_ids': 'roles that require two-factor sign-in',
  'valid_from': 'valid from date',
  'valid_to': 'valid to date',
  // Settings › WhatsApp (issue 31): the names its form shows.
  'whatsapp_access_token': 'access token',
  'whatsapp_api_base_url': 'API base URL',
  'whatsapp_api_version': 'API version',
  'whatsapp_app_secret': 'app secret',
  'whatsapp_numbers': 'business numbers',
  'whatsapp_numbers.*.center_id': 'center',
  'whatsapp_numbers.*.phone_number_id': 'phone number ID',
  'whatsapp_return_minutes': 'minutes before a silent agent’s contact returns to the queue',
  'whatsapp_verify_token': 'verify token',
  'whatsapp_waba_id': 'WhatsApp Business Account ID',
  'remove_whatsapp_access_token': '“Remove” switch of the access token',
  'remove_whatsapp_app_secret': '“Remove” switch of the app secret',
}

/**
 * A field's name as words: `first_name` → "first name", `client_id` → "client",
 * `bank_swift` → "bank SWIFT", `role_ids` → "roles".
 */
export function deriveLabel(name: string): string {
  let words = name.split(/[_\s]+/).filter(Boolean)
  let plural = false
  if (words.length > 1 && words.at(-1) === 'id') words = words.slice(0, -1)
  else if (words.length > 1 && words.at(-1) === 'ids') {
    words = words.slice(0, -1)
    plural = true
  }
  const text = words.map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase()).join(' ')
  return plural ? `${text}s` : text
}

/**
 * The label of a field, from its wildcard path (`contacts.*.phone`) or name. An array's item
 * (`roles.*`) is named by its list ("roles").
 */
export function fieldLabel(path: string): string {
  if (Object.hasOwn(LABELS, path)) return LABELS[path]
  const segments = path.split('.').filter((segment) => segment !== '*' && !/^\d+$/.test(segment))
  const name = segments.at(-1) ?? path
  return Object.hasOwn(LABELS, name) ? LABELS[name] : deriveLabel(name)
}
