/**
 * Toast styling shared by both apps at build time (not federated): each app owns its
 * notistack SnackbarProvider and passes these components to it.
 */
export { TOAST_COMPONENTS } from './ThemedToast';
