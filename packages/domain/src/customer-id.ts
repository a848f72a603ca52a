/**
 * A customer id carried in a path (§9): a whole path segment that is `hid_` followed by at least
 * four letters or digits, or at least eight upper-case letters or digits. Route segments are lower
 * case, so they are not mistaken for an id.
 */
export const customerIdSegmentPattern = /^(?:hid_[A-Za-z0-9]{4,}|[A-Z0-9]{8,})$/;

/** The first customer-id segment of a path or URL (query and hash ignored), or `undefined`. */
export function extractCustomerId(pathOrUrl: string): string | undefined {
  let path = pathOrUrl;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').find((segment) => customerIdSegmentPattern.test(segment));
}
