import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { ALLOWED_IMAGE_TYPES, BRAND_COPY } from '@swagdrop/model';
import type { SubmitImage } from '../api/create-submission';
import { checkImageFile } from '../utils/image-checks';
import { VISUALLY_HIDDEN } from '@swagdrop/shared-ui/visually-hidden';

interface ImagePickerProps {
  /** A file chosen now, or the image uploaded before the payment page (the draft's). */
  value: SubmitImage;
  onChange: (file: File | null) => void;
  /** Message from the form (e.g. 'Please select a product image' on submit). */
  error?: string;
  disabled?: boolean;
}

/**
 * Product image with preview and a remove control (docs/product-rules.md#submissions). A chosen
 * file is checked at once (type, content, size); a refused file is not kept. The preview's object
 * URL is released when the image is removed, replaced or the form goes away. An image uploaded
 * before a canceled payment is shown from its stored URL.
 */
export default function ImagePicker({ value, onChange, error, disabled }: ImagePickerProps) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const file = value instanceof File ? value : null;
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  const previewUrl = objectUrl ?? (value instanceof File ? null : (value?.url ?? null));

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    if (!file) return;
    const problem = await checkImageFile(file);
    input.value = ''; // lets the same file be chosen again after a fix
    setPickError(problem);
    onChange(problem ? null : file);
  };

  const onRemove = () => {
    setPickError(null);
    onChange(null);
    inputRef.current?.focus();
  };

  const shownError = pickError ?? error;
  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        Product Image
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        {previewUrl && value && (
          <Box
            component="img"
            src={previewUrl}
            alt={`Preview of ${value.name}`}
            sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, border: 1 }}
          />
        )}
        <Box
          sx={{
            '& input:focus-visible + button': { outline: '3px solid', outlineOffset: 2 },
          }}
        >
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ALLOWED_IMAGE_TYPES.join(',')}
            onChange={(e) => void onPick(e)}
            disabled={disabled}
            aria-invalid={Boolean(shownError)}
            aria-describedby={shownError ? `${errorId} ${helpId}` : helpId}
            style={VISUALLY_HIDDEN}
          />
          {/* A pointer shortcut to the input above, which keyboards and screen readers use. */}
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            aria-hidden="true"
            tabIndex={-1}
          >
            {value ? 'Change Image' : 'Choose Image'}
          </Button>
        </Box>
        {value && (
          <Button
            onClick={onRemove}
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            disabled={disabled}
          >
            Remove Image
          </Button>
        )}
      </Box>
      {shownError && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {shownError}
        </FormHelperText>
      )}
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {BRAND_COPY.imageGuidance}
      </FormHelperText>
    </Box>
  );
}
