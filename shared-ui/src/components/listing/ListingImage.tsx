import { useState } from 'react';
import Box from '@mui/material/Box';
import { RECOMMENDED_IMAGE_SIZE } from '@swagdrop/model/constants';
import { IMAGE_SLOTS, imageVariantSrcSet, type ImageSlot } from '@swagdrop/model/images';

const frameSx = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  bgcolor: 'grey.100',
} as const;

/**
 * 4:3 image with explicit width/height so it never shifts layout (CLS). Above the fold
 * (`priority`) it loads eagerly at high priority (the LCP candidate); elsewhere lazily.
 * Uploaded images use the pipeline's resized WebP variants via srcset/sizes for their `slot`;
 * when a variant is missing (not made yet, or an image older than the pipeline) the error
 * drops the srcset and the browser falls back to the original.
 */
export default function ListingImage({
  src,
  alt,
  priority = false,
  slot = 'card',
}: {
  src: string;
  alt: string;
  priority?: boolean;
  slot?: ImageSlot;
}) {
  const [variantsFailedFor, setVariantsFailedFor] = useState<string | null>(null);
  if (!src) return <Box role="img" aria-label={alt} sx={frameSx} />;
  const srcSet = variantsFailedFor === src ? null : imageVariantSrcSet(src, slot);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? IMAGE_SLOTS[slot].sizes : undefined}
      onError={srcSet ? () => setVariantsFailedFor(src) : undefined}
      alt={alt}
      width={RECOMMENDED_IMAGE_SIZE.width}
      height={RECOMMENDED_IMAGE_SIZE.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      sx={frameSx}
    />
  );
}
