import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../../../src/server/config.ts';

/** A working environment with no files: both secrets given, an in-memory database. */
const env = (overrides: Record<string, string> = {}) => ({
  DATABASE_URL: 'sqlite::memory:',
  JWT_SECRET: 'x'.repeat(32),
  DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
  ...overrides,
});
const trustev = {
  KBV_PROVIDER: 'trustev',
  KBV_TRUSTEV_URL: 'https://app.trustev.com/api/v2.0/',
  KBV_TRUSTEV_USERNAME: 'credit-app',
  KBV_TRUSTEV_PASSWORD: 'password',
  KBV_TRUSTEV_SECRET: 'secret',
};

function problemsOf(overrides: Record<string, string>): string[] {
  try {
    loadConfig(env(overrides));
  } catch (error) {
    return (error as ConfigError).problems;
  }
  return [];
}

describe('identity provider configuration', () => {
  it('defaults to the sandbox with a 10-second limit and no vendor settings', () => {
    expect(loadConfig(env())).toMatchObject({ kbvProvider: 'sandbox', kbvTimeoutMs: 10_000, trustev: undefined });
  });

  it('reads the Trustev settings, without the trailing slash of the URL', () => {
    const config = loadConfig(env({ ...trustev, KBV_TIMEOUT_MS: '2500' }));
    expect(config).toMatchObject({ kbvProvider: 'trustev', kbvTimeoutMs: 2500 });
    expect(config.trustev).toEqual({
      url: 'https://app.trustev.com/api/v2.0',
      username: 'credit-app',
      password: 'password',
      secret: 'secret',
    });
  });

  it('names every Trustev setting that is missing', () => {
    expect(problemsOf({ KBV_PROVIDER: 'trustev' }).map((problem) => problem.split(' ')[0])).toEqual([
      'KBV_TRUSTEV_URL',
      'KBV_TRUSTEV_USERNAME',
      'KBV_TRUSTEV_PASSWORD',
      'KBV_TRUSTEV_SECRET',
    ]);
  });

  it.each([
    ['KBV_TIMEOUT_MS', 'soon'],
    ['KBV_TIMEOUT_MS', '10'],
    ['KBV_TIMEOUT_MS', '600000'],
    ['KBV_TRUSTEV_URL', 'ftp://trustev.example.com'],
  ])('refuses %s=%j and names the variable', (name, value) => {
    const problems = problemsOf({ ...trustev, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });

  it('ignores vendor settings while the sandbox runs', () => {
    expect(loadConfig(env({ KBV_TRUSTEV_URL: 'not a url' })).trustev).toBeUndefined();
  });
});
