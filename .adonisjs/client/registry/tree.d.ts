/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  welcome: typeof routes['welcome']
  login: typeof routes['login'] & {
    store: typeof routes['login.store']
    twoFactor: typeof routes['login.two-factor'] & {
      store: typeof routes['login.two-factor.store']
    }
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
    savedViews: {
      menu: typeof routes['ui.saved_views.menu']
      store: typeof routes['ui.saved_views.store']
      update: typeof routes['ui.saved_views.update']
      destroy: typeof routes['ui.saved_views.destroy']
    }
  }
  media: {
    picture: typeof routes['media.picture']
    logo: typeof routes['media.logo']
  }
  manage: {
    countries: {
      index: typeof routes['manage.countries.index']
      trash: typeof routes['manage.countries.trash']
      create: typeof routes['manage.countries.create']
      store: typeof routes['manage.countries.store']
      view: typeof routes['manage.countries.view']
      edit: typeof routes['manage.countries.edit']
      update: typeof routes['manage.countries.update']
      destroy: typeof routes['manage.countries.destroy']
      usage: typeof routes['manage.countries.usage']
      restore: typeof routes['manage.countries.restore']
    }
    icds: {
      index: typeof routes['manage.icds.index']
      trash: typeof routes['manage.icds.trash']
      create: typeof routes['manage.icds.create']
      store: typeof routes['manage.icds.store']
      view: typeof routes['manage.icds.view']
      edit: typeof routes['manage.icds.edit']
      update: typeof routes['manage.icds.update']
      destroy: typeof routes['manage.icds.destroy']
      usage: typeof routes['manage.icds.usage']
      restore: typeof routes['manage.icds.restore']
    }
    centers: {
      index: typeof routes['manage.centers.index']
      trash: typeof routes['manage.centers.trash']
      create: typeof routes['manage.centers.create']
      store: typeof routes['manage.centers.store']
      view: typeof routes['manage.centers.view']
      edit: typeof routes['manage.centers.edit']
      update: typeof routes['manage.centers.update']
      destroy: typeof routes['manage.centers.destroy']
      usage: typeof routes['manage.centers.usage']
      restore: typeof routes['manage.centers.restore']
    }
    states: {
      index: typeof routes['manage.states.index']
      trash: typeof routes['manage.states.trash']
      create: typeof routes['manage.states.create']
      store: typeof routes['manage.states.store']
      view: typeof routes['manage.states.view']
      edit: typeof routes['manage.states.edit']
      update: typeof routes['manage.states.update']
      destroy: typeof routes['manage.states.destroy']
      usage: typeof routes['manage.states.usage']
      restore: typeof routes['manage.states.restore']
    }
    currencies: {
      index: typeof routes['manage.currencies.index']
      trash: typeof routes['manage.currencies.trash']
      create: typeof routes['manage.currencies.create']
      store: typeof routes['manage.currencies.store']
      view: typeof routes['manage.currencies.view']
      edit: typeof routes['manage.currencies.edit']
      update: typeof routes['manage.currencies.update']
      destroy: typeof routes['manage.currencies.destroy']
      usage: typeof routes['manage.currencies.usage']
      restore: typeof routes['manage.currencies.restore']
    }
    programTypes: {
      index: typeof routes['manage.program-types.index']
      trash: typeof routes['manage.program-types.trash']
      create: typeof routes['manage.program-types.create']
      store: typeof routes['manage.program-types.store']
      view: typeof routes['manage.program-types.view']
      edit: typeof routes['manage.program-types.edit']
      update: typeof routes['manage.program-types.update']
      destroy: typeof routes['manage.program-types.destroy']
      usage: typeof routes['manage.program-types.usage']
      restore: typeof routes['manage.program-types.restore']
    }
    incidentTypes: {
      index: typeof routes['manage.incident-types.index']
      trash: typeof routes['manage.incident-types.trash']
      create: typeof routes['manage.incident-types.create']
      store: typeof routes['manage.incident-types.store']
      view: typeof routes['manage.incident-types.view']
      edit: typeof routes['manage.incident-types.edit']
      update: typeof routes['manage.incident-types.update']
      destroy: typeof routes['manage.incident-types.destroy']
      usage: typeof routes['manage.incident-types.usage']
      restore: typeof routes['manage.incident-types.restore']
      caseForm: typeof routes['manage.incident-types.case-form'] & {
        update: typeof routes['manage.incident-types.case-form.update']
      }
    }
    incidentCategories: {
      index: typeof routes['manage.incident-categories.index']
      trash: typeof routes['manage.incident-categories.trash']
      create: typeof routes['manage.incident-categories.create']
      store: typeof routes['manage.incident-categories.store']
      view: typeof routes['manage.incident-categories.view']
      edit: typeof routes['manage.incident-categories.edit']
      update: typeof routes['manage.incident-categories.update']
      destroy: typeof routes['manage.incident-categories.destroy']
      usage: typeof routes['manage.incident-categories.usage']
      restore: typeof routes['manage.incident-categories.restore']
    }
    incidentServices: {
      index: typeof routes['manage.incident-services.index']
      trash: typeof routes['manage.incident-services.trash']
      create: typeof routes['manage.incident-services.create']
      store: typeof routes['manage.incident-services.store']
      view: typeof routes['manage.incident-services.view']
      edit: typeof routes['manage.incident-services.edit']
      update: typeof routes['manage.incident-services.update']
      destroy: typeof routes['manage.incident-services.destroy']
      usage: typeof routes['manage.incident-services.usage']
      restore: typeof routes['manage.incident-services.restore']
    }
    incidentItems: {
      index: typeof routes['manage.incident-items.index']
      trash: typeof routes['manage.incident-items.trash']
      create: typeof routes['manage.incident-items.create']
      store: typeof routes['manage.incident-items.store']
      view: typeof routes['manage.incident-items.view']
      edit: typeof routes['manage.incident-items.edit']
      update: typeof routes['manage.incident-items.update']
      destroy: typeof routes['manage.incident-items.destroy']
      usage: typeof routes['manage.incident-items.usage']
      restore: typeof routes['manage.incident-items.restore']
    }
    incidentScripts: {
      index: typeof routes['manage.incident-scripts.index']
      trash: typeof routes['manage.incident-scripts.trash']
      create: typeof routes['manage.incident-scripts.create']
      store: typeof routes['manage.incident-scripts.store']
      view: typeof routes['manage.incident-scripts.view']
      edit: typeof routes['manage.incident-scripts.edit']
      update: typeof routes['manage.incident-scripts.update']
      destroy: typeof routes['manage.incident-scripts.destroy']
      usage: typeof routes['manage.incident-scripts.usage']
      restore: typeof routes['manage.incident-scripts.restore']
    }
    emailGroups: {
      index: typeof routes['manage.email-groups.index']
      trash: typeof routes['manage.email-groups.trash']
      create: typeof routes['manage.email-groups.create']
      store: typeof routes['manage.email-groups.store']
      view: typeof routes['manage.email-groups.view']
      edit: typeof routes['manage.email-groups.edit']
      update: typeof routes['manage.email-groups.update']
      destroy: typeof routes['manage.email-groups.destroy']
      usage: typeof routes['manage.email-groups.usage']
      restore: typeof routes['manage.email-groups.restore']
    }
    whatsAppTemplates: {
      sync: typeof routes['manage.whats-app-templates.sync']
      index: typeof routes['manage.whats-app-templates.index']
      trash: typeof routes['manage.whats-app-templates.trash']
      create: typeof routes['manage.whats-app-templates.create']
      store: typeof routes['manage.whats-app-templates.store']
      view: typeof routes['manage.whats-app-templates.view']
      edit: typeof routes['manage.whats-app-templates.edit']
      update: typeof routes['manage.whats-app-templates.update']
      destroy: typeof routes['manage.whats-app-templates.destroy']
      usage: typeof routes['manage.whats-app-templates.usage']
      restore: typeof routes['manage.whats-app-templates.restore']
    }
    businessEntities: {
      index: typeof routes['manage.business-entities.index']
      trash: typeof routes['manage.business-entities.trash']
      create: typeof routes['manage.business-entities.create']
      store: typeof routes['manage.business-entities.store']
      view: typeof routes['manage.business-entities.view']
      edit: typeof routes['manage.business-entities.edit']
      update: typeof routes['manage.business-entities.update']
      destroy: typeof routes['manage.business-entities.destroy']
      usage: typeof routes['manage.business-entities.usage']
      restore: typeof routes['manage.business-entities.restore']
    }
    gopTemplates: {
      index: typeof routes['manage.gop-templates.index']
      trash: typeof routes['manage.gop-templates.trash']
      create: typeof routes['manage.gop-templates.create']
      store: typeof routes['manage.gop-templates.store']
      view: typeof routes['manage.gop-templates.view']
      edit: typeof routes['manage.gop-templates.edit']
      update: typeof routes['manage.gop-templates.update']
      destroy: typeof routes['manage.gop-templates.destroy']
      usage: typeof routes['manage.gop-templates.usage']
      restore: typeof routes['manage.gop-templates.restore']
    }
    verificationForms: {
      index: typeof routes['manage.verification-forms.index']
      trash: typeof routes['manage.verification-forms.trash']
      create: typeof routes['manage.verification-forms.create']
      store: typeof routes['manage.verification-forms.store']
      view: typeof routes['manage.verification-forms.view']
      edit: typeof routes['manage.verification-forms.edit']
      update: typeof routes['manage.verification-forms.update']
      destroy: typeof routes['manage.verification-forms.destroy']
      usage: typeof routes['manage.verification-forms.usage']
      restore: typeof routes['manage.verification-forms.restore']
    }
    gopSettings: {
      edit: typeof routes['manage.gop-settings.edit']
      update: typeof routes['manage.gop-settings.update']
    }
    programs: {
      index: typeof routes['manage.programs.index']
      trash: typeof routes['manage.programs.trash']
      create: typeof routes['manage.programs.create']
      store: typeof routes['manage.programs.store']
      view: typeof routes['manage.programs.view']
      edit: typeof routes['manage.programs.edit']
      update: typeof routes['manage.programs.update']
      destroy: typeof routes['manage.programs.destroy']
      usage: typeof routes['manage.programs.usage']
      restore: typeof routes['manage.programs.restore']
    }
  }
  accounts: {
    users: {
      index: typeof routes['accounts.users.index']
      trash: typeof routes['accounts.users.trash']
      create: typeof routes['accounts.users.create']
      store: typeof routes['accounts.users.store']
      view: typeof routes['accounts.users.view']
      edit: typeof routes['accounts.users.edit']
      update: typeof routes['accounts.users.update']
      destroy: typeof routes['accounts.users.destroy']
      usage: typeof routes['accounts.users.usage']
      restore: typeof routes['accounts.users.restore']
    }
    clients: {
      index: typeof routes['accounts.clients.index']
      trash: typeof routes['accounts.clients.trash']
      create: typeof routes['accounts.clients.create']
      store: typeof routes['accounts.clients.store']
      view: typeof routes['accounts.clients.view']
      edit: typeof routes['accounts.clients.edit']
      update: typeof routes['accounts.clients.update']
      destroy: typeof routes['accounts.clients.destroy']
      usage: typeof routes['accounts.clients.usage']
      restore: typeof routes['accounts.clients.restore']
    }
    members: {
      index: typeof routes['accounts.members.index']
      trash: typeof routes['accounts.members.trash']
      create: typeof routes['accounts.members.create']
      store: typeof routes['accounts.members.store']
      view: typeof routes['accounts.members.view']
      edit: typeof routes['accounts.members.edit']
      update: typeof routes['accounts.members.update']
      destroy: typeof routes['accounts.members.destroy']
      usage: typeof routes['accounts.members.usage']
      restore: typeof routes['accounts.members.restore']
      lookup: typeof routes['accounts.members.lookup']
    }
    providers: {
      index: typeof routes['accounts.providers.index']
      trash: typeof routes['accounts.providers.trash']
      create: typeof routes['accounts.providers.create']
      store: typeof routes['accounts.providers.store']
      view: typeof routes['accounts.providers.view']
      edit: typeof routes['accounts.providers.edit']
      update: typeof routes['accounts.providers.update']
      destroy: typeof routes['accounts.providers.destroy']
      usage: typeof routes['accounts.providers.usage']
      restore: typeof routes['accounts.providers.restore']
      lookup: typeof routes['accounts.providers.lookup']
      states: typeof routes['accounts.providers.states']
    }
  }
  navigate: {
    cases: {
      members: typeof routes['navigate.cases.members']
      providers: typeof routes['navigate.cases.providers']
      lookupClient: typeof routes['navigate.cases.lookup_client']
      lookupProgram: typeof routes['navigate.cases.lookup_program']
      lookupProvider: typeof routes['navigate.cases.lookup_provider']
      lookupScripts: typeof routes['navigate.cases.lookup_scripts']
      memberForm: typeof routes['navigate.cases.member_form']
      createMember: typeof routes['navigate.cases.create_member']
      index: typeof routes['navigate.cases.index']
      trash: typeof routes['navigate.cases.trash']
      create: typeof routes['navigate.cases.create']
      store: typeof routes['navigate.cases.store']
      view: typeof routes['navigate.cases.view']
      edit: typeof routes['navigate.cases.edit']
      update: typeof routes['navigate.cases.update']
      destroy: typeof routes['navigate.cases.destroy']
      usage: typeof routes['navigate.cases.usage']
      restore: typeof routes['navigate.cases.restore']
      transition: typeof routes['navigate.cases.transition']
      owners: typeof routes['navigate.cases.owners']
      reassign: typeof routes['navigate.cases.reassign']
      contacts: {
        store: typeof routes['navigate.cases.contacts.store']
        update: typeof routes['navigate.cases.contacts.update']
        destroy: typeof routes['navigate.cases.contacts.destroy']
        usage: typeof routes['navigate.cases.contacts.usage']
        restore: typeof routes['navigate.cases.contacts.restore']
      }
      calls: {
        store: typeof routes['navigate.cases.calls.store']
        update: typeof routes['navigate.cases.calls.update']
        destroy: typeof routes['navigate.cases.calls.destroy']
        usage: typeof routes['navigate.cases.calls.usage']
        restore: typeof routes['navigate.cases.calls.restore']
      }
      incidents: {
        store: typeof routes['navigate.cases.incidents.store']
        update: typeof routes['navigate.cases.incidents.update']
        destroy: typeof routes['navigate.cases.incidents.destroy']
        usage: typeof routes['navigate.cases.incidents.usage']
        restore: typeof routes['navigate.cases.incidents.restore']
      }
      icd: {
        store: typeof routes['navigate.cases.icd.store']
        update: typeof routes['navigate.cases.icd.update']
        destroy: typeof routes['navigate.cases.icd.destroy']
        usage: typeof routes['navigate.cases.icd.usage']
        restore: typeof routes['navigate.cases.icd.restore']
      }
      feedbacks: {
        store: typeof routes['navigate.cases.feedbacks.store']
        update: typeof routes['navigate.cases.feedbacks.update']
        destroy: typeof routes['navigate.cases.feedbacks.destroy']
        usage: typeof routes['navigate.cases.feedbacks.usage']
        restore: typeof routes['navigate.cases.feedbacks.restore']
      }
      files: {
        store: typeof routes['navigate.cases.files.store']
        download: typeof routes['navigate.cases.files.download']
        preview: typeof routes['navigate.cases.files.preview']
        destroy: typeof routes['navigate.cases.files.destroy']
        usage: typeof routes['navigate.cases.files.usage']
        restore: typeof routes['navigate.cases.files.restore']
      }
      notes: {
        store: typeof routes['navigate.cases.notes.store']
        update: typeof routes['navigate.cases.notes.update']
        destroy: typeof routes['navigate.cases.notes.destroy']
        usage: typeof routes['navigate.cases.notes.usage']
        restore: typeof routes['navigate.cases.notes.restore']
        pin: typeof routes['navigate.cases.notes.pin']
        unpin: typeof routes['navigate.cases.notes.unpin']
        body: typeof routes['navigate.cases.notes.body']
      }
      timeline: typeof routes['navigate.cases.timeline']
      sentMail: typeof routes['navigate.cases.sent_mail']
      icdCodes: typeof routes['navigate.cases.icd_codes']
      tasks: {
        store: typeof routes['navigate.cases.tasks.store']
        update: typeof routes['navigate.cases.tasks.update']
        destroy: typeof routes['navigate.cases.tasks.destroy']
        usage: typeof routes['navigate.cases.tasks.usage']
        restore: typeof routes['navigate.cases.tasks.restore']
        transition: typeof routes['navigate.cases.tasks.transition']
      }
      gops: {
        store: typeof routes['navigate.cases.gops.store']
        update: typeof routes['navigate.cases.gops.update']
        destroy: typeof routes['navigate.cases.gops.destroy']
        usage: typeof routes['navigate.cases.gops.usage']
        restore: typeof routes['navigate.cases.gops.restore']
        transition: typeof routes['navigate.cases.gops.transition']
        revisions: typeof routes['navigate.cases.gops.revisions']
        letter: typeof routes['navigate.cases.gops.letter']
        letterPdf: typeof routes['navigate.cases.gops.letter_pdf']
      }
      rfps: {
        store: typeof routes['navigate.cases.rfps.store']
        update: typeof routes['navigate.cases.rfps.update']
        destroy: typeof routes['navigate.cases.rfps.destroy']
        usage: typeof routes['navigate.cases.rfps.usage']
        restore: typeof routes['navigate.cases.rfps.restore']
        transition: typeof routes['navigate.cases.rfps.transition']
        letter: typeof routes['navigate.cases.rfps.letter']
        letterPdf: typeof routes['navigate.cases.rfps.letter_pdf']
      }
      chargeSlips: {
        store: typeof routes['navigate.cases.charge_slips.store']
        update: typeof routes['navigate.cases.charge_slips.update']
        destroy: typeof routes['navigate.cases.charge_slips.destroy']
        usage: typeof routes['navigate.cases.charge_slips.usage']
        restore: typeof routes['navigate.cases.charge_slips.restore']
        transition: typeof routes['navigate.cases.charge_slips.transition']
      }
      withdrawals: {
        store: typeof routes['navigate.cases.withdrawals.store']
        update: typeof routes['navigate.cases.withdrawals.update']
        destroy: typeof routes['navigate.cases.withdrawals.destroy']
        usage: typeof routes['navigate.cases.withdrawals.usage']
        restore: typeof routes['navigate.cases.withdrawals.restore']
        transition: typeof routes['navigate.cases.withdrawals.transition']
        letter: typeof routes['navigate.cases.withdrawals.letter']
        letterPdf: typeof routes['navigate.cases.withdrawals.letter_pdf']
      }
    }
    search: typeof routes['navigate.search']
    tasks: {
      index: typeof routes['navigate.tasks.index']
      transition: typeof routes['navigate.tasks.transition']
    }
    guaranteeOfPayments: {
      index: typeof routes['navigate.guarantee-of-payments.index']
    }
    requestForPayments: {
      index: typeof routes['navigate.request-for-payments.index']
    }
    chargeSlips: {
      index: typeof routes['navigate.charge-slips.index']
    }
  }
  settings: {
    general: {
      edit: typeof routes['settings.general.edit']
      update: typeof routes['settings.general.update']
    }
    appearanceHeader: {
      edit: typeof routes['settings.appearance-header.edit']
      update: typeof routes['settings.appearance-header.update']
    }
    appearanceFooter: {
      edit: typeof routes['settings.appearance-footer.edit']
      update: typeof routes['settings.appearance-footer.update']
    }
    email: {
      edit: typeof routes['settings.email.edit']
      update: typeof routes['settings.email.update']
      test: typeof routes['settings.email.test']
    }
    whatsapp: {
      edit: typeof routes['settings.whatsapp.edit']
      update: typeof routes['settings.whatsapp.update']
      replay: typeof routes['settings.whatsapp.replay']
      replayAll: typeof routes['settings.whatsapp.replay-all']
      checkToken: typeof routes['settings.whatsapp.check-token']
    }
    security: {
      edit: typeof routes['settings.security.edit']
      update: typeof routes['settings.security.update']
    }
    activityLog: {
      index: typeof routes['settings.activity-log.index']
    }
    roles: {
      index: typeof routes['settings.roles.index']
      trash: typeof routes['settings.roles.trash']
      create: typeof routes['settings.roles.create']
      store: typeof routes['settings.roles.store']
      view: typeof routes['settings.roles.view']
      edit: typeof routes['settings.roles.edit']
      update: typeof routes['settings.roles.update']
      destroy: typeof routes['settings.roles.destroy']
      usage: typeof routes['settings.roles.usage']
      restore: typeof routes['settings.roles.restore']
    }
    capabilities: {
      index: typeof routes['settings.capabilities.index']
      edit: typeof routes['settings.capabilities.edit']
      update: typeof routes['settings.capabilities.update']
    }
  }
  myAccount: {
    profile: {
      edit: typeof routes['my-account.profile.edit']
      update: typeof routes['my-account.profile.update']
    }
    accountSettings: {
      edit: typeof routes['my-account.account-settings.edit']
      update: typeof routes['my-account.account-settings.update']
    }
    notifications: {
      edit: typeof routes['my-account.notifications.edit']
      update: typeof routes['my-account.notifications.update']
    }
    email: {
      edit: typeof routes['my-account.email.edit']
      update: typeof routes['my-account.email.update']
      destroy: typeof routes['my-account.email.destroy']
      confirm: typeof routes['my-account.email.confirm'] & {
        store: typeof routes['my-account.email.confirm.store']
      }
    }
    password: {
      edit: typeof routes['my-account.password.edit']
      update: typeof routes['my-account.password.update']
    }
    enable2Fa: {
      edit: typeof routes['my-account.enable-2fa.edit']
      store: typeof routes['my-account.enable-2fa.store']
      update: typeof routes['my-account.enable-2fa.update']
      recoveryCodes: typeof routes['my-account.enable-2fa.recovery-codes']
      destroy: typeof routes['my-account.enable-2fa.destroy']
    }
  }
  notifications: {
    index: typeof routes['notifications.index']
    catchUp: typeof routes['notifications.catch_up']
    latest: typeof routes['notifications.latest']
    readAll: typeof routes['notifications.read_all']
    read: typeof routes['notifications.read']
  }
  webhooks: {
    whatsapp: {
      verify: typeof routes['webhooks.whatsapp.verify']
      receive: typeof routes['webhooks.whatsapp.receive']
    }
  }
  messaging: {
    whatsapp: {
      queue: typeof routes['messaging.whatsapp.queue']
      messages: typeof routes['messaging.whatsapp.messages']
      thread: typeof routes['messaging.whatsapp.thread']
      media: typeof routes['messaging.whatsapp.media']
      take: typeof routes['messaging.whatsapp.take']
      release: typeof routes['messaging.whatsapp.release']
      close: typeof routes['messaging.whatsapp.close']
      sendText: typeof routes['messaging.whatsapp.send-text']
      sendTemplate: typeof routes['messaging.whatsapp.send-template']
      sendMedia: typeof routes['messaging.whatsapp.send-media']
      read: typeof routes['messaging.whatsapp.read']
      link: typeof routes['messaging.whatsapp.link']
      suggestions: typeof routes['messaging.whatsapp.suggestions']
    }
  }
  reports: {
    case: {
      index: typeof routes['reports.case.index']
      lookup: typeof routes['reports.case.lookup']
    }
    accounts: {
      index: typeof routes['reports.accounts.index']
      lookup: typeof routes['reports.accounts.lookup']
    }
    agentActivity: {
      index: typeof routes['reports.agent-activity.index']
      lookup: typeof routes['reports.agent-activity.lookup']
    }
    accountsPayable: {
      index: typeof routes['reports.accounts-payable.index']
      lookup: typeof routes['reports.accounts-payable.lookup']
    }
    accountsReceivable: {
      index: typeof routes['reports.accounts-receivable.index']
      lookup: typeof routes['reports.accounts-receivable.lookup']
    }
    transmission: {
      index: typeof routes['reports.transmission.index']
      lookup: typeof routes['reports.transmission.lookup']
    }
    exports: {
      index: typeof routes['reports.exports.index']
      download: typeof routes['reports.exports.download']
      retry: typeof routes['reports.exports.retry']
      store: typeof routes['reports.exports.store']
    }
  }
  verifyPolicy: {
    alliedBankers: {
      form: typeof routes['verify-policy.allied-bankers.form']
    }
    hongLeongAssurance: {
      form: typeof routes['verify-policy.hong-leong-assurance.form']
    }
    pacificCross: {
      form: typeof routes['verify-policy.pacific-cross.form']
    }
    greatEastern: {
      form: typeof routes['verify-policy.great-eastern.form']
    }
    zurich: {
      form: typeof routes['verify-policy.zurich.form']
    }
    takafulBrunei: {
      form: typeof routes['verify-policy.takaful-brunei.form']
    }
    starrInternational: {
      form: typeof routes['verify-policy.starr-international.form']
    }
    forms: {
      form: typeof routes['verify-policy.forms.form']
    }
    requests: {
      store: typeof routes['verify-policy.requests.store']
      index: typeof routes['verify-policy.requests.index']
      view: typeof routes['verify-policy.requests.view']
      letter: typeof routes['verify-policy.requests.letter']
      letterPdf: typeof routes['verify-policy.requests.letter_pdf']
      transition: typeof routes['verify-policy.requests.transition']
      destroy: typeof routes['verify-policy.requests.destroy']
      usage: typeof routes['verify-policy.requests.usage']
      restore: typeof routes['verify-policy.requests.restore']
    }
    lookup: {
      members: typeof routes['verify-policy.lookup.members']
      providers: typeof routes['verify-policy.lookup.providers']
      icds: typeof routes['verify-policy.lookup.icds']
    }
  }
}
