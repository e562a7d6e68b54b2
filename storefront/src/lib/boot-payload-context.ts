import { createContext, useContext } from 'react';
import type { BootPayload } from '@swagdrop/model';

/** The boot payload main.tsx read (boot-payload.ts), for the components that use it. */
export const BootPayloadContext = createContext<BootPayload>({});

export function useBootPayload(): BootPayload {
  return useContext(BootPayloadContext);
}
