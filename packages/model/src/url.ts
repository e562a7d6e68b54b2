/**
 * Only http(s) URLs are accepted for claim links and images (docs/product-rules.md#listings).
 * Credentials in the authority (`https://brand.com@evil.example/`) are refused: they are a phishing
 * trick that makes a link read as one site while it opens another.
 */
export function isSafeHttpUrl(value: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}
