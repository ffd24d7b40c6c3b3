/**
 * Policies are referenced by class (`bouncer.with(CountryPolicy)`), so this registry stays
 * empty; Bouncer's initializer still expects one.
 */
export const policies = {}
