/**
 * What the sign-in page says to someone sent there from a page that needs a signed-in user (a
 * link to a case opened while signed out), and the flash key it travels under: not a toast, a
 * line on the sign-in card itself, so it is there for as long as the page is.
 */
export const SIGN_IN_NOTICE = 'Please sign in to continue.'

export const SIGN_IN_NOTICE_KEY = 'sign_in_notice'
