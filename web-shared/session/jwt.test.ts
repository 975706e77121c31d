import { describe, expect, it } from 'vitest';
import { makeToken } from '../testing/fakes';
import { decodeTokenPayload } from './jwt';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const inAnHour = NOW / 1000 + 3600;

describe('decodeTokenPayload', () => {
  it('decodes base64url payloads including non-ASCII names', () => {
    const token = makeToken({ exp: inAnHour, user: { firstName: 'Zoë', isAdmin: true } });
    const payload = decodeTokenPayload(token);
    expect(payload?.userDetails.firstName).toBe('Zoë');
    expect(payload?.userDetails.isAdmin).toBe(true);
    expect(payload?.exp).toBe(inAnHour);
  });

  it('rejects malformed tokens', () => {
    expect(decodeTokenPayload('nope')).toBeNull();
    expect(decodeTokenPayload('a.b.c')).toBeNull();
    expect(decodeTokenPayload(`x.${btoa('{"exp":"soon"}')}.y`)).toBeNull();
  });
});
