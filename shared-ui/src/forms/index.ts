/**
 * Form pieces both apps bundle at build time (not federated): MUI components other than the
 * shared subset load with the routes that use them (shared-ui/mui/index.ts).
 */
export { default as TextInput, type TextInputProps } from './TextInput';
