import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

const base = {
  DATABASE_URL: 'sqlite::memory:',
  JWT_SECRET: 'x'.repeat(40),
  DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
};

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 192.168.1.7', '10.0.0.0/8,192.168.1.7'],
    ['uniquelocal,fd00::/8,::1', 'uniquelocal,fd00::/8,::1'],
  ])('reads %j as %j', (value, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', 'loopback,nonsense', '0', '11', '10.0.0.0/8/1'])(
    'stops the server at start-up for %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(ConfigError);
      try {
        loadConfig({ ...base, TRUST_PROXY: value });
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          expect.stringMatching(
            /^TRUST_PROXY must be a number of proxy hops \(1 to 10; true means 1\), or the addresses/,
          ),
        ]);
      }
    },
  );
});
