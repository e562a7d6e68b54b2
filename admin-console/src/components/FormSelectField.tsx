import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFieldBinding } from './use-field-binding';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'select'
> & {
  name: Path<T>;
  control: Control<T>;
};

/** A select (MUI's TextField with `select`, options as children) bound to react-hook-form. */
export default function FormSelectField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: Props<T>) {
  return <TextField {...props} select {...useFieldBinding(name, control, helperText)} />;
}
