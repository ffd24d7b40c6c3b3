import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import CaseFeedback from '#models/case_feedback'
import CaseFeedbackTransformer, {
  type PlainCaseFeedback,
} from '#transformers/case_feedback_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { caseFeedbackValidator } from '#validators/case_tabs'
import { throughParent } from '#resources/center_scope'
import { caseTabPermissions, underCase } from '#resources/case_parent'
import { childListPage } from '#resources/scope'
import type { CaseTab } from '#resources/registry_tabs'
import { kept } from '#resources/registry_references'
import { ilikeAny } from '#resources/shared'
import {
  FEEDBACK_CHANNEL_OPTIONS,
  FEEDBACK_SOURCE_OPTIONS,
  FEEDBACK_TYPE_OPTIONS,
} from '#contracts/case_options'
import type { TimelineEntryOf } from '#resources/registry_timeline'

export type CaseFeedbackRow = ReturnType<CaseFeedbackTransformer['toObject']>

type Input = Infer<(typeof caseFeedbackValidator)['schema']>

/** Feedback received about a case: its "feedback" tab (SPEC.md §2, `access-feedbacks`). */
export const caseFeedbacksResource = {
  pages: null,
  routes: 'navigate.cases.feedbacks',
  noun: 'Feedback',
  permissions: caseTabPermissions('access-feedbacks'),
  list: {
    model: CaseFeedback,
    columns: [
      'case_feedbacks.id',
      'case_feedbacks.case_id',
      'case_feedbacks.feedback_type',
      'case_feedbacks.channel',
      'case_feedbacks.source',
      'case_feedbacks.received_on',
      'case_feedbacks.description',
      'case_feedbacks.created_at',
      'case_feedbacks.updated_at',
      'case_feedbacks.deleted_at',
    ],
    sortable: {
      received_on: 'case_feedbacks.received_on',
      updated_at: 'case_feedbacks.updated_at',
    },
    defaultSort: '-received_on',
    search: (query, term) => void query.where(ilikeAny(['case_feedbacks.description'], term)),
    filters: {
      feedback_type: {
        options: async () => FEEDBACK_TYPE_OPTIONS,
        apply: (query, values) => void query.whereIn('case_feedbacks.feedback_type', values),
      },
      channel: {
        options: async () => FEEDBACK_CHANNEL_OPTIONS,
        apply: (query, values) => void query.whereIn('case_feedbacks.channel', values),
      },
      source: {
        options: async () => FEEDBACK_SOURCE_OPTIONS,
        apply: (query, values) => void query.whereIn('case_feedbacks.source', values),
      },
    },
    transformer: CaseFeedbackTransformer,
  },
  store: { model: CaseFeedback, subjectType: 'case_feedback' },
  parent: underCase('case_feedbacks', 'feedback', 'feedback'),
  centerScope: throughParent('case_feedbacks.case_id', 'cases', 'caseId'),
  validator: caseFeedbackValidator,
  attributes: (input: Input) => ({
    feedbackType: input.feedback_type,
    channel: input.channel,
    source: input.source,
    receivedOn: DateTime.fromJSDate(input.received_on),
    description: input.description,
  }),
  toDetail: (feedback: CaseFeedback) => feedback.id,
  label: (feedback: CaseFeedback) => `#${feedback.id}`,
  references: [kept('case_id', 'cases', "the case's own feedback, kept with it")],
} satisfies ResourceDefinition<
  typeof CaseFeedback,
  CaseFeedbackRow,
  number,
  (typeof caseFeedbackValidator)['schema'],
  string,
  PlainCaseFeedback
>

/** The case page's feedback tab (SPEC.md §2, `access-feedbacks`). */
export const feedbackCaseTab = {
  key: 'feedback',
  label: 'Feedback',
  order: 130,
  permission: caseFeedbacksResource.permissions.access,
  count: { table: 'case_feedbacks' },
  props: {
    feedback: ({ request, parent }) => childListPage(caseFeedbacksResource, request, parent),
  },
} satisfies CaseTab

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const feedbackTimeline = {
  label: "initcap(r.feedback_type) || ' of ' || to_char(r.received_on, 'YYYY-MM-DD')",
  kind: 'case',
  permission: 'access-feedbacks',
} satisfies TimelineEntryOf
