import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database with demo content on loopback port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      trustProxy: false,
      seedDemo: true,
      site: { profile: 'community' },
    });
  });

  it('turns demo content off for an external database unless asked for', () => {
    const url = 'postgres://u@db.example/portal';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('sheds load only far past normal: 1 s mean event-loop delay, 1,000 requests waiting for the database', () => {
    expect(loadConfig({})).toMatchObject({
      pool: { max: 10, maxQueue: 1000, waitMs: 5000 },
      overload: { maxEventLoopDelayMs: 1000, maxEventLoopUtilization: 0, retryAfterSeconds: 5 },
    });
  });

  it('reads flags and the site profile', () => {
    const config = loadConfig({ TRUST_PROXY: 'yes', SITE_PROFILE: 'alumni', PORT: '8080' });
    expect(config.trustProxy).toBe(true);
    expect(config.site.profile).toBe('alumni');
    expect(config.port).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['TRUST_PROXY', 'maybe'],
    ['SITE_PROFILE', 'school'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['REDIS_URL', 'http://cache'],
    ['DB_POOL_SIZE', '0'],
    ['DB_POOL_WAIT_MS', 'soon'],
    ['OVERLOAD_EVENT_LOOP_UTILIZATION', '1.5'],
  ])('stops with one line naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(new RegExp(`^Invalid ${name} \\(got "${value}"\\)`));
      expect(message).not.toContain('\n');
    }
  });
});
