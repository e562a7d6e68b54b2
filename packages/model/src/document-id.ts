/**
 * The one rule for a Firestore document id sent or read by an app: a single path segment
 * (a slash would address another path), not '.', '..' or `__x__` (reserved by Firestore, which
 * throws on them), at most 1,500 bytes. Checked before an id reaches a read or a write.
 */
const DOCUMENT_ID_MAX_BYTES = 1500;

export function isDocumentId(id: string): boolean {
  return (
    id !== '' &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id) &&
    new TextEncoder().encode(id).length <= DOCUMENT_ID_MAX_BYTES
  );
}
