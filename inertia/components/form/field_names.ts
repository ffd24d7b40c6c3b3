/**
 * The names of an uncontrolled form's fields, checked against its input type (`FormInput<typeof
 * gopTransitionValidator>`): `const field = fieldNames<Input>()` then `name={field('amount')}`,
 * so a field whose key the server's validator no longer reads fails the type check.
 */
export function fieldNames<Input>() {
  return <K extends keyof Input & string>(name: K): K => name
}
