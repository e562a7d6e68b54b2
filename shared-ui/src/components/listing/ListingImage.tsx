import Box from '@mui/material/Box';
import { RECOMMENDED_IMAGE_SIZE } from '../../model/constants';

/**
 * 4:3 image with explicit width/height so it never shifts layout (CLS), lazy below the fold.
 * `srcSet` carries the resized WebP variants when the image pipeline made them.
 */
export default function ListingImage({
  src,
  alt,
  priority = false,
  srcSet,
  sizes,
}: {
  src: string;
  alt: string;
  priority?: boolean;
  srcSet?: string;
  sizes?: string;
}) {
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={RECOMMENDED_IMAGE_SIZE.width}
      height={RECOMMENDED_IMAGE_SIZE.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: 'cover',
        bgcolor: 'grey.100',
      }}
    />
  );
}
