import { TextInput, type TextInputProps } from '@swagdrop/shared-ui/forms';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFieldBinding } from './use-field-binding';

type Props<T extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  name: Path<T>;
  control: Control<T>;
};

/**
 * A text input bound to react-hook-form: the input gets the form's ref (focus on error), and
 * the field's error message is shown under it and linked with aria-describedby. A select is
 * FormSelectField (MUI's TextField, which this one does not load).
 */
export default function FormTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: Props<T>) {
  return <TextInput {...props} {...useFieldBinding(name, control, helperText)} />;
}
