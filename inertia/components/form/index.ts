export {
  FormField,
  FormSection,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from './fields'
export { FormShell, useFieldError, type FormShellProps, type FormShellState } from './form_shell'
export { ResourceForm, type ResourceFormProps } from './resource_form'
