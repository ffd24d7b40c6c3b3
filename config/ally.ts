import { defineConfig } from '@adonisjs/ally'

/**
 * Ally's provider requires this file, but no driver is configured here: Google's client id and
 * secret may come from Security settings, which can change while the server runs, so
 * app/services/google_sign_in.ts builds the Google driver per request from settings, then
 * environment (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_CALLBACK_URL and the
 * GOOGLE_*_URL endpoint overrides).
 */
const allyConfig = defineConfig({})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
