import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import { placeLabel } from '@swagdrop/model/places';
import { PLACES_COPY } from '@swagdrop/model/places-copy';
import { TextInput, type TextInputProps } from '../forms/TextInput';
import { VISUALLY_HIDDEN } from '../styles/visually-hidden';
import { usePlaceIndex } from './place-index';

const SUGGESTION_LIMIT = 8;

export type PlaceComboboxProps = Omit<TextInputProps, 'value' | 'onChange' | 'inputRef'> & {
  value: string;
  onChange: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A text box that suggests places as one types (docs/product-rules.md#places), following the
 * WAI-ARIA combobox pattern: arrow keys move through the suggestions, Enter chooses one ('City,
 * ST'), Escape closes them, and the number of suggestions is announced. Any text may still be
 * typed: a town the list lacks is matched as text. Hand-written rather than MUI's Autocomplete,
 * which adds more than /swag's first route may grow; the place list itself loads on first focus.
 */
export function PlaceCombobox({
  value,
  onChange,
  inputRef,
  slotProps = {},
  onBlur,
  onFocus,
  ...input
}: PlaceComboboxProps) {
  const id = useId();
  const listboxId = `${id}-places`;
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const index = usePlaceIndex(used);
  const suggestions = useMemo(() => {
    if (!open || !index) return [];
    const found = index.suggest(value, SUGGESTION_LIMIT);
    // The suggestion just chosen is not offered again.
    return found.length === 1 && placeLabel(found[0]!) === value.trim() ? [] : found;
  }, [open, index, value]);
  const expanded = suggestions.length > 0;
  const optionId = (i: number) => `${id}-place-${i}`;

  const choose = (i: number) => {
    const place = suggestions[i];
    if (!place) return;
    onChange(placeLabel(place));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(-1);
        return;
      }
      // Past either end the box itself is active again (-1), as in the ARIA pattern.
      const next = active + (event.key === 'ArrowDown' ? 1 : -1);
      const count = suggestions.length;
      setActive(next >= count ? -1 : next < -1 ? count - 1 : next);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the suggestions only, not a dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box sx={{ position: 'relative', width: input.fullWidth ? '100%' : undefined }}>
      <TextInput
        {...input}
        value={value}
        inputRef={inputRef}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={(event) => {
          setUsed(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(event);
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          ...slotProps,
          htmlInput: {
            autoComplete: 'off',
            ...slotProps.htmlInput,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listboxId,
            'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          },
        }}
      />
      <Box
        component="ul"
        role="listbox"
        id={listboxId}
        aria-label={PLACES_COPY.suggestionsLabel}
        sx={{
          display: expanded ? 'block' : 'none',
          position: 'absolute',
          zIndex: 'modal',
          top: '100%',
          left: 0,
          right: 0,
          m: 0,
          mt: 0.5,
          p: 0.5,
          listStyle: 'none',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          boxShadow: 3,
        }}
      >
        {suggestions.map((place, i) => (
          <Box
            component="li"
            key={placeLabel(place)}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keeps the focus in the box: a blur would close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(i)}
            sx={{
              px: 1.5,
              py: 1,
              cursor: 'pointer',
              borderRadius: 0.5,
              bgcolor: i === active ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {placeLabel(place)}
          </Box>
        ))}
      </Box>
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {open && index && value.trim() ? PLACES_COPY.suggestionCount(suggestions.length) : ''}
      </Box>
    </Box>
  );
}
