/** Which directory version an answer holds (exposed to browsers, like the reads header). */
export const DIRECTORY_VERSION_HEADER = 'X-Directory-Version';
/** Versioned URLs never change content, so browsers and the CDN may keep them. */
export const VERSIONED_CACHE = 'public, max-age=300, s-maxage=3600';
