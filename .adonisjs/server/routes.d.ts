import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'welcome': { paramsTuple?: []; params?: {} }
    'login': { paramsTuple?: []; params?: {} }
    'login.store': { paramsTuple?: []; params?: {} }
    'login.two-factor': { paramsTuple?: []; params?: {} }
    'login.two-factor.store': { paramsTuple?: []; params?: {} }
    'password.forgot': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password.update': { paramsTuple?: []; params?: {} }
    'auth.google.redirect': { paramsTuple?: []; params?: {} }
    'auth.google.callback': { paramsTuple?: []; params?: {} }
    'logout': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'ui.change_center': { paramsTuple?: []; params?: {} }
    'media.picture': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'ui.saved_views.menu': { paramsTuple?: []; params?: {} }
    'ui.saved_views.store': { paramsTuple?: []; params?: {} }
    'ui.saved_views.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ui.saved_views.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'media.logo': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'manage.countries.index': { paramsTuple?: []; params?: {} }
    'manage.countries.trash': { paramsTuple?: []; params?: {} }
    'manage.countries.create': { paramsTuple?: []; params?: {} }
    'manage.countries.store': { paramsTuple?: []; params?: {} }
    'manage.countries.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.index': { paramsTuple?: []; params?: {} }
    'manage.icds.trash': { paramsTuple?: []; params?: {} }
    'manage.icds.create': { paramsTuple?: []; params?: {} }
    'manage.icds.store': { paramsTuple?: []; params?: {} }
    'manage.icds.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.index': { paramsTuple?: []; params?: {} }
    'manage.centers.trash': { paramsTuple?: []; params?: {} }
    'manage.centers.create': { paramsTuple?: []; params?: {} }
    'manage.centers.store': { paramsTuple?: []; params?: {} }
    'manage.centers.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.index': { paramsTuple?: []; params?: {} }
    'manage.states.trash': { paramsTuple?: []; params?: {} }
    'manage.states.create': { paramsTuple?: []; params?: {} }
    'manage.states.store': { paramsTuple?: []; params?: {} }
    'manage.states.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.index': { paramsTuple?: []; params?: {} }
    'manage.currencies.trash': { paramsTuple?: []; params?: {} }
    'manage.currencies.create': { paramsTuple?: []; params?: {} }
    'manage.currencies.store': { paramsTuple?: []; params?: {} }
    'manage.currencies.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.index': { paramsTuple?: []; params?: {} }
    'manage.program-types.trash': { paramsTuple?: []; params?: {} }
    'manage.program-types.create': { paramsTuple?: []; params?: {} }
    'manage.program-types.store': { paramsTuple?: []; params?: {} }
    'manage.program-types.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.index': { paramsTuple?: []; params?: {} }
    'manage.incident-types.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-types.create': { paramsTuple?: []; params?: {} }
    'manage.incident-types.store': { paramsTuple?: []; params?: {} }
    'manage.incident-types.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.case-form': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.case-form.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.index': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.create': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.store': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.index': { paramsTuple?: []; params?: {} }
    'manage.incident-services.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-services.create': { paramsTuple?: []; params?: {} }
    'manage.incident-services.store': { paramsTuple?: []; params?: {} }
    'manage.incident-services.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.index': { paramsTuple?: []; params?: {} }
    'manage.incident-items.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-items.create': { paramsTuple?: []; params?: {} }
    'manage.incident-items.store': { paramsTuple?: []; params?: {} }
    'manage.incident-items.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.index': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.create': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.store': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.index': { paramsTuple?: []; params?: {} }
    'manage.email-groups.trash': { paramsTuple?: []; params?: {} }
    'manage.email-groups.create': { paramsTuple?: []; params?: {} }
    'manage.email-groups.store': { paramsTuple?: []; params?: {} }
    'manage.email-groups.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.sync': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.index': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.trash': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.create': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.store': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.index': { paramsTuple?: []; params?: {} }
    'manage.business-entities.trash': { paramsTuple?: []; params?: {} }
    'manage.business-entities.create': { paramsTuple?: []; params?: {} }
    'manage.business-entities.store': { paramsTuple?: []; params?: {} }
    'manage.business-entities.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.index': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.trash': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.create': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.store': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.index': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.trash': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.create': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.store': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-settings.edit': { paramsTuple?: []; params?: {} }
    'manage.gop-settings.update': { paramsTuple?: []; params?: {} }
    'manage.programs.index': { paramsTuple?: []; params?: {} }
    'manage.programs.trash': { paramsTuple?: []; params?: {} }
    'manage.programs.create': { paramsTuple?: []; params?: {} }
    'manage.programs.store': { paramsTuple?: []; params?: {} }
    'manage.programs.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.index': { paramsTuple?: []; params?: {} }
    'accounts.users.trash': { paramsTuple?: []; params?: {} }
    'accounts.users.create': { paramsTuple?: []; params?: {} }
    'accounts.users.store': { paramsTuple?: []; params?: {} }
    'accounts.users.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.index': { paramsTuple?: []; params?: {} }
    'accounts.clients.trash': { paramsTuple?: []; params?: {} }
    'accounts.clients.create': { paramsTuple?: []; params?: {} }
    'accounts.clients.store': { paramsTuple?: []; params?: {} }
    'accounts.clients.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.index': { paramsTuple?: []; params?: {} }
    'accounts.members.trash': { paramsTuple?: []; params?: {} }
    'accounts.members.create': { paramsTuple?: []; params?: {} }
    'accounts.members.store': { paramsTuple?: []; params?: {} }
    'accounts.members.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.index': { paramsTuple?: []; params?: {} }
    'accounts.providers.trash': { paramsTuple?: []; params?: {} }
    'accounts.providers.create': { paramsTuple?: []; params?: {} }
    'accounts.providers.store': { paramsTuple?: []; params?: {} }
    'accounts.providers.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.lookup': { paramsTuple?: []; params?: {} }
    'accounts.providers.lookup': { paramsTuple?: []; params?: {} }
    'accounts.providers.states': { paramsTuple?: []; params?: {} }
    'navigate.cases.members': { paramsTuple?: []; params?: {} }
    'navigate.cases.providers': { paramsTuple?: []; params?: {} }
    'navigate.search': { paramsTuple?: []; params?: {} }
    'navigate.cases.lookup_client': { paramsTuple: [ParamValue]; params: {'clientId': ParamValue} }
    'navigate.cases.lookup_program': { paramsTuple: [ParamValue]; params: {'programId': ParamValue} }
    'navigate.cases.lookup_provider': { paramsTuple: [ParamValue]; params: {'providerId': ParamValue} }
    'navigate.cases.lookup_scripts': { paramsTuple: [ParamValue]; params: {'incidentTypeId': ParamValue} }
    'navigate.cases.member_form': { paramsTuple?: []; params?: {} }
    'navigate.cases.create_member': { paramsTuple?: []; params?: {} }
    'navigate.cases.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.trash': { paramsTuple?: []; params?: {} }
    'navigate.cases.create': { paramsTuple?: []; params?: {} }
    'navigate.cases.store': { paramsTuple?: []; params?: {} }
    'navigate.cases.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.transition': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'transition': ParamValue} }
    'navigate.cases.owners': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.reassign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.contacts.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.contacts.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.contacts.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.contacts.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.contacts.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.calls.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.calls.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.calls.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.calls.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.calls.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.incidents.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.incidents.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.incidents.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.incidents.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.incidents.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.icd.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.icd.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.icd.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.icd.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.icd.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.feedbacks.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.feedbacks.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.feedbacks.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.feedbacks.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.feedbacks.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.files.download': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.preview': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.notes.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.pin': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.unpin': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.body': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.timeline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.sent_mail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.icd_codes': { paramsTuple?: []; params?: {} }
    'navigate.cases.tasks.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.tasks.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.tasks.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.tasks.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.tasks.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.tasks.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'navigate.tasks.index': { paramsTuple?: []; params?: {} }
    'navigate.tasks.transition': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'transition': ParamValue} }
    'navigate.cases.gops.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.gops.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'navigate.guarantee-of-payments.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.rfps.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.rfps.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'navigate.request-for-payments.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.charge_slips.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.charge_slips.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.charge_slips.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.charge_slips.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.charge_slips.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.charge_slips.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'navigate.charge-slips.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.withdrawals.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.withdrawals.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'navigate.cases.gops.revisions': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.letter': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.letter_pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.letter': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.letter_pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.letter': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.letter_pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'settings.general.edit': { paramsTuple?: []; params?: {} }
    'settings.general.update': { paramsTuple?: []; params?: {} }
    'settings.appearance-header.edit': { paramsTuple?: []; params?: {} }
    'settings.appearance-header.update': { paramsTuple?: []; params?: {} }
    'settings.appearance-footer.edit': { paramsTuple?: []; params?: {} }
    'settings.appearance-footer.update': { paramsTuple?: []; params?: {} }
    'settings.email.edit': { paramsTuple?: []; params?: {} }
    'settings.email.update': { paramsTuple?: []; params?: {} }
    'settings.email.test': { paramsTuple?: []; params?: {} }
    'settings.whatsapp.edit': { paramsTuple?: []; params?: {} }
    'settings.whatsapp.update': { paramsTuple?: []; params?: {} }
    'settings.whatsapp.replay': { paramsTuple: [ParamValue]; params: {'eventId': ParamValue} }
    'settings.whatsapp.replay-all': { paramsTuple?: []; params?: {} }
    'settings.whatsapp.check-token': { paramsTuple?: []; params?: {} }
    'settings.security.edit': { paramsTuple?: []; params?: {} }
    'settings.security.update': { paramsTuple?: []; params?: {} }
    'settings.activity-log.index': { paramsTuple?: []; params?: {} }
    'settings.roles.index': { paramsTuple?: []; params?: {} }
    'settings.roles.trash': { paramsTuple?: []; params?: {} }
    'settings.roles.create': { paramsTuple?: []; params?: {} }
    'settings.roles.store': { paramsTuple?: []; params?: {} }
    'settings.roles.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.roles.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.roles.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.roles.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.roles.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.roles.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.capabilities.index': { paramsTuple?: []; params?: {} }
    'settings.capabilities.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.capabilities.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'my-account.profile.edit': { paramsTuple?: []; params?: {} }
    'my-account.profile.update': { paramsTuple?: []; params?: {} }
    'my-account.account-settings.edit': { paramsTuple?: []; params?: {} }
    'my-account.account-settings.update': { paramsTuple?: []; params?: {} }
    'my-account.notifications.edit': { paramsTuple?: []; params?: {} }
    'my-account.notifications.update': { paramsTuple?: []; params?: {} }
    'my-account.email.edit': { paramsTuple?: []; params?: {} }
    'my-account.email.update': { paramsTuple?: []; params?: {} }
    'my-account.email.destroy': { paramsTuple?: []; params?: {} }
    'my-account.password.edit': { paramsTuple?: []; params?: {} }
    'my-account.password.update': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.edit': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.store': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.update': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.recovery-codes': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.destroy': { paramsTuple?: []; params?: {} }
    'my-account.email.confirm': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'my-account.email.confirm.store': { paramsTuple?: []; params?: {} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.catch_up': { paramsTuple?: []; params?: {} }
    'notifications.latest': { paramsTuple?: []; params?: {} }
    'notifications.read_all': { paramsTuple?: []; params?: {} }
    'notifications.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'webhooks.whatsapp.verify': { paramsTuple?: []; params?: {} }
    'webhooks.whatsapp.receive': { paramsTuple?: []; params?: {} }
    'messaging.whatsapp.queue': { paramsTuple?: [ParamValue?]; params?: {'id'?: ParamValue} }
    'messaging.whatsapp.messages': { paramsTuple?: [ParamValue?]; params?: {'id'?: ParamValue} }
    'messaging.whatsapp.thread': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.media': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.take': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.release': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.send-text': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.send-template': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.send-media': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.link': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.suggestions': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.case.index': { paramsTuple?: []; params?: {} }
    'reports.case.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.accounts.index': { paramsTuple?: []; params?: {} }
    'reports.accounts.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.agent-activity.index': { paramsTuple?: []; params?: {} }
    'reports.agent-activity.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.accounts-payable.index': { paramsTuple?: []; params?: {} }
    'reports.accounts-payable.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.accounts-receivable.index': { paramsTuple?: []; params?: {} }
    'reports.accounts-receivable.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.transmission.index': { paramsTuple?: []; params?: {} }
    'reports.transmission.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.exports.index': { paramsTuple?: []; params?: {} }
    'reports.exports.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.exports.retry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.exports.store': { paramsTuple: [ParamValue]; params: {'report': ParamValue} }
    'verify-policy.allied-bankers.form': { paramsTuple?: []; params?: {} }
    'verify-policy.hong-leong-assurance.form': { paramsTuple?: []; params?: {} }
    'verify-policy.pacific-cross.form': { paramsTuple?: []; params?: {} }
    'verify-policy.great-eastern.form': { paramsTuple?: []; params?: {} }
    'verify-policy.zurich.form': { paramsTuple?: []; params?: {} }
    'verify-policy.takaful-brunei.form': { paramsTuple?: []; params?: {} }
    'verify-policy.starr-international.form': { paramsTuple?: []; params?: {} }
    'verify-policy.forms.form': { paramsTuple: [ParamValue]; params: {'form': ParamValue} }
    'verify-policy.requests.store': { paramsTuple?: []; params?: {} }
    'verify-policy.requests.index': { paramsTuple?: []; params?: {} }
    'verify-policy.requests.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.letter': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.letter_pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.transition': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'transition': ParamValue} }
    'verify-policy.requests.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.lookup.members': { paramsTuple?: []; params?: {} }
    'verify-policy.lookup.providers': { paramsTuple?: []; params?: {} }
    'verify-policy.lookup.icds': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'welcome': { paramsTuple?: []; params?: {} }
    'login': { paramsTuple?: []; params?: {} }
    'login.two-factor': { paramsTuple?: []; params?: {} }
    'password.forgot': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'auth.google.redirect': { paramsTuple?: []; params?: {} }
    'auth.google.callback': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'media.picture': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'ui.saved_views.menu': { paramsTuple?: []; params?: {} }
    'media.logo': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'manage.countries.index': { paramsTuple?: []; params?: {} }
    'manage.countries.trash': { paramsTuple?: []; params?: {} }
    'manage.countries.create': { paramsTuple?: []; params?: {} }
    'manage.countries.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.index': { paramsTuple?: []; params?: {} }
    'manage.icds.trash': { paramsTuple?: []; params?: {} }
    'manage.icds.create': { paramsTuple?: []; params?: {} }
    'manage.icds.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.index': { paramsTuple?: []; params?: {} }
    'manage.centers.trash': { paramsTuple?: []; params?: {} }
    'manage.centers.create': { paramsTuple?: []; params?: {} }
    'manage.centers.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.index': { paramsTuple?: []; params?: {} }
    'manage.states.trash': { paramsTuple?: []; params?: {} }
    'manage.states.create': { paramsTuple?: []; params?: {} }
    'manage.states.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.index': { paramsTuple?: []; params?: {} }
    'manage.currencies.trash': { paramsTuple?: []; params?: {} }
    'manage.currencies.create': { paramsTuple?: []; params?: {} }
    'manage.currencies.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.index': { paramsTuple?: []; params?: {} }
    'manage.program-types.trash': { paramsTuple?: []; params?: {} }
    'manage.program-types.create': { paramsTuple?: []; params?: {} }
    'manage.program-types.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.index': { paramsTuple?: []; params?: {} }
    'manage.incident-types.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-types.create': { paramsTuple?: []; params?: {} }
    'manage.incident-types.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.case-form': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.index': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.create': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.index': { paramsTuple?: []; params?: {} }
    'manage.incident-services.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-services.create': { paramsTuple?: []; params?: {} }
    'manage.incident-services.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.index': { paramsTuple?: []; params?: {} }
    'manage.incident-items.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-items.create': { paramsTuple?: []; params?: {} }
    'manage.incident-items.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.index': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.create': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.index': { paramsTuple?: []; params?: {} }
    'manage.email-groups.trash': { paramsTuple?: []; params?: {} }
    'manage.email-groups.create': { paramsTuple?: []; params?: {} }
    'manage.email-groups.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.index': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.trash': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.create': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.index': { paramsTuple?: []; params?: {} }
    'manage.business-entities.trash': { paramsTuple?: []; params?: {} }
    'manage.business-entities.create': { paramsTuple?: []; params?: {} }
    'manage.business-entities.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.index': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.trash': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.create': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.index': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.trash': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.create': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-settings.edit': { paramsTuple?: []; params?: {} }
    'manage.programs.index': { paramsTuple?: []; params?: {} }
    'manage.programs.trash': { paramsTuple?: []; params?: {} }
    'manage.programs.create': { paramsTuple?: []; params?: {} }
    'manage.programs.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.index': { paramsTuple?: []; params?: {} }
    'accounts.users.trash': { paramsTuple?: []; params?: {} }
    'accounts.users.create': { paramsTuple?: []; params?: {} }
    'accounts.users.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.index': { paramsTuple?: []; params?: {} }
    'accounts.clients.trash': { paramsTuple?: []; params?: {} }
    'accounts.clients.create': { paramsTuple?: []; params?: {} }
    'accounts.clients.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.index': { paramsTuple?: []; params?: {} }
    'accounts.members.trash': { paramsTuple?: []; params?: {} }
    'accounts.members.create': { paramsTuple?: []; params?: {} }
    'accounts.members.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.index': { paramsTuple?: []; params?: {} }
    'accounts.providers.trash': { paramsTuple?: []; params?: {} }
    'accounts.providers.create': { paramsTuple?: []; params?: {} }
    'accounts.providers.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.lookup': { paramsTuple?: []; params?: {} }
    'accounts.providers.lookup': { paramsTuple?: []; params?: {} }
    'accounts.providers.states': { paramsTuple?: []; params?: {} }
    'navigate.cases.members': { paramsTuple?: []; params?: {} }
    'navigate.cases.providers': { paramsTuple?: []; params?: {} }
    'navigate.search': { paramsTuple?: []; params?: {} }
    'navigate.cases.lookup_client': { paramsTuple: [ParamValue]; params: {'clientId': ParamValue} }
    'navigate.cases.lookup_program': { paramsTuple: [ParamValue]; params: {'programId': ParamValue} }
    'navigate.cases.lookup_provider': { paramsTuple: [ParamValue]; params: {'providerId': ParamValue} }
    'navigate.cases.lookup_scripts': { paramsTuple: [ParamValue]; params: {'incidentTypeId': ParamValue} }
    'navigate.cases.member_form': { paramsTuple?: []; params?: {} }
    'navigate.cases.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.trash': { paramsTuple?: []; params?: {} }
    'navigate.cases.create': { paramsTuple?: []; params?: {} }
    'navigate.cases.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.owners': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.contacts.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.calls.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.incidents.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.icd.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.feedbacks.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.download': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.preview': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.body': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.timeline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.sent_mail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.icd_codes': { paramsTuple?: []; params?: {} }
    'navigate.cases.tasks.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.tasks.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.gops.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.guarantee-of-payments.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.rfps.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.request-for-payments.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.charge_slips.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.charge-slips.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.withdrawals.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.revisions': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.letter': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.letter_pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.letter': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.letter_pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.letter': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.letter_pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'settings.general.edit': { paramsTuple?: []; params?: {} }
    'settings.appearance-header.edit': { paramsTuple?: []; params?: {} }
    'settings.appearance-footer.edit': { paramsTuple?: []; params?: {} }
    'settings.email.edit': { paramsTuple?: []; params?: {} }
    'settings.whatsapp.edit': { paramsTuple?: []; params?: {} }
    'settings.security.edit': { paramsTuple?: []; params?: {} }
    'settings.activity-log.index': { paramsTuple?: []; params?: {} }
    'settings.roles.index': { paramsTuple?: []; params?: {} }
    'settings.roles.trash': { paramsTuple?: []; params?: {} }
    'settings.roles.create': { paramsTuple?: []; params?: {} }
    'settings.roles.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.roles.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.roles.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.capabilities.index': { paramsTuple?: []; params?: {} }
    'settings.capabilities.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'my-account.profile.edit': { paramsTuple?: []; params?: {} }
    'my-account.account-settings.edit': { paramsTuple?: []; params?: {} }
    'my-account.notifications.edit': { paramsTuple?: []; params?: {} }
    'my-account.email.edit': { paramsTuple?: []; params?: {} }
    'my-account.password.edit': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.edit': { paramsTuple?: []; params?: {} }
    'my-account.email.confirm': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.catch_up': { paramsTuple?: []; params?: {} }
    'notifications.latest': { paramsTuple?: []; params?: {} }
    'webhooks.whatsapp.verify': { paramsTuple?: []; params?: {} }
    'messaging.whatsapp.queue': { paramsTuple?: [ParamValue?]; params?: {'id'?: ParamValue} }
    'messaging.whatsapp.messages': { paramsTuple?: [ParamValue?]; params?: {'id'?: ParamValue} }
    'messaging.whatsapp.thread': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.media': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.suggestions': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.case.index': { paramsTuple?: []; params?: {} }
    'reports.case.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.accounts.index': { paramsTuple?: []; params?: {} }
    'reports.accounts.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.agent-activity.index': { paramsTuple?: []; params?: {} }
    'reports.agent-activity.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.accounts-payable.index': { paramsTuple?: []; params?: {} }
    'reports.accounts-payable.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.accounts-receivable.index': { paramsTuple?: []; params?: {} }
    'reports.accounts-receivable.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.transmission.index': { paramsTuple?: []; params?: {} }
    'reports.transmission.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.exports.index': { paramsTuple?: []; params?: {} }
    'reports.exports.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.allied-bankers.form': { paramsTuple?: []; params?: {} }
    'verify-policy.hong-leong-assurance.form': { paramsTuple?: []; params?: {} }
    'verify-policy.pacific-cross.form': { paramsTuple?: []; params?: {} }
    'verify-policy.great-eastern.form': { paramsTuple?: []; params?: {} }
    'verify-policy.zurich.form': { paramsTuple?: []; params?: {} }
    'verify-policy.takaful-brunei.form': { paramsTuple?: []; params?: {} }
    'verify-policy.starr-international.form': { paramsTuple?: []; params?: {} }
    'verify-policy.forms.form': { paramsTuple: [ParamValue]; params: {'form': ParamValue} }
    'verify-policy.requests.index': { paramsTuple?: []; params?: {} }
    'verify-policy.requests.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.letter': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.letter_pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.lookup.members': { paramsTuple?: []; params?: {} }
    'verify-policy.lookup.providers': { paramsTuple?: []; params?: {} }
    'verify-policy.lookup.icds': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'welcome': { paramsTuple?: []; params?: {} }
    'login': { paramsTuple?: []; params?: {} }
    'login.two-factor': { paramsTuple?: []; params?: {} }
    'password.forgot': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'auth.google.redirect': { paramsTuple?: []; params?: {} }
    'auth.google.callback': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'media.picture': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'ui.saved_views.menu': { paramsTuple?: []; params?: {} }
    'media.logo': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'manage.countries.index': { paramsTuple?: []; params?: {} }
    'manage.countries.trash': { paramsTuple?: []; params?: {} }
    'manage.countries.create': { paramsTuple?: []; params?: {} }
    'manage.countries.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.index': { paramsTuple?: []; params?: {} }
    'manage.icds.trash': { paramsTuple?: []; params?: {} }
    'manage.icds.create': { paramsTuple?: []; params?: {} }
    'manage.icds.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.index': { paramsTuple?: []; params?: {} }
    'manage.centers.trash': { paramsTuple?: []; params?: {} }
    'manage.centers.create': { paramsTuple?: []; params?: {} }
    'manage.centers.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.index': { paramsTuple?: []; params?: {} }
    'manage.states.trash': { paramsTuple?: []; params?: {} }
    'manage.states.create': { paramsTuple?: []; params?: {} }
    'manage.states.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.index': { paramsTuple?: []; params?: {} }
    'manage.currencies.trash': { paramsTuple?: []; params?: {} }
    'manage.currencies.create': { paramsTuple?: []; params?: {} }
    'manage.currencies.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.index': { paramsTuple?: []; params?: {} }
    'manage.program-types.trash': { paramsTuple?: []; params?: {} }
    'manage.program-types.create': { paramsTuple?: []; params?: {} }
    'manage.program-types.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.index': { paramsTuple?: []; params?: {} }
    'manage.incident-types.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-types.create': { paramsTuple?: []; params?: {} }
    'manage.incident-types.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.case-form': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.index': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.create': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.index': { paramsTuple?: []; params?: {} }
    'manage.incident-services.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-services.create': { paramsTuple?: []; params?: {} }
    'manage.incident-services.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.index': { paramsTuple?: []; params?: {} }
    'manage.incident-items.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-items.create': { paramsTuple?: []; params?: {} }
    'manage.incident-items.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.index': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.trash': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.create': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.index': { paramsTuple?: []; params?: {} }
    'manage.email-groups.trash': { paramsTuple?: []; params?: {} }
    'manage.email-groups.create': { paramsTuple?: []; params?: {} }
    'manage.email-groups.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.index': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.trash': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.create': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.index': { paramsTuple?: []; params?: {} }
    'manage.business-entities.trash': { paramsTuple?: []; params?: {} }
    'manage.business-entities.create': { paramsTuple?: []; params?: {} }
    'manage.business-entities.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.index': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.trash': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.create': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.index': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.trash': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.create': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-settings.edit': { paramsTuple?: []; params?: {} }
    'manage.programs.index': { paramsTuple?: []; params?: {} }
    'manage.programs.trash': { paramsTuple?: []; params?: {} }
    'manage.programs.create': { paramsTuple?: []; params?: {} }
    'manage.programs.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.index': { paramsTuple?: []; params?: {} }
    'accounts.users.trash': { paramsTuple?: []; params?: {} }
    'accounts.users.create': { paramsTuple?: []; params?: {} }
    'accounts.users.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.index': { paramsTuple?: []; params?: {} }
    'accounts.clients.trash': { paramsTuple?: []; params?: {} }
    'accounts.clients.create': { paramsTuple?: []; params?: {} }
    'accounts.clients.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.index': { paramsTuple?: []; params?: {} }
    'accounts.members.trash': { paramsTuple?: []; params?: {} }
    'accounts.members.create': { paramsTuple?: []; params?: {} }
    'accounts.members.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.index': { paramsTuple?: []; params?: {} }
    'accounts.providers.trash': { paramsTuple?: []; params?: {} }
    'accounts.providers.create': { paramsTuple?: []; params?: {} }
    'accounts.providers.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.lookup': { paramsTuple?: []; params?: {} }
    'accounts.providers.lookup': { paramsTuple?: []; params?: {} }
    'accounts.providers.states': { paramsTuple?: []; params?: {} }
    'navigate.cases.members': { paramsTuple?: []; params?: {} }
    'navigate.cases.providers': { paramsTuple?: []; params?: {} }
    'navigate.search': { paramsTuple?: []; params?: {} }
    'navigate.cases.lookup_client': { paramsTuple: [ParamValue]; params: {'clientId': ParamValue} }
    'navigate.cases.lookup_program': { paramsTuple: [ParamValue]; params: {'programId': ParamValue} }
    'navigate.cases.lookup_provider': { paramsTuple: [ParamValue]; params: {'providerId': ParamValue} }
    'navigate.cases.lookup_scripts': { paramsTuple: [ParamValue]; params: {'incidentTypeId': ParamValue} }
    'navigate.cases.member_form': { paramsTuple?: []; params?: {} }
    'navigate.cases.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.trash': { paramsTuple?: []; params?: {} }
    'navigate.cases.create': { paramsTuple?: []; params?: {} }
    'navigate.cases.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.owners': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.contacts.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.calls.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.incidents.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.icd.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.feedbacks.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.download': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.preview': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.body': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.timeline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.sent_mail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.icd_codes': { paramsTuple?: []; params?: {} }
    'navigate.cases.tasks.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.tasks.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.gops.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.guarantee-of-payments.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.rfps.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.request-for-payments.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.charge_slips.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.charge-slips.index': { paramsTuple?: []; params?: {} }
    'navigate.cases.withdrawals.usage': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.revisions': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.letter': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.letter_pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.letter': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.letter_pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.letter': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.letter_pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'settings.general.edit': { paramsTuple?: []; params?: {} }
    'settings.appearance-header.edit': { paramsTuple?: []; params?: {} }
    'settings.appearance-footer.edit': { paramsTuple?: []; params?: {} }
    'settings.email.edit': { paramsTuple?: []; params?: {} }
    'settings.whatsapp.edit': { paramsTuple?: []; params?: {} }
    'settings.security.edit': { paramsTuple?: []; params?: {} }
    'settings.activity-log.index': { paramsTuple?: []; params?: {} }
    'settings.roles.index': { paramsTuple?: []; params?: {} }
    'settings.roles.trash': { paramsTuple?: []; params?: {} }
    'settings.roles.create': { paramsTuple?: []; params?: {} }
    'settings.roles.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.roles.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.roles.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.capabilities.index': { paramsTuple?: []; params?: {} }
    'settings.capabilities.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'my-account.profile.edit': { paramsTuple?: []; params?: {} }
    'my-account.account-settings.edit': { paramsTuple?: []; params?: {} }
    'my-account.notifications.edit': { paramsTuple?: []; params?: {} }
    'my-account.email.edit': { paramsTuple?: []; params?: {} }
    'my-account.password.edit': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.edit': { paramsTuple?: []; params?: {} }
    'my-account.email.confirm': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.catch_up': { paramsTuple?: []; params?: {} }
    'notifications.latest': { paramsTuple?: []; params?: {} }
    'webhooks.whatsapp.verify': { paramsTuple?: []; params?: {} }
    'messaging.whatsapp.queue': { paramsTuple?: [ParamValue?]; params?: {'id'?: ParamValue} }
    'messaging.whatsapp.messages': { paramsTuple?: [ParamValue?]; params?: {'id'?: ParamValue} }
    'messaging.whatsapp.thread': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.media': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.suggestions': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.case.index': { paramsTuple?: []; params?: {} }
    'reports.case.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.accounts.index': { paramsTuple?: []; params?: {} }
    'reports.accounts.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.agent-activity.index': { paramsTuple?: []; params?: {} }
    'reports.agent-activity.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.accounts-payable.index': { paramsTuple?: []; params?: {} }
    'reports.accounts-payable.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.accounts-receivable.index': { paramsTuple?: []; params?: {} }
    'reports.accounts-receivable.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.transmission.index': { paramsTuple?: []; params?: {} }
    'reports.transmission.lookup': { paramsTuple: [ParamValue]; params: {'dimension': ParamValue} }
    'reports.exports.index': { paramsTuple?: []; params?: {} }
    'reports.exports.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.allied-bankers.form': { paramsTuple?: []; params?: {} }
    'verify-policy.hong-leong-assurance.form': { paramsTuple?: []; params?: {} }
    'verify-policy.pacific-cross.form': { paramsTuple?: []; params?: {} }
    'verify-policy.great-eastern.form': { paramsTuple?: []; params?: {} }
    'verify-policy.zurich.form': { paramsTuple?: []; params?: {} }
    'verify-policy.takaful-brunei.form': { paramsTuple?: []; params?: {} }
    'verify-policy.starr-international.form': { paramsTuple?: []; params?: {} }
    'verify-policy.forms.form': { paramsTuple: [ParamValue]; params: {'form': ParamValue} }
    'verify-policy.requests.index': { paramsTuple?: []; params?: {} }
    'verify-policy.requests.view': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.letter': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.letter_pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.requests.usage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify-policy.lookup.members': { paramsTuple?: []; params?: {} }
    'verify-policy.lookup.providers': { paramsTuple?: []; params?: {} }
    'verify-policy.lookup.icds': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'login.store': { paramsTuple?: []; params?: {} }
    'login.two-factor.store': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.update': { paramsTuple?: []; params?: {} }
    'logout': { paramsTuple?: []; params?: {} }
    'ui.change_center': { paramsTuple?: []; params?: {} }
    'ui.saved_views.store': { paramsTuple?: []; params?: {} }
    'manage.countries.store': { paramsTuple?: []; params?: {} }
    'manage.countries.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.store': { paramsTuple?: []; params?: {} }
    'manage.icds.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.store': { paramsTuple?: []; params?: {} }
    'manage.centers.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.store': { paramsTuple?: []; params?: {} }
    'manage.states.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.store': { paramsTuple?: []; params?: {} }
    'manage.currencies.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.store': { paramsTuple?: []; params?: {} }
    'manage.program-types.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.store': { paramsTuple?: []; params?: {} }
    'manage.incident-types.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.store': { paramsTuple?: []; params?: {} }
    'manage.incident-categories.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.store': { paramsTuple?: []; params?: {} }
    'manage.incident-services.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.store': { paramsTuple?: []; params?: {} }
    'manage.incident-items.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.store': { paramsTuple?: []; params?: {} }
    'manage.incident-scripts.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.store': { paramsTuple?: []; params?: {} }
    'manage.email-groups.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.sync': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.store': { paramsTuple?: []; params?: {} }
    'manage.whats-app-templates.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.store': { paramsTuple?: []; params?: {} }
    'manage.business-entities.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.store': { paramsTuple?: []; params?: {} }
    'manage.gop-templates.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.store': { paramsTuple?: []; params?: {} }
    'manage.verification-forms.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.store': { paramsTuple?: []; params?: {} }
    'manage.programs.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.store': { paramsTuple?: []; params?: {} }
    'accounts.users.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.store': { paramsTuple?: []; params?: {} }
    'accounts.clients.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.store': { paramsTuple?: []; params?: {} }
    'accounts.members.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.store': { paramsTuple?: []; params?: {} }
    'accounts.providers.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.create_member': { paramsTuple?: []; params?: {} }
    'navigate.cases.store': { paramsTuple?: []; params?: {} }
    'navigate.cases.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.transition': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'transition': ParamValue} }
    'navigate.cases.contacts.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.contacts.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.calls.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.calls.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.incidents.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.incidents.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.icd.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.icd.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.feedbacks.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.feedbacks.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.files.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.notes.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.pin': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.unpin': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.tasks.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.tasks.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.tasks.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'navigate.tasks.transition': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'transition': ParamValue} }
    'navigate.cases.gops.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.gops.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'navigate.cases.rfps.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.rfps.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'navigate.cases.charge_slips.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.charge_slips.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.charge_slips.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'navigate.cases.withdrawals.store': { paramsTuple: [ParamValue]; params: {'caseId': ParamValue} }
    'navigate.cases.withdrawals.restore': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.transition': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue,'transition': ParamValue} }
    'settings.email.test': { paramsTuple?: []; params?: {} }
    'settings.whatsapp.replay': { paramsTuple: [ParamValue]; params: {'eventId': ParamValue} }
    'settings.whatsapp.replay-all': { paramsTuple?: []; params?: {} }
    'settings.whatsapp.check-token': { paramsTuple?: []; params?: {} }
    'settings.roles.store': { paramsTuple?: []; params?: {} }
    'settings.roles.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'my-account.enable-2fa.store': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.recovery-codes': { paramsTuple?: []; params?: {} }
    'my-account.email.confirm.store': { paramsTuple?: []; params?: {} }
    'notifications.read_all': { paramsTuple?: []; params?: {} }
    'notifications.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'webhooks.whatsapp.receive': { paramsTuple?: []; params?: {} }
    'messaging.whatsapp.take': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.release': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.send-text': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.send-template': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.send-media': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.whatsapp.link': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.exports.retry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.exports.store': { paramsTuple: [ParamValue]; params: {'report': ParamValue} }
    'verify-policy.requests.store': { paramsTuple?: []; params?: {} }
    'verify-policy.requests.transition': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'transition': ParamValue} }
    'verify-policy.requests.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  PUT: {
    'ui.saved_views.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.case-form.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-settings.update': { paramsTuple?: []; params?: {} }
    'manage.programs.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.reassign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.contacts.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.calls.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.incidents.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.icd.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.feedbacks.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.tasks.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.charge_slips.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.update': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'settings.general.update': { paramsTuple?: []; params?: {} }
    'settings.appearance-header.update': { paramsTuple?: []; params?: {} }
    'settings.appearance-footer.update': { paramsTuple?: []; params?: {} }
    'settings.email.update': { paramsTuple?: []; params?: {} }
    'settings.whatsapp.update': { paramsTuple?: []; params?: {} }
    'settings.security.update': { paramsTuple?: []; params?: {} }
    'settings.roles.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.capabilities.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'my-account.profile.update': { paramsTuple?: []; params?: {} }
    'my-account.account-settings.update': { paramsTuple?: []; params?: {} }
    'my-account.notifications.update': { paramsTuple?: []; params?: {} }
    'my-account.email.update': { paramsTuple?: []; params?: {} }
    'my-account.password.update': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.update': { paramsTuple?: []; params?: {} }
  }
  DELETE: {
    'ui.saved_views.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.countries.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.icds.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.centers.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.states.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.currencies.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.program-types.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-types.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-categories.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-services.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-items.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.incident-scripts.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.email-groups.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.whats-app-templates.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.business-entities.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.gop-templates.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.verification-forms.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'manage.programs.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.clients.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.members.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'accounts.providers.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'navigate.cases.contacts.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.calls.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.incidents.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.icd.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.feedbacks.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.files.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.notes.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.tasks.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.gops.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.rfps.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.charge_slips.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'navigate.cases.withdrawals.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'caseId': ParamValue,'id': ParamValue} }
    'settings.roles.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'my-account.email.destroy': { paramsTuple?: []; params?: {} }
    'my-account.enable-2fa.destroy': { paramsTuple?: []; params?: {} }
    'verify-policy.requests.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}