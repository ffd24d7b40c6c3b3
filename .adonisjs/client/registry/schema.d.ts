/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'welcome': {
    methods: ["GET","HEAD"]
    pattern: '/'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'login': {
    methods: ["GET","HEAD"]
    pattern: '/login'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['create']>>>
    }
  }
  'login.store': {
    methods: ["POST"]
    pattern: '/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').loginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').loginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'login.two-factor': {
    methods: ["GET","HEAD"]
    pattern: '/login/two-factor'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['create']>>>
    }
  }
  'login.two-factor.store': {
    methods: ["POST"]
    pattern: '/login/two-factor'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').twoFactorChallengeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').twoFactorChallengeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.forgot': {
    methods: ["GET","HEAD"]
    pattern: '/forgot-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['create']>>>
    }
  }
  'password.email': {
    methods: ["POST"]
    pattern: '/forgot-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').forgotPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').forgotPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.reset': {
    methods: ["GET","HEAD"]
    pattern: '/reset-password/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
    }
  }
  'password.update': {
    methods: ["POST"]
    pattern: '/reset-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'auth.google.redirect': {
    methods: ["GET","HEAD"]
    pattern: '/auth/google/redirect'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/google_controller').default['redirect']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/google_controller').default['redirect']>>>
    }
  }
  'auth.google.callback': {
    methods: ["GET","HEAD"]
    pattern: '/auth/google/callback'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/google_controller').default['callback']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/google_controller').default['callback']>>>
    }
  }
  'logout': {
    methods: ["POST"]
    pattern: '/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['destroy']>>>
    }
  }
  'dashboard': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/dashboard_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/dashboard_controller').default['index']>>>
    }
  }
  'ui.change_center': {
    methods: ["POST"]
    pattern: '/ui/change-center'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').changeCenterValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').changeCenterValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/ui/change_center_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/ui/change_center_controller').default['handle']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'media.picture': {
    methods: ["GET","HEAD"]
    pattern: '/media/pictures/:file'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { file: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/media_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/media_controller').default['show']>>>
    }
  }
  'ui.saved_views.menu': {
    methods: ["GET","HEAD"]
    pattern: '/ui/saved-views'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/ui/saved_views_controller').default['menu']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/ui/saved_views_controller').default['menu']>>>
    }
  }
  'ui.saved_views.store': {
    methods: ["POST"]
    pattern: '/ui/saved-views'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/saved_view').savedViewValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/saved_view').savedViewValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/ui/saved_views_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/ui/saved_views_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'ui.saved_views.update': {
    methods: ["PUT"]
    pattern: '/ui/saved-views/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/saved_view').savedViewChangeValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/saved_view').savedViewChangeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/ui/saved_views_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/ui/saved_views_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'ui.saved_views.destroy': {
    methods: ["DELETE"]
    pattern: '/ui/saved-views/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/ui/saved_views_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/ui/saved_views_controller').default['destroy']>>>
    }
  }
  'media.logo': {
    methods: ["GET","HEAD"]
    pattern: '/media/logos/:file'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { file: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/media_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/media_controller').default['show']>>>
    }
  }
  'manage.countries.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/countries'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['index']>>>
    }
  }
  'manage.countries.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/countries/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['trash']>>>
    }
  }
  'manage.countries.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/countries/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['create']>>>
    }
  }
  'manage.countries.store': {
    methods: ["POST"]
    pattern: '/manage/countries'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['store']>>>
    }
  }
  'manage.countries.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/countries/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['show']>>>
    }
  }
  'manage.countries.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/countries/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['edit']>>>
    }
  }
  'manage.countries.update': {
    methods: ["PUT"]
    pattern: '/manage/countries/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['update']>>>
    }
  }
  'manage.countries.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/countries/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['destroy']>>>
    }
  }
  'manage.countries.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/countries/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['usage']>>>
    }
  }
  'manage.countries.restore': {
    methods: ["POST"]
    pattern: '/manage/countries/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/countries_controller').default['restore']>>>
    }
  }
  'manage.icds.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/icds'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['index']>>>
    }
  }
  'manage.icds.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/icds/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['trash']>>>
    }
  }
  'manage.icds.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/icds/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['create']>>>
    }
  }
  'manage.icds.store': {
    methods: ["POST"]
    pattern: '/manage/icds'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['store']>>>
    }
  }
  'manage.icds.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/icds/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['show']>>>
    }
  }
  'manage.icds.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/icds/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['edit']>>>
    }
  }
  'manage.icds.update': {
    methods: ["PUT"]
    pattern: '/manage/icds/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['update']>>>
    }
  }
  'manage.icds.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/icds/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['destroy']>>>
    }
  }
  'manage.icds.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/icds/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['usage']>>>
    }
  }
  'manage.icds.restore': {
    methods: ["POST"]
    pattern: '/manage/icds/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/icds_controller').default['restore']>>>
    }
  }
  'manage.centers.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/centers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['index']>>>
    }
  }
  'manage.centers.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/centers/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['trash']>>>
    }
  }
  'manage.centers.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/centers/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['create']>>>
    }
  }
  'manage.centers.store': {
    methods: ["POST"]
    pattern: '/manage/centers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['store']>>>
    }
  }
  'manage.centers.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/centers/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['show']>>>
    }
  }
  'manage.centers.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/centers/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['edit']>>>
    }
  }
  'manage.centers.update': {
    methods: ["PUT"]
    pattern: '/manage/centers/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['update']>>>
    }
  }
  'manage.centers.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/centers/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['destroy']>>>
    }
  }
  'manage.centers.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/centers/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['usage']>>>
    }
  }
  'manage.centers.restore': {
    methods: ["POST"]
    pattern: '/manage/centers/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/centers_controller').default['restore']>>>
    }
  }
  'manage.states.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/states'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['index']>>>
    }
  }
  'manage.states.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/states/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['trash']>>>
    }
  }
  'manage.states.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/states/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['create']>>>
    }
  }
  'manage.states.store': {
    methods: ["POST"]
    pattern: '/manage/states'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['store']>>>
    }
  }
  'manage.states.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/states/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['show']>>>
    }
  }
  'manage.states.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/states/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['edit']>>>
    }
  }
  'manage.states.update': {
    methods: ["PUT"]
    pattern: '/manage/states/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['update']>>>
    }
  }
  'manage.states.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/states/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['destroy']>>>
    }
  }
  'manage.states.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/states/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['usage']>>>
    }
  }
  'manage.states.restore': {
    methods: ["POST"]
    pattern: '/manage/states/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/states_controller').default['restore']>>>
    }
  }
  'manage.currencies.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/currencies'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['index']>>>
    }
  }
  'manage.currencies.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/currencies/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['trash']>>>
    }
  }
  'manage.currencies.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/currencies/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['create']>>>
    }
  }
  'manage.currencies.store': {
    methods: ["POST"]
    pattern: '/manage/currencies'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['store']>>>
    }
  }
  'manage.currencies.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/currencies/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['show']>>>
    }
  }
  'manage.currencies.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/currencies/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['edit']>>>
    }
  }
  'manage.currencies.update': {
    methods: ["PUT"]
    pattern: '/manage/currencies/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['update']>>>
    }
  }
  'manage.currencies.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/currencies/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['destroy']>>>
    }
  }
  'manage.currencies.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/currencies/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['usage']>>>
    }
  }
  'manage.currencies.restore': {
    methods: ["POST"]
    pattern: '/manage/currencies/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/currencies_controller').default['restore']>>>
    }
  }
  'manage.program-types.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/program-types'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['index']>>>
    }
  }
  'manage.program-types.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/program-types/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['trash']>>>
    }
  }
  'manage.program-types.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/program-types/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['create']>>>
    }
  }
  'manage.program-types.store': {
    methods: ["POST"]
    pattern: '/manage/program-types'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['store']>>>
    }
  }
  'manage.program-types.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/program-types/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['show']>>>
    }
  }
  'manage.program-types.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/program-types/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['edit']>>>
    }
  }
  'manage.program-types.update': {
    methods: ["PUT"]
    pattern: '/manage/program-types/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['update']>>>
    }
  }
  'manage.program-types.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/program-types/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['destroy']>>>
    }
  }
  'manage.program-types.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/program-types/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['usage']>>>
    }
  }
  'manage.program-types.restore': {
    methods: ["POST"]
    pattern: '/manage/program-types/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/program_types_controller').default['restore']>>>
    }
  }
  'manage.incident-types.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-types'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['index']>>>
    }
  }
  'manage.incident-types.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-types/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['trash']>>>
    }
  }
  'manage.incident-types.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-types/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['create']>>>
    }
  }
  'manage.incident-types.store': {
    methods: ["POST"]
    pattern: '/manage/incident-types'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['store']>>>
    }
  }
  'manage.incident-types.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-types/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['show']>>>
    }
  }
  'manage.incident-types.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-types/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['edit']>>>
    }
  }
  'manage.incident-types.update': {
    methods: ["PUT"]
    pattern: '/manage/incident-types/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['update']>>>
    }
  }
  'manage.incident-types.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/incident-types/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['destroy']>>>
    }
  }
  'manage.incident-types.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-types/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['usage']>>>
    }
  }
  'manage.incident-types.restore': {
    methods: ["POST"]
    pattern: '/manage/incident-types/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['restore']>>>
    }
  }
  'manage.incident-types.case-form': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-types/:id/case-form'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['caseForm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['caseForm']>>>
    }
  }
  'manage.incident-types.case-form.update': {
    methods: ["PUT"]
    pattern: '/manage/incident-types/:id/case-form'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/case_form_sections').caseFormSectionsValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/case_form_sections').caseFormSectionsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['updateCaseForm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_types_controller').default['updateCaseForm']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'manage.incident-categories.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-categories'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['index']>>>
    }
  }
  'manage.incident-categories.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-categories/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['trash']>>>
    }
  }
  'manage.incident-categories.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-categories/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['create']>>>
    }
  }
  'manage.incident-categories.store': {
    methods: ["POST"]
    pattern: '/manage/incident-categories'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['store']>>>
    }
  }
  'manage.incident-categories.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-categories/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['show']>>>
    }
  }
  'manage.incident-categories.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-categories/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['edit']>>>
    }
  }
  'manage.incident-categories.update': {
    methods: ["PUT"]
    pattern: '/manage/incident-categories/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['update']>>>
    }
  }
  'manage.incident-categories.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/incident-categories/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['destroy']>>>
    }
  }
  'manage.incident-categories.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-categories/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['usage']>>>
    }
  }
  'manage.incident-categories.restore': {
    methods: ["POST"]
    pattern: '/manage/incident-categories/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_categories_controller').default['restore']>>>
    }
  }
  'manage.incident-services.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-services'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['index']>>>
    }
  }
  'manage.incident-services.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-services/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['trash']>>>
    }
  }
  'manage.incident-services.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-services/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['create']>>>
    }
  }
  'manage.incident-services.store': {
    methods: ["POST"]
    pattern: '/manage/incident-services'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['store']>>>
    }
  }
  'manage.incident-services.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-services/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['show']>>>
    }
  }
  'manage.incident-services.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-services/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['edit']>>>
    }
  }
  'manage.incident-services.update': {
    methods: ["PUT"]
    pattern: '/manage/incident-services/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['update']>>>
    }
  }
  'manage.incident-services.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/incident-services/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['destroy']>>>
    }
  }
  'manage.incident-services.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-services/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['usage']>>>
    }
  }
  'manage.incident-services.restore': {
    methods: ["POST"]
    pattern: '/manage/incident-services/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_services_controller').default['restore']>>>
    }
  }
  'manage.incident-items.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-items'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['index']>>>
    }
  }
  'manage.incident-items.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-items/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['trash']>>>
    }
  }
  'manage.incident-items.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-items/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['create']>>>
    }
  }
  'manage.incident-items.store': {
    methods: ["POST"]
    pattern: '/manage/incident-items'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['store']>>>
    }
  }
  'manage.incident-items.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-items/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['show']>>>
    }
  }
  'manage.incident-items.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-items/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['edit']>>>
    }
  }
  'manage.incident-items.update': {
    methods: ["PUT"]
    pattern: '/manage/incident-items/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['update']>>>
    }
  }
  'manage.incident-items.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/incident-items/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['destroy']>>>
    }
  }
  'manage.incident-items.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-items/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['usage']>>>
    }
  }
  'manage.incident-items.restore': {
    methods: ["POST"]
    pattern: '/manage/incident-items/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_items_controller').default['restore']>>>
    }
  }
  'manage.incident-scripts.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-scripts'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['index']>>>
    }
  }
  'manage.incident-scripts.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-scripts/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['trash']>>>
    }
  }
  'manage.incident-scripts.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-scripts/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['create']>>>
    }
  }
  'manage.incident-scripts.store': {
    methods: ["POST"]
    pattern: '/manage/incident-scripts'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['store']>>>
    }
  }
  'manage.incident-scripts.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-scripts/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['show']>>>
    }
  }
  'manage.incident-scripts.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-scripts/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['edit']>>>
    }
  }
  'manage.incident-scripts.update': {
    methods: ["PUT"]
    pattern: '/manage/incident-scripts/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['update']>>>
    }
  }
  'manage.incident-scripts.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/incident-scripts/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['destroy']>>>
    }
  }
  'manage.incident-scripts.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/incident-scripts/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['usage']>>>
    }
  }
  'manage.incident-scripts.restore': {
    methods: ["POST"]
    pattern: '/manage/incident-scripts/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/incident_scripts_controller').default['restore']>>>
    }
  }
  'manage.email-groups.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/email-groups'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['index']>>>
    }
  }
  'manage.email-groups.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/email-groups/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['trash']>>>
    }
  }
  'manage.email-groups.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/email-groups/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['create']>>>
    }
  }
  'manage.email-groups.store': {
    methods: ["POST"]
    pattern: '/manage/email-groups'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['store']>>>
    }
  }
  'manage.email-groups.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/email-groups/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['show']>>>
    }
  }
  'manage.email-groups.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/email-groups/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['edit']>>>
    }
  }
  'manage.email-groups.update': {
    methods: ["PUT"]
    pattern: '/manage/email-groups/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['update']>>>
    }
  }
  'manage.email-groups.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/email-groups/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['destroy']>>>
    }
  }
  'manage.email-groups.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/email-groups/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['usage']>>>
    }
  }
  'manage.email-groups.restore': {
    methods: ["POST"]
    pattern: '/manage/email-groups/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/email_groups_controller').default['restore']>>>
    }
  }
  'manage.whats-app-templates.sync': {
    methods: ["POST"]
    pattern: '/manage/whats-app-templates/sync'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['sync']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['sync']>>>
    }
  }
  'manage.whats-app-templates.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/whats-app-templates'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['index']>>>
    }
  }
  'manage.whats-app-templates.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/whats-app-templates/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['trash']>>>
    }
  }
  'manage.whats-app-templates.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/whats-app-templates/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['create']>>>
    }
  }
  'manage.whats-app-templates.store': {
    methods: ["POST"]
    pattern: '/manage/whats-app-templates'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['store']>>>
    }
  }
  'manage.whats-app-templates.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/whats-app-templates/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['show']>>>
    }
  }
  'manage.whats-app-templates.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/whats-app-templates/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['edit']>>>
    }
  }
  'manage.whats-app-templates.update': {
    methods: ["PUT"]
    pattern: '/manage/whats-app-templates/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['update']>>>
    }
  }
  'manage.whats-app-templates.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/whats-app-templates/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['destroy']>>>
    }
  }
  'manage.whats-app-templates.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/whats-app-templates/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['usage']>>>
    }
  }
  'manage.whats-app-templates.restore': {
    methods: ["POST"]
    pattern: '/manage/whats-app-templates/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/whats_app_templates_controller').default['restore']>>>
    }
  }
  'manage.business-entities.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/business-entities'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['index']>>>
    }
  }
  'manage.business-entities.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/business-entities/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['trash']>>>
    }
  }
  'manage.business-entities.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/business-entities/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['create']>>>
    }
  }
  'manage.business-entities.store': {
    methods: ["POST"]
    pattern: '/manage/business-entities'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['store']>>>
    }
  }
  'manage.business-entities.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/business-entities/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['show']>>>
    }
  }
  'manage.business-entities.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/business-entities/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['edit']>>>
    }
  }
  'manage.business-entities.update': {
    methods: ["PUT"]
    pattern: '/manage/business-entities/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['update']>>>
    }
  }
  'manage.business-entities.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/business-entities/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['destroy']>>>
    }
  }
  'manage.business-entities.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/business-entities/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['usage']>>>
    }
  }
  'manage.business-entities.restore': {
    methods: ["POST"]
    pattern: '/manage/business-entities/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/business_entities_controller').default['restore']>>>
    }
  }
  'manage.gop-templates.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/gop-templates'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['index']>>>
    }
  }
  'manage.gop-templates.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/gop-templates/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['trash']>>>
    }
  }
  'manage.gop-templates.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/gop-templates/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['create']>>>
    }
  }
  'manage.gop-templates.store': {
    methods: ["POST"]
    pattern: '/manage/gop-templates'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['store']>>>
    }
  }
  'manage.gop-templates.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/gop-templates/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['show']>>>
    }
  }
  'manage.gop-templates.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/gop-templates/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['edit']>>>
    }
  }
  'manage.gop-templates.update': {
    methods: ["PUT"]
    pattern: '/manage/gop-templates/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['update']>>>
    }
  }
  'manage.gop-templates.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/gop-templates/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['destroy']>>>
    }
  }
  'manage.gop-templates.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/gop-templates/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['usage']>>>
    }
  }
  'manage.gop-templates.restore': {
    methods: ["POST"]
    pattern: '/manage/gop-templates/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_templates_controller').default['restore']>>>
    }
  }
  'manage.verification-forms.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/verification-forms'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['index']>>>
    }
  }
  'manage.verification-forms.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/verification-forms/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['trash']>>>
    }
  }
  'manage.verification-forms.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/verification-forms/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['create']>>>
    }
  }
  'manage.verification-forms.store': {
    methods: ["POST"]
    pattern: '/manage/verification-forms'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['store']>>>
    }
  }
  'manage.verification-forms.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/verification-forms/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['show']>>>
    }
  }
  'manage.verification-forms.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/verification-forms/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['edit']>>>
    }
  }
  'manage.verification-forms.update': {
    methods: ["PUT"]
    pattern: '/manage/verification-forms/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['update']>>>
    }
  }
  'manage.verification-forms.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/verification-forms/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['destroy']>>>
    }
  }
  'manage.verification-forms.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/verification-forms/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['usage']>>>
    }
  }
  'manage.verification-forms.restore': {
    methods: ["POST"]
    pattern: '/manage/verification-forms/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/verification_forms_controller').default['restore']>>>
    }
  }
  'manage.gop-settings.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/gop-settings'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_settings_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_settings_controller').default['edit']>>>
    }
  }
  'manage.gop-settings.update': {
    methods: ["PUT"]
    pattern: '/manage/gop-settings'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/gop_settings_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/gop_settings_controller').default['update']>>>
    }
  }
  'manage.programs.index': {
    methods: ["GET","HEAD"]
    pattern: '/manage/programs'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['index']>>>
    }
  }
  'manage.programs.trash': {
    methods: ["GET","HEAD"]
    pattern: '/manage/programs/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['trash']>>>
    }
  }
  'manage.programs.create': {
    methods: ["GET","HEAD"]
    pattern: '/manage/programs/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['create']>>>
    }
  }
  'manage.programs.store': {
    methods: ["POST"]
    pattern: '/manage/programs'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['store']>>>
    }
  }
  'manage.programs.view': {
    methods: ["GET","HEAD"]
    pattern: '/manage/programs/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['show']>>>
    }
  }
  'manage.programs.edit': {
    methods: ["GET","HEAD"]
    pattern: '/manage/programs/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['edit']>>>
    }
  }
  'manage.programs.update': {
    methods: ["PUT"]
    pattern: '/manage/programs/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['update']>>>
    }
  }
  'manage.programs.destroy': {
    methods: ["DELETE"]
    pattern: '/manage/programs/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['destroy']>>>
    }
  }
  'manage.programs.usage': {
    methods: ["GET","HEAD"]
    pattern: '/manage/programs/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['usage']>>>
    }
  }
  'manage.programs.restore': {
    methods: ["POST"]
    pattern: '/manage/programs/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/manage/programs_controller').default['restore']>>>
    }
  }
  'accounts.users.index': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/users'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['index']>>>
    }
  }
  'accounts.users.trash': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/users/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['trash']>>>
    }
  }
  'accounts.users.create': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/users/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['create']>>>
    }
  }
  'accounts.users.store': {
    methods: ["POST"]
    pattern: '/accounts/users'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['store']>>>
    }
  }
  'accounts.users.view': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/users/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['show']>>>
    }
  }
  'accounts.users.edit': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/users/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['edit']>>>
    }
  }
  'accounts.users.update': {
    methods: ["PUT"]
    pattern: '/accounts/users/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['update']>>>
    }
  }
  'accounts.users.destroy': {
    methods: ["DELETE"]
    pattern: '/accounts/users/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['destroy']>>>
    }
  }
  'accounts.users.usage': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/users/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['usage']>>>
    }
  }
  'accounts.users.restore': {
    methods: ["POST"]
    pattern: '/accounts/users/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/users_controller').default['restore']>>>
    }
  }
  'accounts.clients.index': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/clients'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['index']>>>
    }
  }
  'accounts.clients.trash': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/clients/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['trash']>>>
    }
  }
  'accounts.clients.create': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/clients/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['create']>>>
    }
  }
  'accounts.clients.store': {
    methods: ["POST"]
    pattern: '/accounts/clients'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['store']>>>
    }
  }
  'accounts.clients.view': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/clients/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['show']>>>
    }
  }
  'accounts.clients.edit': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/clients/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['edit']>>>
    }
  }
  'accounts.clients.update': {
    methods: ["PUT"]
    pattern: '/accounts/clients/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['update']>>>
    }
  }
  'accounts.clients.destroy': {
    methods: ["DELETE"]
    pattern: '/accounts/clients/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['destroy']>>>
    }
  }
  'accounts.clients.usage': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/clients/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['usage']>>>
    }
  }
  'accounts.clients.restore': {
    methods: ["POST"]
    pattern: '/accounts/clients/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/clients_controller').default['restore']>>>
    }
  }
  'accounts.members.index': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/members'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['index']>>>
    }
  }
  'accounts.members.trash': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/members/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['trash']>>>
    }
  }
  'accounts.members.create': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/members/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['create']>>>
    }
  }
  'accounts.members.store': {
    methods: ["POST"]
    pattern: '/accounts/members'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['store']>>>
    }
  }
  'accounts.members.view': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/members/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['show']>>>
    }
  }
  'accounts.members.edit': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/members/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['edit']>>>
    }
  }
  'accounts.members.update': {
    methods: ["PUT"]
    pattern: '/accounts/members/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['update']>>>
    }
  }
  'accounts.members.destroy': {
    methods: ["DELETE"]
    pattern: '/accounts/members/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['destroy']>>>
    }
  }
  'accounts.members.usage': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/members/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['usage']>>>
    }
  }
  'accounts.members.restore': {
    methods: ["POST"]
    pattern: '/accounts/members/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['restore']>>>
    }
  }
  'accounts.providers.index': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/providers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['index']>>>
    }
  }
  'accounts.providers.trash': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/providers/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['trash']>>>
    }
  }
  'accounts.providers.create': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/providers/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['create']>>>
    }
  }
  'accounts.providers.store': {
    methods: ["POST"]
    pattern: '/accounts/providers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['store']>>>
    }
  }
  'accounts.providers.view': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/providers/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['show']>>>
    }
  }
  'accounts.providers.edit': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/providers/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['edit']>>>
    }
  }
  'accounts.providers.update': {
    methods: ["PUT"]
    pattern: '/accounts/providers/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['update']>>>
    }
  }
  'accounts.providers.destroy': {
    methods: ["DELETE"]
    pattern: '/accounts/providers/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['destroy']>>>
    }
  }
  'accounts.providers.usage': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/providers/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['usage']>>>
    }
  }
  'accounts.providers.restore': {
    methods: ["POST"]
    pattern: '/accounts/providers/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['restore']>>>
    }
  }
  'accounts.members.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/members/lookup'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/members_controller').default['lookup']>>>
    }
  }
  'accounts.providers.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/providers/lookup'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['lookup']>>>
    }
  }
  'accounts.providers.states': {
    methods: ["GET","HEAD"]
    pattern: '/accounts/providers/states'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['states']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/providers_controller').default['states']>>>
    }
  }
  'navigate.cases.members': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/members'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['members']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['members']>>>
    }
  }
  'navigate.cases.providers': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/providers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['providers']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['providers']>>>
    }
  }
  'navigate.search': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/search'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/global_search_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/global_search_controller').default['index']>>>
    }
  }
  'navigate.cases.lookup_client': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/lookup/clients/:clientId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { clientId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['client']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['client']>>>
    }
  }
  'navigate.cases.lookup_program': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/lookup/programs/:programId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { programId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['program']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['program']>>>
    }
  }
  'navigate.cases.lookup_provider': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/lookup/providers/:providerId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { providerId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['provider']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['provider']>>>
    }
  }
  'navigate.cases.lookup_scripts': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/lookup/incident-types/:incidentTypeId/scripts'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { incidentTypeId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['scripts']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['scripts']>>>
    }
  }
  'navigate.cases.member_form': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/members/new'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['memberForm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['memberForm']>>>
    }
  }
  'navigate.cases.create_member': {
    methods: ["POST"]
    pattern: '/navigate/cases/members'
    types: {
      body: ExtractBody<InferInput<(typeof import('#resources/members').membersResource)['validator']>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#resources/members').membersResource)['validator']>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['createMember']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_lookups_controller').default['createMember']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'navigate.cases.index': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['index']>>>
    }
  }
  'navigate.cases.trash': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['trash']>>>
    }
  }
  'navigate.cases.create': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['create']>>>
    }
  }
  'navigate.cases.store': {
    methods: ["POST"]
    pattern: '/navigate/cases'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['store']>>>
    }
  }
  'navigate.cases.view': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['show']>>>
    }
  }
  'navigate.cases.edit': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['edit']>>>
    }
  }
  'navigate.cases.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['update']>>>
    }
  }
  'navigate.cases.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['destroy']>>>
    }
  }
  'navigate.cases.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['usage']>>>
    }
  }
  'navigate.cases.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['restore']>>>
    }
  }
  'navigate.cases.transition': {
    methods: ["POST"]
    pattern: '/navigate/cases/:id/transitions/:transition'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; transition: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['transition']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['transition']>>>
    }
  }
  'navigate.cases.owners': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:id/owners'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_owner_controller').default['candidates']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_owner_controller').default['candidates']>>>
    }
  }
  'navigate.cases.reassign': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:id/owner'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/case_handover').caseHandoverValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/case_handover').caseHandoverValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_owner_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_owner_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'navigate.cases.contacts.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/contacts'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['store']>>>
    }
  }
  'navigate.cases.contacts.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/contacts/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['update']>>>
    }
  }
  'navigate.cases.contacts.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/contacts/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['destroy']>>>
    }
  }
  'navigate.cases.contacts.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/contacts/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['usage']>>>
    }
  }
  'navigate.cases.contacts.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/contacts/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_contacts_controller').default['restore']>>>
    }
  }
  'navigate.cases.calls.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/calls'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['store']>>>
    }
  }
  'navigate.cases.calls.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/calls/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['update']>>>
    }
  }
  'navigate.cases.calls.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/calls/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['destroy']>>>
    }
  }
  'navigate.cases.calls.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/calls/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['usage']>>>
    }
  }
  'navigate.cases.calls.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/calls/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_calls_controller').default['restore']>>>
    }
  }
  'navigate.cases.incidents.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/incidents'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['store']>>>
    }
  }
  'navigate.cases.incidents.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/incidents/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['update']>>>
    }
  }
  'navigate.cases.incidents.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/incidents/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['destroy']>>>
    }
  }
  'navigate.cases.incidents.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/incidents/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['usage']>>>
    }
  }
  'navigate.cases.incidents.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/incidents/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_incidents_controller').default['restore']>>>
    }
  }
  'navigate.cases.icd.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/icd'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['store']>>>
    }
  }
  'navigate.cases.icd.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/icd/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['update']>>>
    }
  }
  'navigate.cases.icd.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/icd/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['destroy']>>>
    }
  }
  'navigate.cases.icd.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/icd/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['usage']>>>
    }
  }
  'navigate.cases.icd.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/icd/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_diagnoses_controller').default['restore']>>>
    }
  }
  'navigate.cases.feedbacks.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/feedback'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['store']>>>
    }
  }
  'navigate.cases.feedbacks.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/feedback/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['update']>>>
    }
  }
  'navigate.cases.feedbacks.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/feedback/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['destroy']>>>
    }
  }
  'navigate.cases.feedbacks.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/feedback/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['usage']>>>
    }
  }
  'navigate.cases.feedbacks.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/feedback/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_feedbacks_controller').default['restore']>>>
    }
  }
  'navigate.cases.files.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/files'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['store']>>>
    }
  }
  'navigate.cases.files.download': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/files/:id/download'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['download']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['download']>>>
    }
  }
  'navigate.cases.files.preview': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/files/:id/preview'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['preview']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['preview']>>>
    }
  }
  'navigate.cases.files.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/files/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['destroy']>>>
    }
  }
  'navigate.cases.files.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/files/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['usage']>>>
    }
  }
  'navigate.cases.files.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/files/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_files_controller').default['restore']>>>
    }
  }
  'navigate.cases.notes.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/notes'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['store']>>>
    }
  }
  'navigate.cases.notes.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/notes/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['update']>>>
    }
  }
  'navigate.cases.notes.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/notes/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['destroy']>>>
    }
  }
  'navigate.cases.notes.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/notes/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['usage']>>>
    }
  }
  'navigate.cases.notes.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/notes/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['restore']>>>
    }
  }
  'navigate.cases.notes.pin': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/notes/:id/pin'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['pin']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['pin']>>>
    }
  }
  'navigate.cases.notes.unpin': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/notes/:id/unpin'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['unpin']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['unpin']>>>
    }
  }
  'navigate.cases.notes.body': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/notes/:id/body'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['body']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_notes_controller').default['body']>>>
    }
  }
  'navigate.cases.timeline': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:id/timeline'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_timeline_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_timeline_controller').default['index']>>>
    }
  }
  'navigate.cases.sent_mail': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:id/sent-mail'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_sent_mail_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_sent_mail_controller').default['index']>>>
    }
  }
  'navigate.cases.icd_codes': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/icd-codes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['icdCodes']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/cases_controller').default['icdCodes']>>>
    }
  }
  'navigate.cases.tasks.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/tasks'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['store']>>>
    }
  }
  'navigate.cases.tasks.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/tasks/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['update']>>>
    }
  }
  'navigate.cases.tasks.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/tasks/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['destroy']>>>
    }
  }
  'navigate.cases.tasks.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/tasks/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['usage']>>>
    }
  }
  'navigate.cases.tasks.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/tasks/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['restore']>>>
    }
  }
  'navigate.cases.tasks.transition': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/tasks/:id/transitions/:transition'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue; transition: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['transition']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_tasks_controller').default['transition']>>>
    }
  }
  'navigate.tasks.index': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/tasks'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/tasks_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/tasks_controller').default['index']>>>
    }
  }
  'navigate.tasks.transition': {
    methods: ["POST"]
    pattern: '/navigate/tasks/:id/transitions/:transition'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; transition: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/tasks_controller').default['transition']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/tasks_controller').default['transition']>>>
    }
  }
  'navigate.cases.gops.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/guarantee-of-payments'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['store']>>>
    }
  }
  'navigate.cases.gops.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/guarantee-of-payments/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['update']>>>
    }
  }
  'navigate.cases.gops.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/guarantee-of-payments/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['destroy']>>>
    }
  }
  'navigate.cases.gops.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/guarantee-of-payments/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['usage']>>>
    }
  }
  'navigate.cases.gops.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/guarantee-of-payments/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['restore']>>>
    }
  }
  'navigate.cases.gops.transition': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/guarantee-of-payments/:id/transitions/:transition'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue; transition: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['transition']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gops_controller').default['transition']>>>
    }
  }
  'navigate.guarantee-of-payments.index': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/guarantee-of-payments'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/gops_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/gops_controller').default['index']>>>
    }
  }
  'navigate.cases.rfps.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/request-for-payments'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['store']>>>
    }
  }
  'navigate.cases.rfps.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/request-for-payments/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['update']>>>
    }
  }
  'navigate.cases.rfps.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/request-for-payments/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['destroy']>>>
    }
  }
  'navigate.cases.rfps.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/request-for-payments/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['usage']>>>
    }
  }
  'navigate.cases.rfps.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/request-for-payments/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['restore']>>>
    }
  }
  'navigate.cases.rfps.transition': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/request-for-payments/:id/transitions/:transition'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue; transition: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['transition']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_rfps_controller').default['transition']>>>
    }
  }
  'navigate.request-for-payments.index': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/request-for-payments'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/rfps_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/rfps_controller').default['index']>>>
    }
  }
  'navigate.cases.charge_slips.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/charge-slips'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['store']>>>
    }
  }
  'navigate.cases.charge_slips.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/charge-slips/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['update']>>>
    }
  }
  'navigate.cases.charge_slips.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/charge-slips/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['destroy']>>>
    }
  }
  'navigate.cases.charge_slips.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/charge-slips/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['usage']>>>
    }
  }
  'navigate.cases.charge_slips.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/charge-slips/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['restore']>>>
    }
  }
  'navigate.cases.charge_slips.transition': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/charge-slips/:id/transitions/:transition'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue; transition: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['transition']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_charge_slips_controller').default['transition']>>>
    }
  }
  'navigate.charge-slips.index': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/charge-slips'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/charge_slips_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/charge_slips_controller').default['index']>>>
    }
  }
  'navigate.cases.withdrawals.store': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/withdrawal-of-gops'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { caseId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['store']>>>
    }
  }
  'navigate.cases.withdrawals.update': {
    methods: ["PUT"]
    pattern: '/navigate/cases/:caseId/withdrawal-of-gops/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['update']>>>
    }
  }
  'navigate.cases.withdrawals.destroy': {
    methods: ["DELETE"]
    pattern: '/navigate/cases/:caseId/withdrawal-of-gops/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['destroy']>>>
    }
  }
  'navigate.cases.withdrawals.usage': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/withdrawal-of-gops/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['usage']>>>
    }
  }
  'navigate.cases.withdrawals.restore': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/withdrawal-of-gops/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['restore']>>>
    }
  }
  'navigate.cases.withdrawals.transition': {
    methods: ["POST"]
    pattern: '/navigate/cases/:caseId/withdrawal-of-gops/:id/transitions/:transition'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue; transition: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['transition']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/case_gop_withdrawals_controller').default['transition']>>>
    }
  }
  'navigate.cases.gops.revisions': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/guarantee-of-payments/:id/revisions'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/gop_revisions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/gop_revisions_controller').default['index']>>>
    }
  }
  'navigate.cases.gops.letter': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/guarantee-of-payments/:id/letter'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['gopPreview']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['gopPreview']>>>
    }
  }
  'navigate.cases.gops.letter_pdf': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/guarantee-of-payments/:id/letter.pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['gopPdf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['gopPdf']>>>
    }
  }
  'navigate.cases.withdrawals.letter': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/withdrawal-of-gops/:id/letter'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['withdrawalPreview']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['withdrawalPreview']>>>
    }
  }
  'navigate.cases.withdrawals.letter_pdf': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/withdrawal-of-gops/:id/letter.pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['withdrawalPdf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['withdrawalPdf']>>>
    }
  }
  'navigate.cases.rfps.letter': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/request-for-payments/:id/letter'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['rfpPreview']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['rfpPreview']>>>
    }
  }
  'navigate.cases.rfps.letter_pdf': {
    methods: ["GET","HEAD"]
    pattern: '/navigate/cases/:caseId/request-for-payments/:id/letter.pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { caseId: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['rfpPdf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/navigate/letters_controller').default['rfpPdf']>>>
    }
  }
  'settings.general.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/general'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/general_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/general_controller').default['edit']>>>
    }
  }
  'settings.general.update': {
    methods: ["PUT"]
    pattern: '/settings/general'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/general_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/general_controller').default['update']>>>
    }
  }
  'settings.appearance-header.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/appearance-header'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/appearance_header_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/appearance_header_controller').default['edit']>>>
    }
  }
  'settings.appearance-header.update': {
    methods: ["PUT"]
    pattern: '/settings/appearance-header'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/appearance_header_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/appearance_header_controller').default['update']>>>
    }
  }
  'settings.appearance-footer.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/appearance-footer'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/appearance_footer_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/appearance_footer_controller').default['edit']>>>
    }
  }
  'settings.appearance-footer.update': {
    methods: ["PUT"]
    pattern: '/settings/appearance-footer'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/appearance_footer_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/appearance_footer_controller').default['update']>>>
    }
  }
  'settings.email.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/email'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/email_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/email_controller').default['edit']>>>
    }
  }
  'settings.email.update': {
    methods: ["PUT"]
    pattern: '/settings/email'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/email_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/email_controller').default['update']>>>
    }
  }
  'settings.email.test': {
    methods: ["POST"]
    pattern: '/settings/email/test'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/site_settings').testEmailValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/site_settings').testEmailValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/email_controller').default['test']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/email_controller').default['test']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'settings.whatsapp.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/whatsapp'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['edit']>>>
    }
  }
  'settings.whatsapp.update': {
    methods: ["PUT"]
    pattern: '/settings/whatsapp'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['update']>>>
    }
  }
  'settings.whatsapp.replay': {
    methods: ["POST"]
    pattern: '/settings/whatsapp/events/:eventId/replay'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { eventId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['replay']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['replay']>>>
    }
  }
  'settings.whatsapp.replay-all': {
    methods: ["POST"]
    pattern: '/settings/whatsapp/events/replay'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['replayAll']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['replayAll']>>>
    }
  }
  'settings.whatsapp.check-token': {
    methods: ["POST"]
    pattern: '/settings/whatsapp/check-token'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['checkToken']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/whatsapp_controller').default['checkToken']>>>
    }
  }
  'settings.security.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/security'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/security_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/security_controller').default['edit']>>>
    }
  }
  'settings.security.update': {
    methods: ["PUT"]
    pattern: '/settings/security'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/security_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/security_controller').default['update']>>>
    }
  }
  'settings.activity-log.index': {
    methods: ["GET","HEAD"]
    pattern: '/settings/activity-log'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/activity_log_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/activity_log_controller').default['index']>>>
    }
  }
  'settings.roles.index': {
    methods: ["GET","HEAD"]
    pattern: '/settings/roles'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['index']>>>
    }
  }
  'settings.roles.trash': {
    methods: ["GET","HEAD"]
    pattern: '/settings/roles/trash'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['trash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['trash']>>>
    }
  }
  'settings.roles.create': {
    methods: ["GET","HEAD"]
    pattern: '/settings/roles/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['create']>>>
    }
  }
  'settings.roles.store': {
    methods: ["POST"]
    pattern: '/settings/roles'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['store']>>>
    }
  }
  'settings.roles.view': {
    methods: ["GET","HEAD"]
    pattern: '/settings/roles/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['show']>>>
    }
  }
  'settings.roles.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/roles/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['edit']>>>
    }
  }
  'settings.roles.update': {
    methods: ["PUT"]
    pattern: '/settings/roles/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['update']>>>
    }
  }
  'settings.roles.destroy': {
    methods: ["DELETE"]
    pattern: '/settings/roles/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['destroy']>>>
    }
  }
  'settings.roles.usage': {
    methods: ["GET","HEAD"]
    pattern: '/settings/roles/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['usage']>>>
    }
  }
  'settings.roles.restore': {
    methods: ["POST"]
    pattern: '/settings/roles/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/roles_controller').default['restore']>>>
    }
  }
  'settings.capabilities.index': {
    methods: ["GET","HEAD"]
    pattern: '/settings/capabilities'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/capabilities_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/capabilities_controller').default['index']>>>
    }
  }
  'settings.capabilities.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/capabilities/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/capabilities_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/capabilities_controller').default['edit']>>>
    }
  }
  'settings.capabilities.update': {
    methods: ["PUT"]
    pattern: '/settings/capabilities/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/capability').capabilityValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/capability').capabilityValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/capabilities_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/capabilities_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'my-account.profile.edit': {
    methods: ["GET","HEAD"]
    pattern: '/my-account/profile'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/profile_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/profile_controller').default['edit']>>>
    }
  }
  'my-account.profile.update': {
    methods: ["PUT"]
    pattern: '/my-account/profile'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/my_account').profileValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/my_account').profileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/profile_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/profile_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'my-account.account-settings.edit': {
    methods: ["GET","HEAD"]
    pattern: '/my-account/account-settings'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/account_settings_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/account_settings_controller').default['edit']>>>
    }
  }
  'my-account.account-settings.update': {
    methods: ["PUT"]
    pattern: '/my-account/account-settings'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/my_account').accountSettingsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/my_account').accountSettingsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/account_settings_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/account_settings_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'my-account.notifications.edit': {
    methods: ["GET","HEAD"]
    pattern: '/my-account/notifications'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/notifications_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/notifications_controller').default['edit']>>>
    }
  }
  'my-account.notifications.update': {
    methods: ["PUT"]
    pattern: '/my-account/notifications'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/notification').notificationChoicesValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/notification').notificationChoicesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/notifications_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/notifications_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'my-account.email.edit': {
    methods: ["GET","HEAD"]
    pattern: '/my-account/email'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['edit']>>>
    }
  }
  'my-account.email.update': {
    methods: ["PUT"]
    pattern: '/my-account/email'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/my_account').emailChangeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/my_account').emailChangeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'my-account.email.destroy': {
    methods: ["DELETE"]
    pattern: '/my-account/email'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['destroy']>>>
    }
  }
  'my-account.password.edit': {
    methods: ["GET","HEAD"]
    pattern: '/my-account/password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/password_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/password_controller').default['edit']>>>
    }
  }
  'my-account.password.update': {
    methods: ["PUT"]
    pattern: '/my-account/password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/my_account').passwordChangeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/my_account').passwordChangeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/password_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/password_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'my-account.enable-2fa.edit': {
    methods: ["GET","HEAD"]
    pattern: '/my-account/enable-2fa'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['edit']>>>
    }
  }
  'my-account.enable-2fa.store': {
    methods: ["POST"]
    pattern: '/my-account/enable-2fa'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['store']>>>
    }
  }
  'my-account.enable-2fa.update': {
    methods: ["PUT"]
    pattern: '/my-account/enable-2fa'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/my_account').twoFactorConfirmValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/my_account').twoFactorConfirmValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'my-account.enable-2fa.recovery-codes': {
    methods: ["POST"]
    pattern: '/my-account/enable-2fa/recovery-codes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/my_account').confirmPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/my_account').confirmPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['recoveryCodes']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['recoveryCodes']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'my-account.enable-2fa.destroy': {
    methods: ["DELETE"]
    pattern: '/my-account/enable-2fa'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/my_account').confirmPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/my_account').confirmPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/two_factor_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'my-account.email.confirm': {
    methods: ["GET","HEAD"]
    pattern: '/my-account/email/confirm/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['show']>>>
    }
  }
  'my-account.email.confirm.store': {
    methods: ["POST"]
    pattern: '/my-account/email/confirm'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/my_account').emailChangeConfirmValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/my_account').emailChangeConfirmValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['confirm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/my_account/email_controller').default['confirm']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'notifications.index': {
    methods: ["GET","HEAD"]
    pattern: '/notifications'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['index']>>>
    }
  }
  'notifications.catch_up': {
    methods: ["GET","HEAD"]
    pattern: '/notifications/catch-up'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/notification').catchUpValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['catchUp']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['catchUp']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'notifications.latest': {
    methods: ["GET","HEAD"]
    pattern: '/notifications/latest'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['latest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['latest']>>>
    }
  }
  'notifications.read_all': {
    methods: ["POST"]
    pattern: '/notifications/read-all'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/notification').readAllValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/notification').readAllValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['readAll']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['readAll']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'notifications.read': {
    methods: ["POST"]
    pattern: '/notifications/:id/read'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['read']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['read']>>>
    }
  }
  'webhooks.whatsapp.verify': {
    methods: ["GET","HEAD"]
    pattern: '/webhooks/whatsapp'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/webhooks/whatsapp_controller').default['verify']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/webhooks/whatsapp_controller').default['verify']>>>
    }
  }
  'webhooks.whatsapp.receive': {
    methods: ["POST"]
    pattern: '/webhooks/whatsapp'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/webhooks/whatsapp_controller').default['receive']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/webhooks/whatsapp_controller').default['receive']>>>
    }
  }
  'messaging.whatsapp.queue': {
    methods: ["GET","HEAD"]
    pattern: '/messaging/whatsapp/queue/:id?'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_pages_controller').default['queue']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_pages_controller').default['queue']>>>
    }
  }
  'messaging.whatsapp.messages': {
    methods: ["GET","HEAD"]
    pattern: '/messaging/whatsapp/messages/:id?'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_pages_controller').default['messages']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_pages_controller').default['messages']>>>
    }
  }
  'messaging.whatsapp.thread': {
    methods: ["GET","HEAD"]
    pattern: '/messaging/whatsapp/contacts/:id/thread'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/whatsapp_inbox').threadCursorValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_pages_controller').default['thread']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_pages_controller').default['thread']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messaging.whatsapp.media': {
    methods: ["GET","HEAD"]
    pattern: '/messaging/whatsapp/media/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_pages_controller').default['media']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_pages_controller').default['media']>>>
    }
  }
  'messaging.whatsapp.take': {
    methods: ["POST"]
    pattern: '/messaging/whatsapp/contacts/:id/take'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_queue_controller').default['take']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_queue_controller').default['take']>>>
    }
  }
  'messaging.whatsapp.release': {
    methods: ["POST"]
    pattern: '/messaging/whatsapp/contacts/:id/release'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_queue_controller').default['release']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_queue_controller').default['release']>>>
    }
  }
  'messaging.whatsapp.close': {
    methods: ["POST"]
    pattern: '/messaging/whatsapp/contacts/:id/close'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_queue_controller').default['close']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_queue_controller').default['close']>>>
    }
  }
  'messaging.whatsapp.send-text': {
    methods: ["POST"]
    pattern: '/messaging/whatsapp/contacts/:id/send-text'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/whatsapp_send').sendTextValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/whatsapp_send').sendTextValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_send_controller').default['text']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_send_controller').default['text']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messaging.whatsapp.send-template': {
    methods: ["POST"]
    pattern: '/messaging/whatsapp/contacts/:id/send-template'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/whatsapp_send').sendTemplateValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/whatsapp_send').sendTemplateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_send_controller').default['template']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_send_controller').default['template']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messaging.whatsapp.send-media': {
    methods: ["POST"]
    pattern: '/messaging/whatsapp/contacts/:id/send-media'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/whatsapp_send').sendMediaValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/whatsapp_send').sendMediaValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_send_controller').default['media']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_send_controller').default['media']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messaging.whatsapp.read': {
    methods: ["POST"]
    pattern: '/messaging/whatsapp/contacts/:id/read'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/whatsapp_send').readMarkValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/whatsapp_send').readMarkValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_send_controller').default['read']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_send_controller').default['read']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messaging.whatsapp.link': {
    methods: ["POST"]
    pattern: '/messaging/whatsapp/contacts/:id/link'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/whatsapp_links').contactLinksValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/whatsapp_links').contactLinksValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_links_controller').default['link']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_links_controller').default['link']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messaging.whatsapp.suggestions': {
    methods: ["GET","HEAD"]
    pattern: '/messaging/whatsapp/contacts/:id/suggestions'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_links_controller').default['suggestions']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/messaging/whatsapp_links_controller').default['suggestions']>>>
    }
  }
  'reports.case.index': {
    methods: ["GET","HEAD"]
    pattern: '/reports/case'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
    }
  }
  'reports.case.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/reports/case/lookups/:dimension'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { dimension: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
    }
  }
  'reports.accounts.index': {
    methods: ["GET","HEAD"]
    pattern: '/reports/accounts'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
    }
  }
  'reports.accounts.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/reports/accounts/lookups/:dimension'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { dimension: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
    }
  }
  'reports.agent-activity.index': {
    methods: ["GET","HEAD"]
    pattern: '/reports/agent-activity'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
    }
  }
  'reports.agent-activity.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/reports/agent-activity/lookups/:dimension'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { dimension: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
    }
  }
  'reports.accounts-payable.index': {
    methods: ["GET","HEAD"]
    pattern: '/reports/accounts-payable'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
    }
  }
  'reports.accounts-payable.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/reports/accounts-payable/lookups/:dimension'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { dimension: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
    }
  }
  'reports.accounts-receivable.index': {
    methods: ["GET","HEAD"]
    pattern: '/reports/accounts-receivable'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
    }
  }
  'reports.accounts-receivable.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/reports/accounts-receivable/lookups/:dimension'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { dimension: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
    }
  }
  'reports.transmission.index': {
    methods: ["GET","HEAD"]
    pattern: '/reports/transmission'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
    }
  }
  'reports.transmission.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/reports/transmission/lookups/:dimension'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { dimension: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['lookup']>>>
    }
  }
  'reports.exports.index': {
    methods: ["GET","HEAD"]
    pattern: '/reports/exports'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/report_exports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/report_exports_controller').default['index']>>>
    }
  }
  'reports.exports.download': {
    methods: ["GET","HEAD"]
    pattern: '/reports/exports/:id/download'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/report_exports_controller').default['download']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/report_exports_controller').default['download']>>>
    }
  }
  'reports.exports.retry': {
    methods: ["POST"]
    pattern: '/reports/exports/:id/retry'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/report_exports_controller').default['retry']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/report_exports_controller').default['retry']>>>
    }
  }
  'reports.exports.store': {
    methods: ["POST"]
    pattern: '/reports/:report/exports'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/report_export').reportExportValidator)>>
      paramsTuple: [ParamValue]
      params: { report: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/report_export').reportExportValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/report_exports_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/report_exports_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'verify-policy.allied-bankers.form': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/allied-bankers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
    }
  }
  'verify-policy.hong-leong-assurance.form': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/hong-leong-assurance'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
    }
  }
  'verify-policy.pacific-cross.form': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/pacific-cross'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
    }
  }
  'verify-policy.great-eastern.form': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/great-eastern'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
    }
  }
  'verify-policy.zurich.form': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/zurich'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
    }
  }
  'verify-policy.takaful-brunei.form': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/takaful-brunei'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
    }
  }
  'verify-policy.starr-international.form': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/starr-international'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
    }
  }
  'verify-policy.forms.form': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/forms/:form'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { form: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['form']>>>
    }
  }
  'verify-policy.requests.store': {
    methods: ["POST"]
    pattern: '/verify-policy/requests'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/policy_verification').policyVerificationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/policy_verification').policyVerificationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['make']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['make']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'verify-policy.requests.index': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/requests'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['list']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['list']>>>
    }
  }
  'verify-policy.requests.view': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/requests/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['page']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['page']>>>
    }
  }
  'verify-policy.requests.letter': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/requests/:id/letter'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['letter']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['letter']>>>
    }
  }
  'verify-policy.requests.letter_pdf': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/requests/:id/letter.pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['letterPdf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['letterPdf']>>>
    }
  }
  'verify-policy.requests.transition': {
    methods: ["POST"]
    pattern: '/verify-policy/requests/:id/transitions/:transition'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/policy_verification').policyVerificationTransitionValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; transition: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/policy_verification').policyVerificationTransitionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['move']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['move']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'verify-policy.requests.destroy': {
    methods: ["DELETE"]
    pattern: '/verify-policy/requests/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['destroy']>>>
    }
  }
  'verify-policy.requests.usage': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/requests/:id/usage'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['usage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['usage']>>>
    }
  }
  'verify-policy.requests.restore': {
    methods: ["POST"]
    pattern: '/verify-policy/requests/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['restore']>>>
    }
  }
  'verify-policy.lookup.members': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/lookup/members'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['members']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['members']>>>
    }
  }
  'verify-policy.lookup.providers': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/lookup/providers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['providers']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['providers']>>>
    }
  }
  'verify-policy.lookup.icds': {
    methods: ["GET","HEAD"]
    pattern: '/verify-policy/lookup/icds'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['icds']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/verify_policy/policy_verifications_controller').default['icds']>>>
    }
  }
}
