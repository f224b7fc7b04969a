import { isSafeImageAddress, isSafeWebAddress } from '@portal/contract';

// The one place the web decides what may become an href or a src. The rules are the contract's
// (the server refuses anything else), checked again here because stored data can predate a rule
// and a spec client may write through another server: unchecked text never becomes a link.

/**
 * An image address safe to put in `src`: an http(s) URL, or a path on this server such as
 * /uploads/… (spec §3: "a full address or a path relative to the server"). Anything else
 * (javascript:, data:, protocol-relative //host) gives undefined and the default picture shows.
 */
export function safeImageSrc(url: string | null | undefined): string | undefined {
  const value = url?.trim();
  return value && isSafeImageAddress(value) ? value : undefined;
}

/** A link safe to put in `href`: an http(s) address only; anything else gives undefined. */
export function safeWebHref(url: string | null | undefined): string | undefined {
  const value = url?.trim();
  return value && isSafeWebAddress(value) ? value : undefined;
}
