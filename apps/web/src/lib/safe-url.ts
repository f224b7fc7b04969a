/**
 * An image address safe to put in `src`: an http(s) URL, or a path on this server such as
 * /uploads/… (spec §3: "a full address or a path relative to the server"). Anything else
 * (javascript:, data:, protocol-relative //host) gives undefined and the default picture shows.
 */
export function safeImageSrc(url: string | null | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (/^https?:\/\/\S+$/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  return undefined;
}
