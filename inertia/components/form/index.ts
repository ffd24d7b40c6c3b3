export { AmountField } from './amount_field'
export { CheckboxField } from './checkbox_field'
export { DateField } from './date_field'
export {
  DisabledReason,
  FormField,
  FormSection,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from './fields'
export {
  FormErrorsScope,
  FormShell,
  useFieldError,
  useFormErrors,
  type FormShellProps,
  type FormShellState,
} from './form_shell'
export { FormTabs, type FormTab } from './form_tabs'
export { ResourceForm, type ResourceFormProps } from './resource_form'
export { RemoteSelectField } from './remote_select_field'
export { DialogFormFooter } from './dialog_form_footer'
export { TransitionDialog } from './transition_dialog'
export { CheckboxGroupField } from './checkbox_group_field'
export { useFormVersion, VersionInput } from './form_version'
