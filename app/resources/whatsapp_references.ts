import { kept, type Referrer } from '#resources/registry_references'

/**
 * The WhatsApp inbox's foreign keys (issue 31), each with its delete decision
 * (app/resources/registry_references.ts). The inbox's tables keep no trash, so none of their
 * rows can count against a delete as live rows do; each key is kept, and why. What keeps a
 * center out of the trash is a business number Settings › WhatsApp maps to it (declared there,
 * `whatsappSettingsReferences` in app/resources/site_settings.ts): its members would otherwise
 * write into a queue nobody can open. Once the number goes to another center, the old center's
 * conversations are its history and no longer stand in the way.
 */
export const whatsappReferences: readonly Referrer[] = [
  {
    table: 'whatsapp_contacts',
    references: [
      kept('center_id', 'centers', 'the center of the business number the member wrote to'),
      kept(
        'agent_id',
        'users',
        'who holds a conversation: a trashed person has no socket, so the absent-agent sweep returns it to the queue'
      ),
      kept('member_id', 'members', 'the member a conversation is linked to, shown as deleted'),
      kept('case_id', 'cases', 'the case a conversation is linked to, shown as deleted'),
    ],
  },
  {
    table: 'whatsapp_messages',
    references: [
      kept('center_id', 'centers', "a conversation's messages are its history"),
      kept('sent_by_id', 'users', 'who sent a message is its history'),
    ],
  },
  {
    table: 'whatsapp_agent_presence',
    references: [kept('user_id', 'users', "a person's presence stamp leaves with them")],
  },
]
