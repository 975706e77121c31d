import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(true);
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: '3.5' }, 'PORT must be an integer between 1 and 65535'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL must be a URL starting with redis:// or rediss://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
  ])('rejects %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (e) {
      expect((e as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('reads booleans and trims values', () => {
    const c = loadConfig({ SEED_DEMO: 'false', PORT: ' 8080 ', PUBLIC_URL: 'https://shop.example.com/' });
    expect(c.SEED_DEMO).toBe(false);
    expect(c.PORT).toBe(8080);
    expect(c.PUBLIC_URL).toBe('https://shop.example.com');
  });
});
