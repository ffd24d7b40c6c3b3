import { optionLabel, RELATIONSHIPS } from '#contracts/member_options'

/**
 * A member's place on their policy, as the case form's member search shows it beside each match
 * (issue 29: two Bautistas on one policy, a mother and her daughter, are told apart at a glance):
 * the principal (who holds the policy), or a dependant and how they are related to the principal.
 */
export type MemberStanding = {
  /** True for the policy holder: a member with no principal of their own. */
  principal: boolean
  /** The relationship to the principal as the members form labels it ("Self", "Daughter"). */
  relationship: string
}

/** A member row's standing, from its principal (null: the principal) and its relationship. */
export function memberStanding(principalMemberId: number | null, relationship: string) {
  return {
    principal: principalMemberId === null,
    relationship: optionLabel(RELATIONSHIPS, relationship),
  } satisfies MemberStanding
}

/** "Principal", "Dependant (Daughter)": how a match reads its standing. */
export function standingText(standing: MemberStanding): string {
  return standing.principal ? 'Principal' : `Dependant (${standing.relationship})`
}
