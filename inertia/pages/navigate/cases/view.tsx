import { ResourceView } from '~/components/resource'
import { caseTabsOf, useCaseLiveRefresh, type CaseViewPage } from '~/features/cases/case_tab_views'
import { CaseConversations } from '~/features/cases/case_conversations'
import { CaseTransitionButtons } from '~/features/cases/case_transitions'
import { CaseSummary } from '~/features/cases/case_view'
import { casesResource } from '~/features/cases/cases_resource'
import { SentMailButton } from '~/features/sent_mail/sent_mail_dialog'

/**
 * navigate.cases.view: the case's header (with its linked WhatsApp conversations), its
 * transitions, and the tabs the server lists for this user (SPEC.md §2's, in its order; each
 * declared by the resource it shows), drawn by their views (app/resources/registry.ts,
 * inertia/features/cases/case_tab_views.tsx). It follows other users' changes live (issue 30).
 */
export default function CasesView(page: CaseViewPage) {
  const { record, can, transitions, outcomes, gopBalance, chargeSlipBalance, rfpBalance } = page
  // Another user's change of this case or of what its open tab shows reloads just that.
  useCaseLiveRefresh(page)
  return (
    <ResourceView
      resource={casesResource}
      record={record}
      can={can}
      actions={
        <>
          <SentMailButton caseId={record.id} />
          <CaseTransitionButtons
            record={record}
            transitions={transitions}
            outcomes={outcomes}
            issuedGops={gopBalance?.issued ?? null}
          />
        </>
      }
      summary={
        <>
          <CaseSummary
            record={record}
            gopBalance={gopBalance}
            chargeSlipBalance={chargeSlipBalance}
            rfpBalance={rfpBalance}
          />
          {/* Its WhatsApp conversations, for who handles WhatsApp (none: nothing shows). */}
          <CaseConversations value={page.whatsappConversations} />
        </>
      }
      tabs={caseTabsOf(page)}
    />
  )
}
