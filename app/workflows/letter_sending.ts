import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type db from '@adonisjs/lucid/services/db'
import { actingUserId } from '#services/actor'
import type { Transition, TransitionScene, WorkflowRow } from '#services/workflow'
import { closedCaseGuard } from '#resources/case_parent'
import type { LetterDocumentType } from '#services/letters/document_letters'
import type { Permission } from '#permissions/catalogue'
import {
  companyCopies,
  queueTransmission,
  recipientsOf,
  sendRefusal,
  type Addressee,
} from '#services/transmissions'

/** What a document's send needs to know of it, read inside the transition's transaction. */
export interface LetterFacts {
  /** The provider (a GOP, a withdrawal) or the client (an RFP) it goes to. */
  addressee: Addressee
  /** The revision sent (a GOP's current one), or null. */
  revision: number | null
  /** The e-mail's subject, given the name of the case's member (letterSubject). */
  subject: (member: string) => string
}

/**
 * "Tan Wei Ming": the case's member as a subject names them, read in the send's transaction; a
 * document of no case (a verification on a member alone) names its own member.
 */
async function memberOfDocument(
  client: TransactionClientContract | typeof db,
  row: WorkflowRow<string>
) {
  const query = client.from('members').select('members.first_name', 'members.last_name')
  if (row.case_id === null) query.where('members.id', Number(row.member_id))
  else query.join('cases', 'cases.member_id', 'members.id').where('cases.id', Number(row.case_id))
  const member: { first_name: string; last_name: string } = await query.firstOrFail()
  return `${member.first_name} ${member.last_name}`.trim()
}

/** What "Send again" posts: the last send the sender saw (its transmission's id, "0" if none). */
export interface LetterSendInput {
  last_transmission?: string
}

/**
 * Send and "Send again" of a document's letter (issue 15), the same for a GOP, a withdrawal and
 * an RFP: refused in plain words while the addressee has nobody to send to or a send is under
 * way; a transmission to the addressee's recipients recorded in the transition's transaction with
 * the outbox row that hands it to SendTransmission once that commits (app/services/outbox.ts: a
 * crash after the commit still mails it), never sent in the request. "Send again"
 * names the last send its sender saw, so a second click, or two agents at once, send one more
 * letter, not two.
 */
export function letterSendTransitions<S extends string, I extends LetterSendInput>(options: {
  documentType: LetterDocumentType
  /** Unsent states, from which Send moves to `to`. */
  from: readonly S[]
  to: S
  label: (row: WorkflowRow<S>) => string
  facts: (scene: TransitionScene<S, I>) => Promise<LetterFacts>
  guards?: NonNullable<Transition<S, I>['guards']>
  /** Who may send (a GOP's and a withdrawal's: send-guarantee-of-payments). */
  permission: Permission
  /** Copies the company's group (Manage › GOP settings) on every send: the guarantees' letters. */
  companyCopy: boolean
}): Transition<S, I>[] {
  const sendable = async (scene: TransitionScene<S, I>) => {
    const { addressee } = await options.facts(scene)
    return sendRefusal(scene.client, {
      type: options.documentType,
      id: scene.row.id,
      label: options.label(scene.row),
      addressee,
    })
  }
  // Send is the first send (of this revision); after it, "Send again" names the send it repeats.
  const notSentYet = async (scene: TransitionScene<S, I>) => {
    const { revision } = await options.facts(scene)
    const earlier = await scene.client
      .from('transmissions')
      .where('document_type', options.documentType)
      .where('document_id', scene.row.id)
      .where((same) =>
        revision === null ? same.whereNull('revision') : same.where('revision', revision)
      )
      .select('id')
      .first()
    return earlier
      ? `${options.label(scene.row)} was sent already; use Send again to send it once more.`
      : null
  }
  const resendsLatest = async ({ row, input, client }: TransitionScene<S, I>) => {
    const latest: { id: number } | null = await client
      .from('transmissions')
      .where('document_type', options.documentType)
      .where('document_id', row.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .select('id')
      .first()
    if (String(latest?.id ?? 0) === input.last_transmission) return null
    return `${options.label(row)} was sent again meanwhile; reload the page to see that send before sending it again.`
  }
  const queueSend = async (moved: WorkflowRow<S>, scene: TransitionScene<S, I>) => {
    const facts = await options.facts({ ...scene, row: moved })
    const { recipients } = await recipientsOf(scene.client, facts.addressee)
    await queueTransmission(scene.client, {
      copyTo: options.companyCopy ? await companyCopies(scene.client, recipients ?? []) : [],
      centerId: Number(moved.center_id),
      caseId: moved.case_id === null ? null : Number(moved.case_id),
      documentType: options.documentType,
      documentId: moved.id,
      revision: facts.revision,
      recipients: recipients ?? [],
      subject: facts.subject(await memberOfDocument(scene.client, moved)),
      userId: actingUserId(scene.actor),
    })
  }
  const shared = {
    permission: options.permission,
    guards: [closedCaseGuard, ...(options.guards ?? []), sendable],
    within: queueSend,
  } as const
  return [
    {
      name: 'send',
      label: 'Send',
      done: 'sent',
      from: options.from,
      to: options.to,
      ...shared,
      guards: [...shared.guards, notSentYet],
    },
    {
      name: 'resend',
      label: 'Send again',
      done: 'sent again',
      from: [options.to],
      to: options.to,
      required: { last_transmission: 'Reload the page: the send it shows was not posted.' },
      ...shared,
      guards: [...shared.guards, resendsLatest],
    },
  ]
}
