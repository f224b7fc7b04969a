/** An http(s) address safe for `href`; anything else (javascript:, data:) gives undefined. */
export function safeWebLink(url: string | null | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  return /^https?:\/\/[^\s<>"]+$/i.test(value) ? value : undefined;
}
