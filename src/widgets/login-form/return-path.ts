/**
 * Where the login page sends the member after logging in: the page the login guard
 * took them from (`?from=`), when it is a path of this site. Anything else (another
 * origin, `//host`, a backslash trick) is ignored, so the parameter cannot send a
 * member off the site.
 */
export function returnPath(from: string | null): string | undefined {
  if (!from || !from.startsWith('/') || from.startsWith('//') || /[\\\s]/.test(from)) return undefined;
  if (from === '/login' || from.startsWith('/login?')) return undefined;
  return from;
}
