import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import { resourceRequest, type ResourceRequest } from '#resources/resource_request'
import { resourceController } from '#controllers/resource_controller'
import { caseScope } from '#resources/case_parent'
import { findInScope, findRowInScope } from '#resources/scope'
import { readListQuery, runList } from '#queries/list_query'
import { renderPage } from '#services/render_page'
import { currencyOptions } from '#resources/shared'
import {
  formsFor,
  policyVerificationsResource,
  scopedVerificationsList,
  verificationScope,
} from '#resources/policy_verifications'
import {
  authorizeForm,
  authorizeReading,
  authorizeVerifying,
  findForm,
  formFields,
  readVerification,
  requestVerification,
  verificationPrefill,
} from '#services/policy_verifications'
import {
  policyVerificationValidator,
  policyVerificationTransitionValidator,
} from '#validators/policy_verification'
import { verificationWorkflow } from '#workflows/policy_verification_workflow'
import { runTransition, transitionNamed, TransitionRefused } from '#services/workflow'
import { WriteRefused } from '#services/record_store'
import { centerToday } from '#services/center_today'
import { asRecordId } from '#validators/rules/record_id'
import { pickerTerm } from '#queries/picker_term'
import { lookUpCaseMembers } from '#resources/cases'
import { lookUpProviders } from '#queries/provider_lookup'
import { lookUpIcds } from '#resources/case_diagnoses'
import { verificationLetter } from '#services/letters/verification_letter'
import { letterPreview, letterDownload } from '#controllers/navigate/letters_controller'
import type { Permission } from '#permissions/catalogue'

const notFound = () => new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })

/**
 * The form's slug: a SPEC.md insurer's route names it (`verify-policy.allied-bankers.form`), an
 * insurer added as data is in the path (`/verify-policy/forms/:form`).
 */
function slugOf(ctx: HttpContext): unknown {
  if (ctx.params.form !== undefined) return ctx.params.form
  return ctx.route?.name?.split('.')[1]
}

/** `?case=12`: a record id, or absent; anything else names nothing (404). */
function idParam(value: unknown): number | null {
  if (value === undefined || value === '') return null
  const id = asRecordId(value)
  if (id === null) throw notFound()
  return id
}

/** The member a form is opened for, as the page shows who it is about; 404 when none. */
async function memberSummary(memberId: number) {
  const member: {
    id: number
    first_name: string
    last_name: string
    policy_number: string
    client_name: string
  } | null = await db
    .from('members')
    .join('clients', 'clients.id', 'members.client_id')
    .where('members.id', memberId)
    .whereNull('members.deleted_at')
    .select(
      'members.id',
      'members.first_name',
      'members.last_name',
      'members.policy_number',
      'clients.name as client_name'
    )
    .first()
  if (!member) throw notFound()
  return {
    id: member.id,
    name: `${member.first_name} ${member.last_name}`.trim(),
    policy_number: member.policy_number,
    client: member.client_name,
  }
}

/** The member's open cases in the current center, to link a request to one (optional). */
async function memberCases(request: ResourceRequest, memberId: number) {
  const centerId = request.actor.center?.id
  if (!centerId) return []
  const rows: { id: number; number: string; status: string }[] = await db
    .from('cases')
    .where('member_id', memberId)
    .where('center_id', centerId)
    .whereNull('deleted_at')
    .whereNot('status', 'closed')
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .select('id', 'number', 'status')
  return rows.map((row) => ({ value: String(row.id), label: `${row.number} (${row.status})` }))
}

/**
 * Verify Policy (issue 33; SPEC.md §2 verify-policy.{insurer}.form, §6 verify-{insurer}): one
 * page for every insurer's form, each found by its slug and guarded by its own permission;
 * the request it makes, the center's list of requests, a request's page with its PDF, and the
 * moves of its workflow; the resource pattern's delete, usage and restore of a mistake (pending,
 * never sent). Another center's request or case answers 404 (the switch page for one of the
 * user's own centers).
 */
export default class PolicyVerificationsController extends resourceController(
  policyVerificationsResource
) {
  /** An insurer's form, opened on its own, for a member (`?member=`), or from a case (`?case=`). */
  async form(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const form = await findForm(slugOf(ctx))
    authorizeForm(request.actor, form)
    const caseId = idParam(ctx.request.qs().case)
    const found = caseId === null ? null : await findInScope(caseScope, request, caseId)
    const memberId = found?.memberId ?? idParam(ctx.request.qs().member)
    const member = memberId === null ? null : await memberSummary(memberId)
    return renderPage(ctx, 'verify_policy/form', {
      form: {
        slug: form.slug,
        name: form.name,
        instructions: form.instructions,
        fields: formFields(form),
      },
      onCase: found
        ? {
            id: found.id,
            number: found.number,
            status: found.status,
            closed: found.status === 'closed',
          }
        : null,
      member,
      memberCases: member && !found ? await memberCases(request, member.id) : [],
      prefill: await verificationPrefill(member?.id ?? null, found?.id ?? null),
      currencies: await currencyOptions(),
      forms: await formsFor(request),
    })
  }

  /** The request, made on the form it names (its permission), then its page with the PDF. */
  async make(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const form = await findForm(ctx.request.input('form'))
    authorizeForm(request.actor, form)
    const input = await policyVerificationValidator.validate(ctx.request.all(), {
      meta: { today: await centerToday(request.actor.center) },
    })
    const onCase = input.case_id ? await findInScope(caseScope, request, input.case_id) : null
    let made
    try {
      made = await requestVerification({
        form,
        input,
        actor: request.actor,
        onCase: onCase
          ? { id: onCase.id, member_id: onCase.memberId, center_id: onCase.centerId }
          : null,
      })
    } catch (error) {
      if (!(error instanceof WriteRefused)) throw error
      ctx.session.flash('error', error.message)
      return ctx.response.redirect().back()
    }
    ctx.session.flash(
      'success',
      `${made.number} made; check its letter and send it to ${form.name}.`
    )
    return ctx.response.redirect().toRoute('verify-policy.requests.view', { id: made.id })
  }

  /** verify-policy.requests.index: the current center's requests (the shared list contract). */
  async list(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    authorizeVerifying(request.actor)
    const definition = scopedVerificationsList(request)
    const list = await runList(definition, await readListQuery(ctx.request, definition))
    return renderPage(ctx, 'verify_policy/requests/index', {
      ...list,
      forms: await formsFor(request),
    })
  }

  /** A request's page: what was asked, its letter and sends, its answer, what may be done now. */
  async page(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const found = await findRowInScope(verificationScope, request, ctx.params.id)
    const record = await readVerification(found.row.id as number)
    authorizeReading(request.actor, record)
    const decide = await policyVerificationsResource.rowActions.forPage(request)
    return renderPage(ctx, 'verify_policy/requests/show', {
      record,
      actions: decide(record),
    })
  }

  /** One move of the request's workflow: its insurer's permission (403), its state, its guards. */
  async move(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const found = await findRowInScope(verificationScope, request, ctx.params.id)
    const form: { permission: string } = await db
      .from('verification_forms')
      .where('id', found.row.verification_form_id as number)
      .select('permission')
      .firstOrFail()
    const workflow = verificationWorkflow(form.permission as Permission)
    const transition = transitionNamed(workflow, String(ctx.params.transition))
    if (!transition) throw notFound()
    const input = await policyVerificationTransitionValidator.validate(ctx.request.all(), {
      meta: { today: await centerToday(request.actor.center) },
    })
    try {
      await runTransition(workflow, transition, found.row.id as number, input, request.actor)
    } catch (error) {
      if (!(error instanceof TransitionRefused)) throw error
      ctx.session.flash('error', error.message)
      return ctx.response.redirect().back()
    }
    ctx.session.flash('success', `${String(found.row.number)} ${transition.done}.`)
    return ctx.response.redirect().back()
  }

  /** The letter as a page for the preview dialog (JSON), from the same layout as its PDF. */
  async letter(ctx: HttpContext) {
    return letterPreview(ctx, await this.#letter(ctx))
  }

  /** The letter's PDF, downloaded and logged as read. */
  async letterPdf(ctx: HttpContext) {
    return letterDownload(ctx, await this.#letter(ctx))
  }

  async #letter(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const found = await findRowInScope(verificationScope, request, ctx.params.id)
    const record = await readVerification(found.row.id as number)
    authorizeReading(request.actor, record)
    const letter = await verificationLetter(db, record.id)
    if (!letter) throw notFound()
    return {
      letter,
      addressee: { verificationFormId: record.verification_form_id },
      owner: {
        subjectType: 'policy_verification',
        subjectId: record.id,
        caseId: record.case_id,
      },
    }
  }

  /** The form's member search (JSON), for who may verify with some insurer. */
  async members(ctx: HttpContext) {
    const { actor } = await resourceRequest(ctx)
    authorizeVerifying(actor)
    const members = await lookUpCaseMembers(pickerTerm(ctx.request.input('q')))
    return ctx.response.json({
      options: members.map((member) => ({
        value: String(member.id),
        label: `${member.name} · ${member.policy_number} · ${member.client}`,
      })),
    })
  }

  /** The form's provider picker (JSON). */
  async providers(ctx: HttpContext) {
    const { actor } = await resourceRequest(ctx)
    authorizeVerifying(actor)
    const options = await lookUpProviders(pickerTerm(ctx.request.input('q')))
    return ctx.response.json({ options })
  }

  /** The form's ICD picker (JSON). */
  async icds(ctx: HttpContext) {
    const { actor } = await resourceRequest(ctx)
    authorizeVerifying(actor)
    const options = await lookUpIcds(pickerTerm(ctx.request.input('q')))
    return ctx.response.json({ options })
  }
}
