/**
 * The browser's Firebase layer, shared by both apps at build time (not federated: each app
 * bundles only the SDK parts it uses). Every SDK is loaded lazily on first use.
 */
export { appCheckHeaders } from './app';
export { getAuthClient } from './auth';
export { authErrorCode, authErrorMessage } from './auth-errors';
export { callableErrorMessage, callableErrorReason } from './callable-errors';
export { getDb } from './firestore';
export { CALLABLES, callFunction } from './functions';
export { listenerQuery, serverFirst, startListener, WITH_SYNC_STATE } from './listen';
export { isAllowedImageType, uploadPendingImage } from './storage';
