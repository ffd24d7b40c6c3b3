/** An email group as the list shows it (server: app/resources/messaging.ts, toEmailGroupRow). */
export type EmailGroupRow = {
  id: number
  name: string
  addresses: string[]
  address_count: number
  updated_at: string | null
  deleted_at: string | null
}

/** An email group as its view and edit pages receive it. */
export type EmailGroupRecord = EmailGroupRow & { created_at: string }

/** A row of the trash list. */
export type EmailGroupTrashRow = EmailGroupRow & { deleted_at: string }
