import { toListingDetail } from './listing-detail';
import { DIRECTORY_SHELL_CARDS, type BootPayload } from './page-render';
import { z } from './z';

const listingSchema = z
  .looseObject({ id: z.string().min(1) })
  .transform((data) => toListingDetail(data.id, data))
  .refine((listing) => listing.slug !== '');

/** The server's boot payload (page-render.ts), checked like any input from outside. */
export const bootPayloadSchema = z.object({
  listing: listingSchema.optional(),
  directory: z
    .object({
      // 0 is a directory without a summary yet: nothing to ask for by version.
      version: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      featuredOrder: z.array(z.string()).max(DIRECTORY_SHELL_CARDS),
    })
    .optional(),
  holdShell: z.boolean().optional(),
});

/** The payload's text as the app uses it; an absent or malformed payload is an empty one. */
export function parseBootPayload(text: string | null | undefined): BootPayload {
  if (!text) return {};
  try {
    const result = bootPayloadSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : {};
  } catch {
    return {};
  }
}
