/** The explicit port of a Host header value (`example.com:8080` -> 8080), else undefined. */
export function hostPort(host: string): number | undefined {
  const m = /:(\d{1,5})$/.exec(host);
  return m ? Number(m[1]) : undefined;
}
