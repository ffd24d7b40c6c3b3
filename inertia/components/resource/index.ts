export { PageHeader, type Crumb } from './page_header'
export { ConfirmActionDialog, DeleteRecordDialog, RestoreRecordDialog } from './record_dialogs'
export {
  crudRoutes,
  defineResource,
  lockedReason,
  resourceUrls,
  type CrudPrefix,
  type RecordId,
  type ResourceDefinition,
  type ResourceRoutes,
} from './resource'
export { FormCard, ResourceCreatePage, ResourceEditPage } from './resource_form_page'
export { ResourceIndex, type ResourceListProps } from './resource_index'
export { ResourceTrash, type Trashed } from './resource_trash'
export { ResourceView, type ViewField, type ViewSection, type ViewTab } from './resource_view'
