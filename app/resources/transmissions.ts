import { kept, type Referrer } from '#resources/registry_references'

/**
 * The letters sent (`transmissions`, written by app/workflows/letter_sending.ts): history of
 * what was sent about a case, from which center and by whom. Nothing that happens to those
 * records afterwards changes what was sent, so none of these keys stands in a delete's way.
 */
export const transmissionReferences: Referrer = {
  table: 'transmissions',
  references: [
    kept('case_id', 'cases', 'history: what was sent about a case'),
    kept('center_id', 'centers', 'history: the center a document was sent from'),
    kept('created_by_id', 'users', 'who sent a document is its history'),
  ],
}
