import vine, { SimpleMessagesProvider } from '@vinejs/vine'

/**
 * App-wide validation messages in plain words, so every form speaks the same way. Field-specific
 * texts from SPEC.md win over the generic ones (e.g. 'Please select center.').
 */
vine.messagesProvider = new SimpleMessagesProvider(
  {
    'required': 'Please enter the {{ field }}.',
    'string': 'The {{ field }} must be text.',
    'email': 'Please enter a valid email address.',
    'number': 'The {{ field }} must be a number.',
    'minLength': 'The {{ field }} must be at least {{ min }} characters.',
    'maxLength': 'The {{ field }} must be at most {{ max }} characters.',
    'confirmed': 'The {{ field }} confirmation does not match.',
    'center.required': 'Please select center.',
    'center.number': 'Please select center.',
  },
  { password_confirmation: 'password confirmation' }
)
