import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';
import { DIRECTORY_FUNCTION } from '@swagdrop/model';

/** Paths whose first screen shows listings from the bundle: home's featured and /swag. */
const PATHS_SHOWING_LISTINGS = new Set(['/', '/swag']);

let early: Promise<Response> | undefined;
/** The version the early request named (the one /swag painted), if it named one. */
let earlyVersion: number | undefined;

export function directoryUrl(version?: number): URL {
  const { functionsBaseUrl } = getRuntimeConfig();
  const url = new URL(`${functionsBaseUrl}/${DIRECTORY_FUNCTION}`, window.location.href);
  if (version !== undefined) url.searchParams.set('v', String(version));
  return url;
}

/**
 * Starts the directory download before React and the shared modules load, on pages that show
 * listings at once: the bundle then arrives while the app boots instead of after it. On /swag
 * it asks for the version the page painted (`paintedVersion`, from the boot payload): an
 * immutable URL that caches and any function instance holding that version answer without a
 * version check.
 */
export function startDirectoryPrefetch(pathname: string, paintedVersion?: number): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!PATHS_SHOWING_LISTINGS.has(path)) return;
  earlyVersion = paintedVersion;
  early = fetch(directoryUrl(earlyVersion));
  // Whoever takes the response handles a failure; this only keeps it from being "unhandled".
  early.catch(() => undefined);
}

/** The version the early response will be, while it has not been handed out. */
export function prefetchedDirectoryVersion(): number | undefined {
  return early ? earlyVersion : undefined;
}

/** The early response, handed out once; later loads go to the network. */
export function takePrefetchedDirectory(): Promise<Response> | undefined {
  const response = early;
  early = undefined;
  return response;
}
