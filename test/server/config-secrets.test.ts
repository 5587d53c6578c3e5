import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { useConfigFolder, VALID_DATA_KEY, VALID_SECRET } from './helpers/config-folder.ts';

const { dir: folder, env } = useConfigFolder();

describe('generated secrets', () => {
  const secretsFile = () => join(folder(), 'data-secrets', 'secrets.json');

  it('are written once to secrets.json outside the data folder, mode 0600, and reused on the next start', () => {
    const first = loadConfig(env({ JWT_SECRET: undefined, DATA_KEY: undefined }));
    expect(first.secretsFile).toBe(secretsFile());
    expect(statSync(secretsFile()).mode & 0o777).toBe(0o600);
    expect(statSync(join(folder(), 'data-secrets')).mode & 0o777).toBe(0o700);
    expect(existsSync(join(folder(), 'data', 'secrets.json'))).toBe(false);
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
    mkdirSync(join(folder(), 'data-secrets'));
    writeFileSync(secretsFile(), content, { mode: 0o600 });
    expect(() => loadConfig(env({ DATA_KEY: undefined }))).toThrow(ConfigError);
    expect(readFileSync(secretsFile(), 'utf8')).toBe(content);
  });
});

describe('secrets of an install from before the key left the data folder', () => {
  const legacyFile = () => join(folder(), 'data', 'secrets.json');
  const movedFile = () => join(folder(), 'data-secrets', 'secrets.json');
  const unset = { JWT_SECRET: undefined, DATA_KEY: undefined };
  /** An older release's start: the secrets generated beside the database. */
  const legacyInstall = () => {
    mkdirSync(join(folder(), 'data'));
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
    expect(command).toBe(
      `mkdir -p -m 700 '${join(folder(), 'data-secrets')}' && mv '${legacyFile()}' '${movedFile()}'`,
    );
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
    mkdirSync(join(folder(), 'data-secrets'));
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
    expect(loadConfig(env({ ...unset, SECRETS_DIR: join(folder(), 'data') })).dataKey.toString('base64')).toBe(
      keys.dataKey,
    );
    expect(loadConfig(env()).secretsFile).toBeUndefined();
  });
});
