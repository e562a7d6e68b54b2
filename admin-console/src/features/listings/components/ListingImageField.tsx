import { useEffect, useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import UploadRounded from '@mui/icons-material/UploadRounded';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ALLOWED_IMAGE_TYPES, RECOMMENDED_IMAGE_SIZE } from '@swagdrop/model';
import FormTextField from '../../../components/FormTextField';
import type { ImageMode, ListingFormValues } from '../api/save-listing';

/**
 * Image by URL or by upload (docs/product-rules.md#listings): switching to URL clears the chosen
 * file, switching to upload clears the URL. A chosen file is checked at once and previewed.
 */
export default function ListingImageField() {
  const { control, setValue, trigger } = useFormContext<ListingFormValues>();
  // Read during render so the form re-validates a switched field only after a first submit.
  const { isSubmitted } = useFormState({ control });
  const mode = useWatch({ control, name: 'image_mode' });
  const imageUrl = useWatch({ control, name: 'image_url' });
  const { field: fileField, fieldState: fileState } = useController({
    control,
    name: 'image_file',
  });
  const file = fileField.value;
  const id = useId();

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const switchMode = (next: ImageMode) => {
    setValue('image_mode', next);
    if (next === 'url') setValue('image_file', null);
    else setValue('image_url', '');
    if (isSubmitted) void trigger(['image_url', 'image_file']);
  };

  const shownPreview =
    mode === 'upload' ? preview : /^https?:\/\//.test(imageUrl) ? imageUrl : null;

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Image</FormLabel>
      <RadioGroup
        row
        value={mode}
        onChange={(e) => switchMode(e.target.value as ImageMode)}
        aria-label="Image source"
      >
        <FormControlLabel value="url" control={<Radio />} label="Use an image URL" />
        <FormControlLabel value="upload" control={<Radio />} label="Upload a file" />
      </RadioGroup>
      {mode === 'url' ? (
        <FormTextField
          control={control}
          name="image_url"
          label="Image URL"
          type="url"
          required
          placeholder="https://"
        />
      ) : (
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadRounded />}>
            {file ? 'Choose another image' : 'Choose image file'}
            <input
              id={`${id}-file`}
              type="file"
              accept={ALLOWED_IMAGE_TYPES.join(',')}
              hidden
              aria-describedby={`${id}-file-help`}
              onChange={(e) => {
                fileField.onChange(e.target.files?.[0] ?? null);
                e.target.value = '';
                void trigger('image_file');
              }}
            />
          </Button>
          {file && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {file.name}{' '}
              <Button size="small" onClick={() => fileField.onChange(null)}>
                Remove
              </Button>
            </Typography>
          )}
          <FormHelperText id={`${id}-file-help`} error={Boolean(fileState.error)}>
            {fileState.error?.message ??
              `JPEG, PNG, GIF or WebP under 2MB; at least ${RECOMMENDED_IMAGE_SIZE.width}x${RECOMMENDED_IMAGE_SIZE.height} recommended.`}
          </FormHelperText>
        </Box>
      )}
      {shownPreview && (
        <Box
          component="img"
          src={shownPreview}
          alt="Image preview"
          sx={{ mt: 1, maxWidth: 200, maxHeight: 150, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
    </FormControl>
  );
}
