import vine from '@vinejs/vine'
import { amountField } from '#validators/rules/amount'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'
import { PROGRAM_STATUS_VALUES } from '#contracts/program_statuses'
import { liveRows } from '#validators/rules/live_rows'
import { dayWithin, notBefore } from '#validators/rules/date_order'
import { recordIdField } from '#validators/rules/record_id'

export const programValidator = vine.create({
  // Only live clients: a trashed client cannot be given a program.
  client_id: recordIdField().exists({ table: 'clients', column: 'id', ...liveRows }),
  program_type_id: recordIdField().exists({ table: 'program_types', column: 'id', ...liveRows }),
  code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,29}$/)
    .use(
      uniqueAmongLive({
        table: 'programs',
        column: 'code',
        within: { client_id: 'client_id' },
        label: 'program code',
      })
    ),
  name: vine.string().trim().minLength(2).maxLength(160),
  coverage_summary: vine.string().trim().maxLength(5000).optional(),
  // Its requests for payment's fee, in its client's billing currency (empty: the client's).
  service_fee: amountField({ zero: true }).optional(),
  valid_from: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .use(dayWithin({ range: 'validity', name: 'valid from date' })),
  valid_to: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .use(dayWithin({ range: 'validity', name: 'valid to date' }))
    .use(
      notBefore({
        field: 'valid_from',
        message: 'The valid to date cannot be before the valid from date.',
      })
    )
    .optional(),
  status: vine.string().in([...PROGRAM_STATUS_VALUES]),
})
