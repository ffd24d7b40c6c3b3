import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'

/**
 * Google sign-in is offered only when GOOGLE_CLIENT_ID is set (see googleSignInEnabled).
 */
const allyConfig = defineConfig({
  google: services.google({
    clientId: env.get('GOOGLE_CLIENT_ID', ''),
    clientSecret: env.get('GOOGLE_CLIENT_SECRET', ''),
    callbackUrl: env.get('GOOGLE_CALLBACK_URL', `${env.get('APP_URL')}/auth/google/callback`),
    scopes: ['openid', 'email', 'profile'],
  }),
})

export default allyConfig

export const googleSignInEnabled = () => Boolean(env.get('GOOGLE_CLIENT_ID'))

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
