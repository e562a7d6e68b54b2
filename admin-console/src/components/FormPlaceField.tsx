import { PlaceCombobox, type PlaceComboboxProps } from '@swagdrop/shared-ui/places';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFieldBinding } from './use-field-binding';

type Props<T extends FieldValues> = Omit<
  PlaceComboboxProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  name: Path<T>;
  control: Control<T>;
};

/** A place box (suggests 'City, ST', any text allowed) bound to react-hook-form like FormTextField. */
export default function FormPlaceField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: Props<T>) {
  const { value, onChange, ...binding } = useFieldBinding(name, control, helperText);
  return (
    <PlaceCombobox
      {...props}
      {...binding}
      value={typeof value === 'string' ? value : ''}
      onChange={(text) => onChange(text)}
    />
  );
}
