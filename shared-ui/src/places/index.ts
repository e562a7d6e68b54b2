/** Place fields for both apps (bundled at build time, not federated): the box and its list. */
export { PlaceCombobox, type PlaceComboboxProps } from './PlaceCombobox';
export { loadPlaceIndex, usePlaceIndex } from './place-index';
