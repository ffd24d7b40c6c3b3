import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { installStorableStrings } from '#validators/rules/storable_text'

// Every string field refuses text PostgreSQL cannot store (NUL, lone surrogates). Installed
// before any validator is built: start/routes.ts imports this file first.
installStorableStrings(vine)

/**
 * App-wide validation messages in plain words, so every form speaks the same way. Field-specific
 * texts from SPEC.md win over the generic ones (e.g. 'Please select center.').
 */
/** Rules whose messages contain literal {{…}} (template syntax) and must not be interpolated. */
const LITERAL_MESSAGE_RULES = new Set(['placeholders'])

class AppMessagesProvider extends SimpleMessagesProvider {
  getMessage(...args: Parameters<SimpleMessagesProvider['getMessage']>) {
    const [rawMessage, rule] = args
    return LITERAL_MESSAGE_RULES.has(rule) ? rawMessage : super.getMessage(...args)
  }
}

vine.messagesProvider = new AppMessagesProvider(
  {
    'required': 'Please enter the {{ field }}.',
    'string': 'The {{ field }} must be text.',
    'email': 'Please enter a valid email address.',
    'number': 'The {{ field }} must be a number.',
    'minLength': 'The {{ field }} must be at least {{ min }} characters.',
    'maxLength': 'The {{ field }} must be at most {{ max }} characters.',
    'confirmed': 'The {{ field }} confirmation does not match.',
    'regex': 'The {{ field }} format is not valid.',
    'in': 'Please choose a valid {{ field }}.',
    'boolean': 'The {{ field }} must be yes or no.',
    'date': 'The {{ field }} must be a valid date.',
    'min': 'The {{ field }} must be at least {{ min }}.',
    'max': 'The {{ field }} must be at most {{ max }}.',
    'requiredIfExists': 'Please enter the {{ field }} too.',
    'database.exists': 'Please choose an existing {{ field }}.',
    // Every file field so far is an image (app/services/images.ts); other kinds of upload get
    // field-specific messages here.
    'file.extname': 'The {{ field }} must be a PNG or JPEG image.',
    'file.size': 'The {{ field }} must be at most 2 MB.',
    'center.required': 'Please select center.',
    // Every phone field shares one pattern (app/validators/parties.ts and the user forms).
    'phone.regex':
      'Enter the phone number with digits, spaces, ( ) or -, and + before the country code.',
    'contacts.*.phone.regex':
      'Enter the phone number with digits, spaces, ( ) or -, and + before the country code.',
    'center.number': 'Please select center.',
    'smtp_host.regex':
      'Enter a host name or IP address, like smtp.example.com (without smtp:// or a port).',
    'smtp_port.required': 'Enter a port from 1 to 65535 (usually 587 or 465).',
    'smtp_port.number': 'Enter a port from 1 to 65535 (usually 587 or 465).',
    'smtp_port.withoutDecimals': 'Enter a port from 1 to 65535 (usually 587 or 465).',
    'smtp_port.min': 'Enter a port from 1 to 65535 (usually 587 or 465).',
    'smtp_port.max': 'Enter a port from 1 to 65535 (usually 587 or 465).',
    'smtp_security.enum': 'Choose how the connection is secured: none, STARTTLS or SSL/TLS.',
    'mail_from_address.email': 'Enter the from address as name@example.com.',
    'mail_from_address.required':
      'Enter the address mail is sent from: the SMTP server needs a sender.',
    'test_to.email': 'Enter the address to send the test to as name@example.com.',
    'new_email.email': 'Enter the new address as name@example.com.',
    'two_factor_required_role_ids.*.database.exists': 'Please choose roles from the list.',
    'google_client_id.regex':
      'Paste the client ID exactly as Google shows it, like 1234-abc.apps.googleusercontent.com.',
    'google_client_secret.regex': 'The Google client secret has no spaces.',
  },
  {
    password_confirmation: 'password confirmation',
    dialing_code: 'dialing code',
    iso3: 'ISO alpha-3 code',
    parent_id: 'parent',
    addresses: 'email addresses',
    symbol: 'currency symbol',
    rate_to_base: 'exchange rate',
    rate_date: 'rate date',
    time_zone: 'time zone',
    currency_code: 'currency',
    country_id: 'country',
    is_enabled: 'status',
    incident_type_id: 'incident type',
    client_type: 'client type',
    contact_name: 'contact name',
    billing_currency_code: 'billing currency',
    payment_terms_days: 'payment terms',
    report_email_group_id: 'report email group',
    client_id: 'client',
    program_type_id: 'program type',
    coverage_summary: 'coverage summary',
    valid_from: 'valid from date',
    valid_to: 'valid to date',
    provider_type: 'provider type',
    state_id: 'state',
    tax_number: 'tax number',
    payment_method: 'payment method',
    smtp_host: 'SMTP host',
    smtp_port: 'port',
    smtp_security: 'security',
    smtp_username: 'username',
    smtp_password: 'password',
    mail_from_address: 'from address',
    mail_from_name: 'from name',
    test_to: 'test recipient',
    new_email: 'new email address',
    current_password: 'current password',
    google_sign_in_enabled: 'Google sign-in switch',
    google_client_id: 'Google client ID',
    google_client_secret: 'Google client secret',
  }
)
