import { configApp } from '@adonisjs/eslint-config'

export default configApp(
  {
    ignores: ['.adonisjs/**', 'build/**', 'public/assets/**', 'storage/**', 'database/schema.ts'],
  },
  {
    // Pure modules written to be shared by server and client (no framework, no I/O).
    files: ['inertia/**/*.{ts,tsx}'],
    rules: {
      '@adonisjs/no-backend-import-in-frontend': [
        'error',
        { allowed: ['#contracts/*', '#permissions/*', '#rich_text/*'] },
      ],
    },
  }
)
