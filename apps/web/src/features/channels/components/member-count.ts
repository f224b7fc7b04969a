import type { Translate } from '../../../i18n/i18n-provider';
import { channelViewMessages } from './messages';

/** "1 member", "12 members" (digits grouped as the reader's language does). */
export function memberCountLabel(t: Translate, count: number): string {
  return t(channelViewMessages.memberCount, { count });
}
