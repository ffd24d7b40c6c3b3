/** An ICD-10-CM code as the list shows it (server: app/resources/icds.ts, toIcdRow). */
export type IcdRow = {
  id: number
  code: string
  title: string
  chapter: number
  billable: boolean
  updated_at: string | null
}

/** An ICD code as its view and edit pages receive it. */
export type IcdRecord = IcdRow & { created_at: string }

/** A row of the trash list. */
export type IcdTrashRow = IcdRow & { deleted_at: string }
