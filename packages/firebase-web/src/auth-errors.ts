import { AUTH_ERROR_COPY, type AuthErrorCode } from '@swagdrop/model/auth-copy';

/** The `auth/...` code of a failed Firebase Auth call, if it has one. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A failed Firebase Auth call as the text both apps show (AUTH_ERROR_COPY), else `fallback`. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = authErrorCode(error);
  return code !== undefined && Object.hasOwn(AUTH_ERROR_COPY, code)
    ? AUTH_ERROR_COPY[code as AuthErrorCode]
    : fallback;
}
