/**
 * Bouncer abilities. Routes are guarded by named permission (`middleware.can`); policies are
 * added per resource when a rule needs more than a permission (a closed case, a center).
 */
export {}
