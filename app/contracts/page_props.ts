import type {
  GetOptionalPropValue,
  GetOptionalProps,
  GetRequiredPropValue,
  GetRequiredProps,
} from '@adonisjs/inertia/types'

/**
 * Page props typed from the server (issue 28, item 5). A page's props are what its controller
 * passes to `renderPage` (app/services/render_page.ts), and the client names them by the
 * controller's method, `InferPageProps<typeof MembersController, 'edit'>`, never by a type of
 * its own: a prop renamed, retyped or dropped on the server fails the client's type check.
 * Types only; the client program reads this file as it reads the other contracts.
 */

/** Keeps the hover text of a composed type readable (one object, not an intersection chain). */
export type Prettify<T> = { [K in keyof T]: T[K] } & {}

/**
 * A value as the page receives it, after `JSON.stringify`: a Date (or a luxon DateTime, or
 * anything with `toJSON`) arrives as what its `toJSON` returns, functions are dropped, readonly
 * arrays and tuples arrive as arrays. Optional keys stay optional.
 */
export type Json<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends { toJSON(): infer J }
    ? Json<J>
    : T extends (...args: never[]) => unknown
      ? never
      : T extends readonly (infer Item)[]
        ? Json<Item>[]
        : T extends object
          ? { [K in keyof T]: Json<T[K]> }
          : never

/**
 * What a component receives for the props a controller passed: a closure is read when the
 * response carries it, Inertia's optional and deferred props (and a value that may be
 * undefined) may be absent, and every value is serialized (Inertia's own rules for which props
 * may be absent and how a wrapped one unwraps, then `Json`).
 */
export type PageProps<P> = Prettify<
  { [K in GetRequiredProps<P>]: Json<GetRequiredPropValue<P[K]>> } & {
    [K in GetOptionalProps<P>]?: Json<GetOptionalPropValue<P[K]>>
  }
>

/**
 * A page render as its controller returns it, marked with the props it was given. The mark is
 * a type only (the value is Inertia's own answer, which nothing reads by type): it lets
 * `InferPageProps` read a controller method's props from its return type.
 */
declare const RENDERED_PROPS: unique symbol
export type RenderedPage<P> = { readonly [RENDERED_PROPS]: P }

/** The props a controller method rendered (a method that may also redirect: its page's). */
type RenderedProps<Answer> = Answer extends { readonly [RENDERED_PROPS]: infer P } ? P : never

type MethodOf<C> = C extends abstract new (...args: never[]) => infer Instance ? Instance : C

/**
 * The props of the page a controller method renders, as the component receives them:
 * `export default function MembersEdit(props: InferPageProps<typeof MembersController, 'edit'>)`.
 * A method that renders no page infers `never`, so a page cannot name the wrong method.
 */
export type InferPageProps<
  Controller,
  Method extends keyof MethodOf<Controller>,
> = MethodOf<Controller>[Method] extends (...args: never[]) => infer Answer
  ? PageProps<RenderedProps<Awaited<Answer>>>
  : never

/** `A | B` → `A & B` (each registered tab's props, joined into the page's). */
export type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I
) => void
  ? I
  : never

/**
 * A form's input as its fields hold it, typed from the server's validator (a transition's, an
 * edit's): every key the validator reads, as the text a field posts. A key renamed or dropped
 * on the server fails the form that still names it.
 */
export type FormInput<Validator> = Validator extends {
  validate(data: unknown, ...rest: never[]): Promise<infer Output>
}
  ? { [K in keyof Output]-?: string }
  : never
