/**
 * Where a person goes back to after signing in. A module of its own, apart from the code step's
 * storage, as the router's guard on every page needs it and the public pages' JavaScript is
 * counted (e2e/tests/public-weight.test.ts).
 */
/** Same-origin paths only, so a crafted "return to" can never send a person to another site. */
export function safeReturnPath(path: unknown): string | null {
  const plain = typeof path === 'string' && [...path].every((char) => char >= ' ');
  return plain && /^\/(?![/\\])/.test(path) ? path : null;
}
