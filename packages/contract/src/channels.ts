import { z } from 'zod';
import { photoVariantsSchema } from './media';
import { contactIdentifierSchema } from './contact-identifier';
import { imageAddressSchema } from './address-schemas';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';

/** Spec §8 channel texts, verbatim where the spec gives them. */
export const channelMessages = {
  created: (id: string) => fillText(channelMessages.createdWithId, { id }),
  createdWithId: 'Channel created successfully! Channel ID: {id}',
  createFailed: 'Error: Could not create channel.',
  updated: 'Channel updated.',
  deleted: 'Channel deleted.',
  notFound: 'Channel not found.',
  nameRequired: 'Channel name is required',
  coverRequired: 'Cover image URL is required',
  requestSent: 'Request sent. A channel admin will review it.',
  joined: 'You joined the channel.',
  invited: 'Invitation sent.',
  alreadyMember: 'Already a member of this channel.',
  alreadyPending: 'There is already a pending invitation or request.',
  noSuchPerson: 'No member with that mobile number or email.',
  accepted: 'Accepted.',
  rejected: 'Rejected.',
  left: 'You left the channel.',
  removed: 'Member removed.',
  ownerStays: 'The owner cannot leave or be removed. Delete the channel instead.',
  roleChanged: 'Role changed.',
  forbidden: 'Only this channel’s admins can do that.',
  inviteIdentifier: 'Enter a mobile number or email',
} as const;

/** Spec §9: a channel id is 6 random characters; ours are lower-case letters and digits. */
export const CHANNEL_ID_LENGTH = 6;
export const channelIdPattern = /^[a-z0-9]{6}$/;
export const CHANNEL_SEARCH_LIMIT = 10;
export const CHANNEL_LIST_MAX = 100;

/** Spec §3 channel suggestion: the id and name, enough to pick or link a channel. */
export const channelSummarySchema = z.object({ _id: z.string(), name: z.string() });
export type ChannelSummary = z.infer<typeof channelSummarySchema>;
export const channelSummaryListSchema = z.array(channelSummarySchema);

export const channelSearchQuerySchema = z.object({ q: z.string().max(100).optional() });

/**
 * POST /api/channels and PUT /api/channels/{id}. A spec client also sends `channelId` (made on
 * the client); it is accepted and ignored: the server makes the id (DESIGN §5.17).
 */
export const channelInputSchema = z.object({
  name: z
    .string({ error: channelMessages.nameRequired })
    .trim()
    .min(1, channelMessages.nameRequired)
    .max(80, fillText(fieldMessages.tooLong, { max: 80 })),
  description: z
    .string()
    .trim()
    .max(2000, fillText(fieldMessages.tooLong, { max: 2000 }))
    .optional(),
  coverImageUrl: z
    .string({ error: channelMessages.coverRequired })
    .trim()
    .min(1, channelMessages.coverRequired)
    .pipe(imageAddressSchema),
  channelId: z.string().max(40).optional(),
});
export type ChannelInput = z.input<typeof channelInputSchema>;

export const channelRoleValues = ['owner', 'admin', 'member'] as const;
export type ChannelRoleValue = (typeof channelRoleValues)[number];

/** What the caller is to this channel: their role, whether they manage it, and anything pending. */
export const channelViewerSchema = z.object({
  role: z.enum(channelRoleValues).nullable(),
  canManage: z.boolean(),
  canPost: z.boolean(),
  pending: z.enum(['invited', 'requested']).nullable(),
});
export type ChannelViewer = z.infer<typeof channelViewerSchema>;

export const channelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  /** When `coverImageUrl` is an upload: its variants, for srcset (issue 34). */
  coverPhoto: photoVariantsSchema.nullable().optional(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;
export const channelListSchema = z.array(channelSchema);

export const channelListQuerySchema = z.object({
  q: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(CHANNEL_LIST_MAX).default(24),
  cursor: z.string().max(200).optional(),
});

/** GET /api/channels/{id}: the channel and what the caller may do there. */
export const channelDetailSchema = channelSchema.extend({ viewer: channelViewerSchema });
export type ChannelDetail = z.infer<typeof channelDetailSchema>;

export const channelCreatedSchema = z.object({ message: z.string(), channel: channelSchema });

/** GET /api/channels/mine: the caller's channels with their role, owned first. */
export const myChannelSchema = channelSummarySchema.extend({ role: z.enum(channelRoleValues) });
export const myChannelListSchema = z.array(myChannelSchema);
export type MyChannel = z.infer<typeof myChannelSchema>;

export const channelMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  role: z.enum(channelRoleValues),
  joinedAt: z.string(),
});
export type ChannelMember = z.infer<typeof channelMemberSchema>;
export const channelMemberListSchema = z.array(channelMemberSchema);

export const channelMemberRoleSchema = z.object({ role: z.enum(['admin', 'member']) });

/**
 * Spec §3 Invite (id, name, avatar) made real: `invite` is an admin inviting a member (the member
 * accepts), `request` is a member asking to join (an admin accepts). `_id` is the person's id.
 */
export const channelInviteSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  kind: z.enum(['invite', 'request']),
  createdAt: z.string(),
});
export type ChannelInvite = z.infer<typeof channelInviteSchema>;
export const channelInviteListSchema = z.array(channelInviteSchema);

/** POST /api/channels/{id}/invites: the person, by mobile number or email. */
export const channelInviteInputSchema = contactIdentifierSchema(channelMessages.inviteIdentifier);

/** GET /api/channels/invitations: channels that invited the caller. */
export const myInvitationSchema = channelSummarySchema.extend({ createdAt: z.string() });
export const myInvitationListSchema = z.array(myInvitationSchema);
