/**
 * True when every %-escape in a path decodes. A truncated paste such as `/payouts/%E0%A4%A`
 * makes Next's router throw while it decodes the dynamic segment, which it answers with a 500;
 * the proxy answers such a path with the not-found page instead.
 */
export function isWellFormedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
