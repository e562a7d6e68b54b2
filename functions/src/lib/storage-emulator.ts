import { config } from '../config';

/** host:port of the Storage emulator, from either variable the emulator suite sets. */
export function storageEmulatorHost(): string | null {
  if (!config.isEmulator) return null;
  const raw = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.STORAGE_EMULATOR_HOST;
  return raw ? raw.replace(/^https?:\/\//, '').replace(/\/$/, '') : null;
}
