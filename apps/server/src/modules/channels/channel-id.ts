import { randomInt } from 'node:crypto';
import { CHANNEL_ID_LENGTH } from '@portal/contract';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Spec §9: 6 random characters. 36^6 ≈ 2.2 billion ids; a clash is retried by the caller. */
export function newChannelId(): string {
  let id = '';
  for (let index = 0; index < CHANNEL_ID_LENGTH; index += 1) id += alphabet[randomInt(36)];
  return id;
}
