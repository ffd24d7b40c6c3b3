/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  welcome: typeof routes['welcome']
  login: typeof routes['login'] & {
    store: typeof routes['login.store']
  }
  password: {
    forgot: typeof routes['password.forgot']
    email: typeof routes['password.email']
    reset: typeof routes['password.reset']
    update: typeof routes['password.update']
  }
  auth: {
    google: {
      redirect: typeof routes['auth.google.redirect']
      callback: typeof routes['auth.google.callback']
    }
  }
  logout: typeof routes['logout']
  dashboard: typeof routes['dashboard']
  ui: {
    changeCenter: typeof routes['ui.change_center']
  }
}
