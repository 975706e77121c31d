import { describe, expect, it } from 'vitest';
import { InMemoryUserRepository } from '../testing/in-memory-user-repository.js';
import { FixedClock, SequentialIds, plainHasher, testPasswordPolicy } from '../testing/fakes.js';
import { FROM_CONTEXT, TOO_COMMON } from '../../domain/password-policy.js';
import { makeEnsureAdministrator } from './ensure-administrator.js';

const setup = () => {
  const users = new InMemoryUserRepository();
  const ensure = makeEnsureAdministrator({ users, hasher: plainHasher, ids: new SequentialIds(), clock: new FixedClock(new Date('2026-11-25T10:00:00Z')), passwordPolicy: testPasswordPolicy });
  return { users, ensure };
};

describe('ensure administrator', () => {
  it('creates an active, registered administrator with a hashed password and a lower-cased e-mail', async () => {
    const { users, ensure } = setup();
    const r = await ensure({ email: '  Owner@Example.COM ', password: 'tall-gum-trees-42' });
    expect(r).toMatchObject({ ok: true, value: { created: true } });
    const [u] = [...users.users.values()];
    expect(u).toMatchObject({ email: 'owner@example.com', isAdmin: true, isActive: true, registeredUser: true, passwordHash: 'hashed:tall-gum-trees-42' });
    expect(await users.countAdministrators()).toBe(1);
  });

  it('resets the password and admin rights of an existing account and ends its sessions', async () => {
    const { users, ensure } = setup();
    await users.insert({
      id: 'u1',
      firstName: 'Sam',
      lastName: 'Ng',
      email: 'sam@example.com',
      phoneNumber: null,
      passwordHash: 'hashed:old-password-1',
      isAdmin: false,
      isActive: false,
      registeredUser: true,
      sendOffers: true,
      dateCreated: new Date(),
      lastLogin: null,
    });
    const r = await ensure({ email: 'SAM@example.com', password: 'new-password-99' });
    expect(r).toEqual({ ok: true, value: { created: false, userId: 'u1' } });
    expect(users.users.get('u1')).toMatchObject({ isAdmin: true, isActive: true, passwordHash: 'hashed:new-password-99', firstName: 'Sam' });
    expect(users.revoked.has('u1')).toBe(true);
    expect(users.users.size).toBe(1);
  });

  it('refuses a weak password or a bad e-mail, storing nothing', async () => {
    const { users, ensure } = setup();
    expect(await ensure({ email: 'owner@example.com', password: 'short' })).toMatchObject({ ok: false, code: 'invalid_input', fields: { password: expect.any(String) } });
    expect(await ensure({ email: 'owner@example.com', password: 'password123' })).toMatchObject({ ok: false, fields: { password: expect.any(String) } });
    expect(await ensure({ email: 'owner@example.com', password: 'Summer2024!' })).toMatchObject({ ok: false, fields: { password: TOO_COMMON } });
    expect(await ensure({ email: 'owner@example.com', password: 'Owner-2024!' })).toMatchObject({ ok: false, fields: { password: FROM_CONTEXT } });
    expect(await ensure({ email: 'owner@example.com', password: 'SoulSearching#1' })).toMatchObject({ ok: false, fields: { password: FROM_CONTEXT } });
    expect(await ensure({ email: 'not-an-email', password: 'tall-gum-trees-42' })).toMatchObject({ ok: false, fields: { email: 'Enter a valid e-mail address.' } });
    expect(users.users.size).toBe(0);
  });
});
