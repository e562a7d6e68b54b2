import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';

/** The outlined input's own props, a label, a helper text, and TextField's slotProps for them. */
export type TextInputProps = Omit<
  OutlinedInputProps,
  'label' | 'notched' | 'inputProps' | 'slotProps' | 'slots' | 'ref'
> & {
  label?: ReactNode;
  helperText?: ReactNode;
  slotProps?: {
    htmlInput?: OutlinedInputProps['inputProps'];
    formHelperText?: Partial<FormHelperTextProps>;
    inputLabel?: Partial<InputLabelProps>;
  };
};

/** TextField's root: a FormControl under TextField's name (its theme overrides and class). */
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/**
 * MUI's outlined TextField, built from its parts (the same DOM, classes, ids and ARIA links):
 * TextField also imports Select and, with it, Menu, Popover and the other input variants,
 * about 12 KB gzip more on every route with a text input (the storefront's footer, the admin
 * login). Use TextField itself for a select. Both apps bundle it at build time (not federated):
 * MUI components other than the shared subset load with the routes that use them.
 */
export function TextInput({
  label,
  helperText,
  id: idOverride,
  size,
  sx,
  className,
  disabled = false,
  error = false,
  fullWidth = false,
  required = false,
  slotProps = {},
  ...input
}: TextInputProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  return (
    <TextFieldRoot
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      variant="outlined"
      size={size}
      sx={sx}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={hasLabel ? label : undefined}
        notched={slotProps.inputLabel?.shrink}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </TextFieldRoot>
  );
}
