/**
 * Four eyes on money (PRODUCT.md "Money documents"): whoever issued a GOP, recorded a charge slip
 * or made an RFP does not approve it (nor revise a GOP they issued); Settings › Security may
 * allow it in chosen one-person centers. The words are shared: the server's refusal and the
 * disabled action on the page say the same.
 */
export type FourEyesDocument = 'gop' | 'charge_slip' | 'rfp'

const MADE: Record<FourEyesDocument, string> = {
  gop: 'issued',
  charge_slip: 'recorded',
  rfp: 'made',
}

/**
 * "You issued GOP-KUL-2026-000045; someone else must approve it (four eyes)." `label` names the
 * document as a sentence does: the GOP's or RFP's number, "invoice INV-1".
 */
export function fourEyesRefusal(
  document: FourEyesDocument,
  label: string,
  action: 'approve' | 'revise' = 'approve'
): string {
  return `You ${MADE[document]} ${label}; someone else must ${action} it (four eyes).`
}
