import vine from '@vinejs/vine'
import { installStorableStrings } from '#validators/rules/storable_text'
import { installFieldMessages } from '#validators/messages'

// Both run before any validator is built: start/routes.ts imports this file first.

// Every string field refuses text PostgreSQL cannot store (NUL, lone surrogates).
installStorableStrings(vine)

// App-wide messages in plain words, naming each field by its label ("Please enter the first
// name.", "Please choose the gender."): app/validators/messages.ts and field_labels.ts.
installFieldMessages(vine)
