import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Search from '@mui/icons-material/Search';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import {
  ALL_CATEGORIES_LABEL,
  BROWSE_COPY,
  CATEGORY_VALUES,
  COPY,
  DIRECTORY_CATEGORY_LABELS,
  LIMITS,
  isCategory,
} from '@swagdrop/model';
import { TextInput } from '@swagdrop/shared-ui/forms';
import { PlaceCombobox } from '@swagdrop/shared-ui/places';
import type { UpdateDirectoryQuery } from '../hooks/use-directory-query';
import type { DirectoryQuery, DirectoryView } from '../utils/directory-query';
import NearMeControls from './NearMeControls';

/**
 * Directory controls (docs/product-rules.md#directory): city (a place box), text search,
 * category select, grid/list toggle, then distance and 'Use my location'. Memoised so a live listing update does not re-render the inputs.
 */
function DirectoryControls({
  query,
  onChange,
  onSearchFocus,
}: {
  query: DirectoryQuery;
  onChange: UpdateDirectoryQuery;
  onSearchFocus?: () => void;
}) {
  // Each input is rebuilt only when its own value changes: a keystroke in one field does not
  // re-render the other three.
  const cityField = useMemo(
    () => (
      <PlaceCombobox
        value={query.city}
        onChange={(city) => onChange({ city })}
        placeholder={COPY.cityPlaceholder}
        size="small"
        fullWidth
        startAdornment={
          <InputAdornment position="start">
            <PlaceOutlined aria-hidden="true" />
          </InputAdornment>
        }
        slotProps={{
          htmlInput: {
            'aria-label': BROWSE_COPY.cityLabel,
            maxLength: LIMITS.location,
          },
        }}
      />
    ),
    [query.city, onChange],
  );
  const searchField = useMemo(
    () => (
      <TextInput
        type="search"
        value={query.search}
        onChange={(event) => onChange({ search: event.target.value })}
        onFocus={onSearchFocus}
        placeholder={COPY.searchPlaceholder}
        size="small"
        fullWidth
        startAdornment={
          <InputAdornment position="start">
            <Search aria-hidden="true" />
          </InputAdornment>
        }
        slotProps={{
          htmlInput: { 'aria-label': BROWSE_COPY.searchLabel, maxLength: LIMITS.title },
        }}
      />
    ),
    [query.search, onChange, onSearchFocus],
  );
  const categoryField = useMemo(
    () => (
      // A native select as TextField would render it, without TextField: it imports MUI's
      // Select, Menu and Popover (about 13 KB gzip) for /swag's first route.
      <FormControl size="small" fullWidth>
        <NativeSelect
          input={<OutlinedInput fullWidth />}
          value={query.category}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ category: isCategory(value) ? value : '' });
          }}
          inputProps={{ 'aria-label': BROWSE_COPY.categoryLabel }}
        >
          <option value="">{ALL_CATEGORIES_LABEL}</option>
          {CATEGORY_VALUES.map((value) => (
            <option key={value} value={value}>
              {DIRECTORY_CATEGORY_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    ),
    [query.category, onChange],
  );
  const viewToggle = useMemo(
    () => (
      <ToggleButtonGroup
        exclusive
        size="small"
        value={query.view}
        onChange={(_, value: DirectoryView | null) => {
          // Clicking the active button would deselect it; a layout is always chosen.
          if (value) onChange({ view: value });
        }}
        aria-label={BROWSE_COPY.viewLabel}
        sx={{ justifySelf: { xs: 'start', md: 'end' } }}
      >
        <ToggleButton value="grid" aria-label={BROWSE_COPY.gridView}>
          <GridViewRounded aria-hidden="true" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={BROWSE_COPY.listView}>
          <ViewListRounded aria-hidden="true" />
        </ToggleButton>
      </ToggleButtonGroup>
    ),
    [query.view, onChange],
  );
  return (
    <Box
      role="search"
      aria-label="Filter swag"
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.2fr 1.4fr 1fr auto' },
        mb: 2,
      }}
    >
      {cityField}
      {searchField}
      {categoryField}
      {viewToggle}
      <NearMeControls within={query.within} onChange={onChange} />
    </Box>
  );
}

export default memo(DirectoryControls);
