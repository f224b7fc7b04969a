import type { ChannelSummary, FeedPost } from '@portal/contract';
import type { Translate } from '../../../i18n/i18n-provider';
import { feedPostFormMessages as messages } from '../feed-post-form-messages';

interface ChannelChoiceInput {
  channels: readonly ChannelSummary[];
  isAdmin: boolean;
  /** The post being edited: its channel is offered even if the caller no longer runs it. */
  post?: FeedPost | undefined;
  t: Translate;
}

/** The channel box's options: site admins may also post site-wide. */
export function channelOptions({ channels, isAdmin, post, t }: ChannelChoiceInput) {
  const options: { value: string; label: string; disabled?: boolean }[] = channels.map(
    (channel) => ({ value: channel._id, label: channel.name }),
  );
  if (post?.channelId && !options.some((option) => option.value === post.channelId))
    options.unshift({
      value: post.channelId,
      label: post.channelName ?? t(messages.currentChannel),
    });
  const none = isAdmin
    ? { value: '', label: t(messages.siteWideOption) }
    : { value: '', label: t(messages.selectChannel), disabled: true };
  return [none, ...options];
}

/**
 * Where a new post goes by default: the channel in the address (?channel=) when the caller runs
 * it; else site-wide for a site admin, or the only channel of someone who runs just one.
 */
export function defaultChannelId({
  channels,
  isAdmin,
  requested,
}: {
  channels: readonly ChannelSummary[];
  isAdmin: boolean;
  requested: string | null | undefined;
}): string {
  if (requested && channels.some((channel) => channel._id === requested)) return requested;
  if (isAdmin) return '';
  return channels.length === 1 ? (channels[0]?._id ?? '') : '';
}
