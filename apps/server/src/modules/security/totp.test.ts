import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUrl, totpCode, totpStep } from './totp';

// RFC 6238 Appendix B's SHA-1 secret: the ASCII "12345678901234567890".
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 6238 test vectors (last six digits of the eight)', () => {
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    for (const [seconds, code] of vectors)
      expect(totpCode(rfcSecret, totpStep(seconds * 1000))).toBe(code);
  });

  it('reads base32 back, however it is written', () => {
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')?.toString()).toBe(
      '12345678901234567890',
    );
    expect(base32Decode('not base32!')).toBeUndefined();
  });

  it('matches the current step and one either side, a pasted "123 456" too, never a used step', () => {
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    const code = totpCode(rfcSecret, step);
    expect(matchTotp(rfcSecret, code, now)).toBe(step);
    expect(matchTotp(rfcSecret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 2), now)).toBeUndefined();
    expect(matchTotp(rfcSecret, code, now, step)).toBeUndefined();
    expect(matchTotp(rfcSecret, 'abcdef', now)).toBeUndefined();
  });

  it('writes an otpauth link authenticator apps read', () => {
    const url = new URL(otpauthUrl(rfcSecret, 'Old Boys', 'राहुल@example.org'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(rfcSecret);
    expect(url.searchParams.get('issuer')).toBe('Old Boys');
    expect(url.searchParams.get('digits')).toBe('6');
  });
});
