/**
 * Verify Policy (SPEC.md §2, issue 33), under /verify-policy: each insurer's form behind its own
 * permission (SPEC.md §6), the request a form makes, the center's list of requests, a request's
 * page, its letter and the moves of its workflow. The controller decides what each route's
 * permission is beyond signing in (app/services/policy_verifications.ts): a form's, its
 * insurer's; the list's and the lookups', any Verify permission; a request's, its insurer's (or
 * view-case for one on a case).
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { SPEC_INSURERS, VERIFICATION_SLUG } from '#contracts/policy_verification'
import { VERIFICATION_TRANSITIONS } from '#workflows/policy_verification_workflow'

const verifications = controllers.verifyPolicy.PolicyVerifications

// SPEC.md §2's routes, one per insurer SPEC.md names, each behind its permission: verify-policy.
// allied-bankers.form … verify-policy.starr-international.form (the menu links to them).
for (const insurer of SPEC_INSURERS) {
  router
    .get(`/verify-policy/${insurer.slug}`, [verifications, 'form'])
    .as(`verify-policy.${insurer.slug}.form`)
    .use([middleware.auth(), middleware.can([insurer.permission])])
}

router
  .group(() => {
    // An insurer added as data (Manage › Verification forms): the same page, by its slug.
    router
      .get('/forms/:form', [verifications, 'form'])
      .where('form', VERIFICATION_SLUG)
      .as('forms.form')
    router.post('/requests', [verifications, 'make']).as('requests.store')
    router.get('/requests', [verifications, 'list']).as('requests.index')
    router.get('/requests/:id', [verifications, 'page']).as('requests.view')
    router.get('/requests/:id/letter', [verifications, 'letter']).as('requests.letter')
    router.get('/requests/:id/letter.pdf', [verifications, 'letterPdf']).as('requests.letter_pdf')
    router
      .post('/requests/:id/transitions/:transition', [verifications, 'move'])
      .where('transition', { match: new RegExp(`^(${VERIFICATION_TRANSITIONS.join('|')})$`) })
      .as('requests.transition')
    // A mistake undone (pending, never sent) and brought back: the resource pattern's own, each
    // under the request's insurer's permission (its policy).
    router.delete('/requests/:id', [verifications, 'destroy']).as('requests.destroy')
    router.get('/requests/:id/usage', [verifications, 'usage']).as('requests.usage')
    router.post('/requests/:id/restore', [verifications, 'restore']).as('requests.restore')
    router.get('/lookup/members', [verifications, 'members']).as('lookup.members')
    router.get('/lookup/providers', [verifications, 'providers']).as('lookup.providers')
    router.get('/lookup/icds', [verifications, 'icds']).as('lookup.icds')
  })
  .prefix('/verify-policy')
  .as('verify-policy')
  .use(middleware.auth())
