import { BOOT_PAYLOAD_ID, type BootPayload } from '@swagdrop/model';

/**
 * What the server said about the page it rendered (shared-ui model/page-render.ts), read from
 * the HTML once at boot (main.tsx) and handed to the app (boot-payload-context.ts). Its
 * schema, and zod with it, load only on a page that carries one (/swag, a listing's page).
 * No React here: main.tsx runs before Module Federation has shared React.
 */
export async function readBootPayload(): Promise<BootPayload> {
  const text = document.getElementById(BOOT_PAYLOAD_ID)?.textContent;
  if (!text) return {};
  const { parseBootPayload } = await import('@swagdrop/model/boot-payload');
  return parseBootPayload(text);
}
