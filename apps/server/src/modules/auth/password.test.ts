import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, isCommonPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a random salt by default', async () => {
    const hash = await hashPassword('a perfectly fine passphrase');
    const [scheme, cost, r, p, salt] = hash.split('$');
    expect([scheme, Number(cost), Number(r), Number(p)]).toEqual(['scrypt', DEFAULT_COST, 8, 1]);
    expect(DEFAULT_COST).toBe(17);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(await verifyPassword('a perfectly fine passphrase', hash)).toBe(true);
    expect(await verifyPassword('a perfectly fine passphrasf', hash)).toBe(false);
    expect(await hashPassword('a perfectly fine passphrase')).not.toBe(hash);
  });

  it('treats composed and decomposed Unicode as the same password', async () => {
    const hash = await hashPassword('café au lait!', 10);
    expect(await verifyPassword('cafe\u0301 au lait!', hash)).toBe(true);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
    expect(await verifyPassword('anything', '')).toBe(false);
  });

  it('knows the most common passwords, whatever their case', () => {
    for (const common of ['password', '12345678', 'qwertyuiop', 'Iloveyou', 'PASSWORD1']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(isCommonPassword('violet tram at dusk')).toBe(false);
  });
});
