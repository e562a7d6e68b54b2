import type { PageRenderer } from '@swagdrop/model';

/** The storefront's server renderer, built next to this bundle by functions/build.mjs. */
export const PAGE_RENDERER_FILE = 'page-renderer.js';

let loading: Promise<PageRenderer> | undefined;

/** Loaded on the first page request of an instance, not at every function's cold start. */
export function loadPageRenderer(): Promise<PageRenderer> {
  loading ??= import(new URL(PAGE_RENDERER_FILE, import.meta.url).href).then(
    (module: { pageRenderer: PageRenderer }) => module.pageRenderer,
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
