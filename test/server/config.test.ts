import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

const VALID_DATA_KEY = Buffer.alloc(32, 1).toString('base64');
const VALID_SECRET = 'x'.repeat(32);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'config-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The environment of a working server whose files all live in the test's folder (the data in `data/`). */
const env = (overrides: Record<string, string | undefined> = {}) => ({
  DATABASE_URL: `sqlite:${join(dir, 'data', 'app.db')}`,
  JWT_SECRET: VALID_SECRET,
  DATA_KEY: VALID_DATA_KEY,
  ...overrides,
});

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
      database: { kind: 'sqlite', path: join(dir, 'data', 'app.db') },
      dataDir: join(dir, 'data'),
      secretsDir: join(dir, 'data-secrets'),
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

describe('generated secrets', () => {
  const secretsFile = () => join(dir, 'data-secrets', 'secrets.json');

  it('are written once to secrets.json outside the data folder, mode 0600, and reused on the next start', () => {
    const first = loadConfig(env({ JWT_SECRET: undefined, DATA_KEY: undefined }));
    expect(first.secretsFile).toBe(secretsFile());
    expect(statSync(secretsFile()).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'data-secrets')).mode & 0o777).toBe(0o700);
    expect(existsSync(join(dir, 'data', 'secrets.json'))).toBe(false);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.dataKey).toHaveLength(32);

    const second = loadConfig(env({ JWT_SECRET: undefined, DATA_KEY: undefined }));
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.dataKey.equals(first.dataKey)).toBe(true);
  });

  it('give way to variables that are set', () => {
    const generated = loadConfig(env({ JWT_SECRET: undefined, DATA_KEY: undefined }));
    const config = loadConfig(env({ DATA_KEY: undefined }));
    expect(config.jwtSecret).toBe(VALID_SECRET);
    expect(config.dataKey.equals(generated.dataKey)).toBe(true);
  });

  it('are not written when both variables are set', () => {
    loadConfig(env());
    expect(() => statSync(secretsFile())).toThrow();
  });

  it('tighten a secrets file that others could read', () => {
    loadConfig(env({ JWT_SECRET: undefined }));
    chmodSync(secretsFile(), 0o644);
    loadConfig(env({ JWT_SECRET: undefined }));
    expect(statSync(secretsFile()).mode & 0o777).toBe(0o600);
  });

  it.each([
    ['not JSON', '{ nope'],
    ['a short jwtSecret', JSON.stringify({ jwtSecret: 'short', dataKey: VALID_DATA_KEY })],
    ['a dataKey of the wrong size', JSON.stringify({ jwtSecret: VALID_SECRET, dataKey: 'AAAA' })],
  ])('stop the start when the file holds %s, rather than replace a key', (_case, content) => {
    mkdirSync(join(dir, 'data-secrets'));
    writeFileSync(secretsFile(), content, { mode: 0o600 });
    expect(() => loadConfig(env({ DATA_KEY: undefined }))).toThrow(ConfigError);
    expect(readFileSync(secretsFile(), 'utf8')).toBe(content);
  });
});

describe('secrets of an install from before the key left the data folder', () => {
  const legacyFile = () => join(dir, 'data', 'secrets.json');
  const movedFile = () => join(dir, 'data-secrets', 'secrets.json');
  const unset = { JWT_SECRET: undefined, DATA_KEY: undefined };
  /** An older release's start: the secrets generated beside the database. */
  const legacyInstall = () => {
    mkdirSync(join(dir, 'data'));
    const keys = { jwtSecret: VALID_SECRET, dataKey: VALID_DATA_KEY };
    writeFileSync(legacyFile(), JSON.stringify(keys), { mode: 0o600 });
    return keys;
  };
  const refusal = (overrides: Record<string, string | undefined>) => {
    try {
      loadConfig(env(overrides));
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('expected the start to be refused');
  };

  it('stop the start with the command that moves them; after it the same keys are read from outside', () => {
    const keys = legacyInstall();
    const message = refusal(unset);
    const command = /^ {4}(mkdir .*)$/m.exec(message)?.[1];
    expect(command).toBe(`mkdir -p -m 700 '${join(dir, 'data-secrets')}' && mv '${legacyFile()}' '${movedFile()}'`);
    expect(readFileSync(legacyFile(), 'utf8')).toBe(JSON.stringify(keys));

    execFileSync('sh', ['-c', command!]);
    const config = loadConfig(env(unset));
    expect(config.secretsFile).toBe(movedFile());
    expect(config.dataKey.toString('base64')).toBe(keys.dataKey);
    expect(config.jwtSecret).toBe(keys.jwtSecret);
    expect(existsSync(legacyFile())).toBe(false);
  });

  it('name the old copy to remove when it was copied instead of moved, and refuse two different keys', () => {
    legacyInstall();
    mkdirSync(join(dir, 'data-secrets'));
    writeFileSync(movedFile(), readFileSync(legacyFile()));
    expect(refusal(unset)).toContain(`rm '${legacyFile()}'`);
    writeFileSync(
      movedFile(),
      JSON.stringify({ jwtSecret: VALID_SECRET, dataKey: Buffer.alloc(32, 2).toString('base64') }),
    );
    expect(refusal(unset)).toContain('hold different keys');
  });

  it('keep working where SECRETS_DIR names the data folder itself, and never look when both keys are set', () => {
    const keys = legacyInstall();
    expect(loadConfig(env({ ...unset, SECRETS_DIR: join(dir, 'data') })).dataKey.toString('base64')).toBe(keys.dataKey);
    expect(loadConfig(env()).secretsFile).toBeUndefined();
  });
});
