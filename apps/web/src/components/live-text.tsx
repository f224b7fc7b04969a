import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { useT } from '../i18n/i18n-provider';

/**
 * A message shown in the language the page is in now, following a change while it is on screen.
 * The "Login successful!" notice opens in the page's language, and the account's own language
 * applies a moment later (issue 36 §6): a string fixed when the notice opened would stay behind.
 */
export function LiveMessage({ message }: { message: MessageDescriptor }) {
  const t = useT();
  return t(message);
}
