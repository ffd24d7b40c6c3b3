/**
 * Settings (SPEC.md §2): roles and capabilities under /settings, the settings edit pages, and
 * the activity log. Each page is guarded by its own permission (SPEC.md §6).
 */
export {}
