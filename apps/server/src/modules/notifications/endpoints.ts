import { notificationMessages } from '@portal/contract';
import { isIP } from 'node:net';
import { HttpError } from '../../plugins/errors';

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const isLoopback = (hostname: string) =>
  loopbackNames.has(hostname) ||
  hostname.endsWith('.localhost') ||
  (isIP(hostname) === 4 && hostname.startsWith('127.'));

/**
 * A push service's address: https, never this machine. A loopback http:// address is let in
 * only with PUSH_ALLOW_LOOPBACK=true, for tests and their stand-in push service (issue 40).
 */
export function checkEndpoint(endpoint: string, allowLoopback: boolean) {
  const refuse = () =>
    new HttpError(400, 'validation', notificationMessages.endpointHttps, {
      endpoint: notificationMessages.endpointHttps,
    });
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refuse();
  }
  if (url.username || url.password) throw refuse();
  const loopback = isLoopback(url.hostname);
  if (loopback && allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:')) return;
  if (url.protocol !== 'https:' || loopback) throw refuse();
}
