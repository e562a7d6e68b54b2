import { createContext, useContext } from 'react';
import { BOOT_PAYLOAD_ID, type BootPayload } from '@swagdrop/shared-ui/model';

/**
 * What the server said about the page it rendered (shared-ui model/page-render.ts), read from
 * the HTML once at boot (main.tsx) and handed to the app through BootPayloadContext. Its
 * schema, and zod with it, load only on a page that carries one (/swag, a listing's page).
 */
export async function readBootPayload(): Promise<BootPayload> {
  const text = document.getElementById(BOOT_PAYLOAD_ID)?.textContent;
  if (!text) return {};
  const { parseBootPayload } = await import('@swagdrop/shared-ui/model/boot-payload');
  return parseBootPayload(text);
}

export const BootPayloadContext = createContext<BootPayload>({});

export function useBootPayload(): BootPayload {
  return useContext(BootPayloadContext);
}
