import type { InferPageProps } from '#contracts/page_props'
import type WhatsappPagesController from '#controllers/messaging/whatsapp_pages_controller'

/** The queue page (server: WhatsappPagesController `queue`). */
export type QueuePageProps = InferPageProps<typeof WhatsappPagesController, 'queue'>
/** The messages page (server: WhatsappPagesController `messages`). */
export type MessagesPageProps = InferPageProps<typeof WhatsappPagesController, 'messages'>

/** A waiting contact, a row of the queue (app/transformers/whatsapp_contact_transformer.ts). */
export type QueueRow = QueuePageProps['rows'][number]
/** One of the agent's conversations. */
export type Conversation = MessagesPageProps['mine'][number]
/** The conversation open on the messages page. */
export type ContactView = NonNullable<MessagesPageProps['contact']>
/** One message of its thread. */
export type ThreadMessage = NonNullable<MessagesPageProps['thread']>['messages'][number]
/** An approved template the picker offers. */
export type PickerTemplate = MessagesPageProps['templates'][number]

/** Where the inbox's pages and actions are (start/routes/messaging*.ts). */
export const inboxUrls = {
  queue: (contactId?: number) => `/messaging/whatsapp/queue${contactId ? `/${contactId}` : ''}`,
  messages: (contactId?: number) =>
    `/messaging/whatsapp/messages${contactId ? `/${contactId}` : ''}`,
  thread: (contactId: number) => `/messaging/whatsapp/contacts/${contactId}/thread`,
  read: (contactId: number) => `/messaging/whatsapp/contacts/${contactId}/read`,
  action: (
    contactId: number,
    action: 'take' | 'release' | 'close' | 'send-text' | 'send-template' | 'send-media'
  ) => `/messaging/whatsapp/contacts/${contactId}/${action}`,
}
