export default function Welcome() {
  return <a href="/login">Sign in</a>
}
