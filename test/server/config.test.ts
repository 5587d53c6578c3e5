import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { useConfigFolder, VALID_SECRET } from './helpers/config-folder.ts';

const { dir: folder, env } = useConfigFolder();

function problemsOf(overrides: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env(overrides));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives working defaults for everything but the secrets it is handed', () => {
    const config = loadConfig(env());
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', path: join(folder(), 'data', 'app.db') },
      dataDir: join(folder(), 'data'),
      secretsDir: join(folder(), 'data-secrets'),
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      kbvProvider: 'sandbox',
      formsHost: '',
      imagesHost: '',
      creditDeptEmail: 'credit@example.com',
      logLevel: 'info',
      jwtSecret: VALID_SECRET,
      secretsFile: undefined,
    });
    expect(config.dataKey.equals(Buffer.alloc(32, 1))).toBe(true);
    expect(config.outboxDir).toMatch(/data[/\\]outbox$/);
  });

  it.each([
    [{ PORT: '3917' }, 'http://localhost:3917'],
    [{ PORT: '3917', HOST: '0.0.0.0' }, 'http://localhost:3917'],
    [{ HOST: '::' }, 'http://localhost:3000'],
    [{ HOST: 'fd00::5', PORT: '8080' }, 'http://[fd00::5]:8080'],
    [{ HOST: '10.0.0.5', PORT: '8080' }, 'http://10.0.0.5:8080'],
    [{ HOST: 'credit.internal', PORT: '8080', PUBLIC_URL: 'https://credit.example.com' }, 'https://credit.example.com'],
  ])('links to the address it listens on unless PUBLIC_URL says otherwise: %j', (overrides, publicUrl) => {
    expect(loadConfig(env(overrides)).publicUrl).toBe(publicUrl);
  });

  it('reads PostgreSQL URLs, trims trailing slashes and takes valid values', () => {
    const config = loadConfig(
      env({
        DATABASE_URL: 'postgres://app:pw@db.internal:5432/credit',
        PUBLIC_URL: 'https://credit.example.com/',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PORT: '8080',
        LOG_LEVEL: 'debug',
      }),
    );
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app:pw@db.internal:5432/credit' });
    expect(config.publicUrl).toBe('https://credit.example.com');
    expect(config.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(config.port).toBe(8080);
    expect(config.logLevel).toBe('debug');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'sqlite:'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['KBV_PROVIDER', 'acme'],
    ['JWT_SECRET', 'short'],
    ['DATA_KEY', Buffer.alloc(16).toString('base64')],
    ['DATA_KEY', 'not base64 at all!'],
    ['FORMS_HOST', 'ftp://files.example.com'],
    ['IMAGES_HOST', 'images'],
    ['CREDIT_DEPT_EMAIL', 'credit-department'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuses %s=%j and names the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });

  // Each line says which variable, what is wrong and what is allowed; values that may hold a password or key
  // (URLs with credentials, secrets) are never quoted back.
  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number from 0 to 65535 (got "eighty")'],
    ['PORT', '80.5', 'PORT must be a whole number from 0 to 65535 (got "80.5")'],
    ['OUTBOX_MAX_ATTEMPTS', '0', 'OUTBOX_MAX_ATTEMPTS must be a whole number from 1 to 1000 (got "0")'],
    ['OUTBOX_POLL_MS', 'often', 'OUTBOX_POLL_MS must be a whole number from 10 to 600000 (got "often")'],
    ['KBV_TIMEOUT_MS', '50', 'KBV_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000 (got "50")'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    ['KBV_PROVIDER', 'acme', 'KBV_PROVIDER must be one of sandbox, trustev (got "acme")'],
    [
      'PUBLIC_URL',
      'localhost:3000',
      'PUBLIC_URL must be a URL starting with http:// or https:// (got "localhost:3000")',
    ],
    ['SMTP_URL', 'http://user:pw@mail.example.com', 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    [
      'DATABASE_URL',
      'mysql://app:pw@db/credit',
      'DATABASE_URL must be sqlite:<path> or postgres://user:password@host:port/database',
    ],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters long'],
    ['CREDIT_DEPT_EMAIL', 'credit', 'CREDIT_DEPT_EMAIL must be an email address (got "credit")'],
    [
      'DECISION_WEBHOOK_URL',
      'https://hooks.example.com/decisions',
      'DECISION_WEBHOOK_SECRET must be set, at least 32 characters, with DECISION_WEBHOOK_URL',
    ],
  ])('words %s=%j for the operator', (name, value, line) => {
    expect(problemsOf({ [name]: value })).toEqual([line]);
  });

  it.each(['http://hooks.example.com/decisions', 'http://10.0.0.5/decisions', 'ftp://hooks.example.com/'])(
    'refuses the webhook URL %s: the decisions travel over https, but to this machine',
    (url) => {
      expect(problemsOf({ DECISION_WEBHOOK_URL: url, DECISION_WEBHOOK_SECRET: VALID_SECRET })).toEqual([
        'DECISION_WEBHOOK_URL must be a URL starting with https:// (http:// only to this machine: localhost, ' +
          `127.0.0.1, [::1]) (got "${url}")`,
      ]);
    },
  );

  it.each(['http://localhost:8080/decisions', 'http://127.0.0.1:9000/hook', 'http://[::1]/hook'])(
    'takes the webhook URL %s to this machine over http',
    (url) => {
      const webhook = { DECISION_WEBHOOK_URL: url, DECISION_WEBHOOK_SECRET: VALID_SECRET };
      expect(loadConfig(env(webhook)).decisionWebhook?.url).toBe(url);
    },
  );

  it('takes a webhook whose secret is long enough, and ignores a secret without a URL', () => {
    const webhook = {
      DECISION_WEBHOOK_URL: 'https://hooks.example.com/decisions/',
      DECISION_WEBHOOK_SECRET: VALID_SECRET,
    };
    expect(loadConfig(env(webhook)).decisionWebhook).toEqual({
      url: 'https://hooks.example.com/decisions',
      secret: VALID_SECRET,
    });
    expect(loadConfig(env({ DECISION_WEBHOOK_SECRET: 'short' })).decisionWebhook).toBeUndefined();
  });

  it('reads the outbox pace as numbers, with defaults for the rest', () => {
    expect(loadConfig(env({ OUTBOX_POLL_MS: '50', OUTBOX_MAX_ATTEMPTS: ' 3 ' })).outbox).toEqual({
      pollMs: 50,
      retryBaseMs: 10_000,
      maxRetryMs: 3_600_000,
      maxAttempts: 3,
      leaseMs: 120_000,
    });
  });

  it('lists every bad variable in one error', () => {
    const bad = {
      PORT: '-1',
      DATABASE_URL: 'oracle:x',
      PUBLIC_URL: 'nope',
      LOG_LEVEL: 'loud',
      DATA_KEY: 'abc',
      JWT_SECRET: 'short',
    };
    const problems = problemsOf(bad);
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual(Object.keys(bad).sort());
    try {
      loadConfig(env(bad));
    } catch (error) {
      for (const name of Object.keys(bad)) expect((error as Error).message).toContain(`- ${name} `);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig(env({ PORT: '', SMTP_URL: ' ' }))).toMatchObject({ port: 3000, smtpUrl: undefined });
  });
});
