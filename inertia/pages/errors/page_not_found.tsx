export default function PageNotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="text-center">
        <h1 className="text-2xl font-semibold">Page not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          This screen does not exist. Check the address or go back to the dashboard.
        </p>
        <a className="mt-4 inline-block text-sm text-primary underline" href="/dashboard">
          Back to the dashboard
        </a>
      </div>
    </main>
  )
}
