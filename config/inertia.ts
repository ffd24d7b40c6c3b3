import { defineConfig } from '@adonisjs/inertia'

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  ssr: { enabled: false, entrypoint: 'inertia/ssr.tsx' },
})

export default inertiaConfig
