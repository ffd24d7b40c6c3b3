import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  // Each checkout keeps its own optimised-deps cache: worktrees share one node_modules by a
  // symlink, and two test runs rewriting node_modules/.vite at once broke each other's pages.
  cacheDir: 'tmp/vite',
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({ entryPoints: ['inertia/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${import.meta.dirname}/inertia/` },
      { find: /^@generated\//, replacement: `${import.meta.dirname}/.adonisjs/client/` },
      { find: /^#permissions\//, replacement: `${import.meta.dirname}/app/permissions/` },
      { find: /^#contracts\//, replacement: `${import.meta.dirname}/app/contracts/` },
      { find: /^#rich_text\//, replacement: `${import.meta.dirname}/app/services/rich_text/` },
    ],
  },
  server: { watch: { ignored: ['**/storage/**', '**/tmp/**'] } },
})
