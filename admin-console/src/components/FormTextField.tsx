import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: Path<T>;
  control: Control<T>;
};

/**
 * A MUI text field bound to react-hook-form: the input gets the form's ref (focus on error),
 * and the field's error message is shown under it and linked with aria-describedby.
 */
export default function FormTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
