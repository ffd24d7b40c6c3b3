/**
 * Types `usePage().props` and `page.flash` from the server's Inertia middleware, through the
 * aliases `node ace codegen` writes (the client program must not infer them from server code).
 */
import type { Data } from '@generated/data'

/** The signed-in user exactly as SPEC.md §3 names it (null on guest pages). */
export type SharedUser = NonNullable<Data.SharedProps['user']>
export type SharedProps = Data.SharedProps
export type SiteSettings = Data.SharedProps['settings']
export type FlashMessages = Data.FlashMessages

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps
    flashDataType: FlashMessages
  }
}
