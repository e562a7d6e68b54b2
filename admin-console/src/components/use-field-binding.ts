import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** The props that bind an input to a react-hook-form field, its error shown as helper text. */
export function useFieldBinding<T extends FieldValues>(
  name: Path<T>,
  control: Control<T>,
  helperText?: ReactNode,
) {
  const { field, fieldState } = useController({ name, control });
  return {
    name: field.name,
    value: (field.value as unknown) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}
