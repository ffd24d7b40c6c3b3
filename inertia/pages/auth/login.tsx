import { Form } from '@adonisjs/inertia/react'

export default function Login() {
  return (
    <Form route="login.store">
      {({ errors }) => (
        <>
          <input name="email" type="email" />
          {errors.email && <p>{errors.email}</p>}
          <input name="password" type="password" />
          <button type="submit">Sign in</button>
        </>
      )}
    </Form>
  )
}
