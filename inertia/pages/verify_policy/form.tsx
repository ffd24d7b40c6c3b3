import { Link } from '@adonisjs/inertia/react'
import { router } from '@inertiajs/react'
import { InfoIcon, LockIcon } from 'lucide-react'
import { verificationFormPath } from '#contracts/policy_verification'
import { urlFor } from '~/client'
import { FormSection, FormShell, RemoteSelectField, SelectField } from '~/components/form'
import { PageHeader } from '~/components/resource'
import { Card } from '~/components/ui/card'
import { caseTabOf } from '~/features/cases/case_tab_link'
import { VerificationFields } from '~/features/policy_verifications/verification_fields'
import type { VerificationFormPageProps } from '~/features/policy_verifications/types'

/** The same form for another insurer, or for another member, keeping what the page is for. */
function formUrl(slug: string, query: { case?: number; member?: number }) {
  const params = new URLSearchParams()
  if (query.case) params.set('case', String(query.case))
  else if (query.member) params.set('member', String(query.member))
  const search = params.toString()
  return `${verificationFormPath(slug)}${search ? `?${search}` : ''}`
}

/**
 * verify-policy.{insurer}.form (SPEC.md §2; issue 33): one page for every insurer's form, drawn
 * from its definition (which fields, which required, in its order, under its names). Opened from
 * a case it is for the case's member and prefilled from the case; on its own the member is
 * chosen first (the page reloads prefilled from them) and a case of theirs may be linked.
 * Submitting makes the request; its page then shows the PDF to send.
 */
export default function VerifyPolicyForm({
  form,
  onCase,
  member,
  memberCases,
  prefill,
  currencies,
  forms,
}: VerificationFormPageProps) {
  const query = { case: onCase?.id, member: member?.id }
  const cancelHref = onCase
    ? caseTabOf(onCase.id, 'verifications')
    : urlFor('verify-policy.requests.index')
  return (
    <>
      <PageHeader
        title={`Verify policy with ${form.name}`}
        breadcrumbs={[
          { label: 'Verify Policy', href: urlFor('verify-policy.requests.index') },
          { label: form.name },
        ]}
        description={
          onCase
            ? `For case ${onCase.number}: what ${form.name} needs, filled from the case. It is mailed as a PDF once you send it.`
            : `What ${form.name} needs to confirm a member's cover. It is mailed as a PDF once you send it.`
        }
      />
      <div className="grid max-w-4xl gap-4">
        {form.instructions ? (
          <Card
            className="flex-row items-start gap-2 px-4 py-3 text-sm"
            data-testid="verification-instructions"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="whitespace-pre-line">{form.instructions}</span>
          </Card>
        ) : null}
        {onCase?.closed ? (
          <p
            className="flex items-center gap-1.5 text-sm text-muted-foreground"
            data-testid="verification-case-closed"
          >
            <LockIcon className="size-4 shrink-0" aria-hidden="true" />
            Case {onCase.number} is closed; reopen it before asking an insurer about it.
          </p>
        ) : null}
        <FormShell
          // Another member or insurer is another form: its fields start from its own prefill.
          key={`${form.slug}-${member?.id ?? ''}-${onCase?.id ?? ''}`}
          action={urlFor('verify-policy.requests.store')}
          method="post"
          submitLabel="Make the request"
          cancelHref={cancelHref}
          data-testid="verification-form"
        >
          <input type="hidden" name="form" value={form.slug} />
          <FormSection
            title="Who"
            description={
              onCase
                ? 'The case’s member; the request is kept on the case.'
                : 'Choose the member; linking a case is optional.'
            }
          >
            {forms.length > 1 ? (
              <SelectField
                name="insurer"
                label="Insurer"
                options={forms.map((one) => ({ value: one.slug, label: one.name }))}
                defaultValue={form.slug}
                onChange={(slug) => slug && router.visit(formUrl(slug, query))}
                hint="Another insurer's form, for the same member."
              />
            ) : null}
            {onCase ? (
              <>
                <input type="hidden" name="case_id" value={onCase.id} />
                <div className="grid gap-1 text-sm" data-testid="verification-subject">
                  <span className="text-muted-foreground">Case and member</span>
                  <span>
                    <Link
                      href={caseTabOf(onCase.id, 'verifications')}
                      className="font-mono text-primary underline-offset-4 hover:underline"
                    >
                      {onCase.number}
                    </Link>{' '}
                    · {member?.name} · {member?.policy_number} · {member?.client}
                  </span>
                </div>
              </>
            ) : (
              <>
                <RemoteSelectField
                  name="member_id"
                  label="Member"
                  field="member"
                  required
                  url={urlFor('verify-policy.lookup.members')}
                  defaultOption={
                    member
                      ? {
                          value: String(member.id),
                          label: `${member.name} · ${member.policy_number} · ${member.client}`,
                        }
                      : null
                  }
                  onChange={(value) =>
                    value && router.visit(formUrl(form.slug, { member: Number(value) }))
                  }
                  hint="By name or policy number; the form fills from what is on file."
                />
                {member ? (
                  <SelectField
                    name="case_id"
                    label="Case"
                    field="case"
                    options={memberCases}
                    clearable
                    hint={
                      memberCases.length > 0
                        ? 'Optional: the request is kept on the case too.'
                        : 'No open case of this member in this center.'
                    }
                  />
                ) : null}
              </>
            )}
          </FormSection>
          <FormSection title={`What ${form.name} asks`}>
            <div className="sm:col-span-2">
              <VerificationFields fields={form.fields} prefill={prefill} currencies={currencies} />
            </div>
          </FormSection>
        </FormShell>
      </div>
    </>
  )
}
