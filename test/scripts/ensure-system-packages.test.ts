import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, '../../scripts/ensure-system-packages.sh');
/** Bash by its full path: the script runs with a PATH that holds only the fakes below. */
const BASH = ['/bin/bash', '/usr/bin/bash'].find((path) => existsSync(path))!;
const CHMOD = ['/bin/chmod', '/usr/bin/chmod'].find((path) => existsSync(path))!;

/**
 * A machine in a folder: `bin/` is the script's whole PATH, where a test puts the programs the machine has (empty
 * files that can be run), `id` answers the user id the test chooses, and a fake `apt-get`, when the test gives one,
 * writes its arguments to `apt-get.log` and, for `install`, creates the programs of the packages it is asked for.
 */
class FakeMachine {
  readonly dir = mkdtempSync(join(tmpdir(), 'ensure-system-packages-'));
  readonly bin = join(this.dir, 'bin');
  readonly chromium = join(this.dir, 'chromium');
  readonly pgBin = join(this.dir, 'postgresql/bin');
  readonly aptLog = join(this.dir, 'apt-get.log');

  constructor({ uid, aptGet }: { uid: number; aptGet: boolean }) {
    mkdirSync(this.bin);
    mkdirSync(this.pgBin, { recursive: true });
    this.#program(join(this.bin, 'id'), `echo ${uid}`);
    if (aptGet)
      this.#program(
        join(this.bin, 'apt-get'),
        [
          `echo "$*" >> ${this.aptLog}`,
          'for package in "$@"; do',
          '  case "$package" in',
          `    chromium) made=(${this.chromium}) ;;`,
          `    poppler-utils) made=(${this.bin}/pdftoppm ${this.bin}/pdftotext) ;;`,
          `    postgresql) made=(${this.pgBin}/initdb) ;;`,
          '    *) made=() ;;',
          '  esac',
          `  for program in "\${made[@]}"; do : > "$program"; ${CHMOD} +x "$program"; done`,
          'done',
        ].join('\n'),
      );
  }

  #program(path: string, body = ':'): void {
    writeFileSync(path, `#!${BASH}\n${body}\n`);
    chmodSync(path, 0o755);
  }

  /** Puts Chromium, poppler's programs or PostgreSQL's initdb on the machine. */
  install(...programs: Array<'chromium' | 'poppler' | 'postgresql'>): this {
    for (const program of programs) {
      if (program === 'chromium') this.#program(this.chromium);
      if (program === 'poppler') for (const name of ['pdftoppm', 'pdftotext']) this.#program(join(this.bin, name));
      if (program === 'postgresql') this.#program(join(this.pgBin, 'initdb'));
    }
    return this;
  }

  /** Runs the script on this machine; `env` changes where it looks for a program. */
  run(args: string[] = [], env: Record<string, string> = {}): { code: number | null; stdout: string; stderr: string } {
    const { status, stdout, stderr } = spawnSync(BASH, [SCRIPT, ...args], {
      env: { PATH: this.bin, CHROMIUM_PATH: this.chromium, PG_BIN: this.pgBin, ...env },
      encoding: 'utf8',
    });
    return { code: status, stdout, stderr };
  }

  /** The apt-get commands the script ran, one a line. */
  aptCalls(): string[] {
    return existsSync(this.aptLog) ? readFileSync(this.aptLog, 'utf8').trim().split('\n') : [];
  }
}

describe('scripts/ensure-system-packages.sh', () => {
  let machines: FakeMachine[] = [];
  const machine = (options: { uid: number; aptGet: boolean }) => {
    const made = new FakeMachine(options);
    machines.push(made);
    return made;
  };
  beforeEach(() => (machines = []));
  afterEach(() => machines.forEach(({ dir }) => rmSync(dir, { recursive: true, force: true })));

  it('does nothing, silently, when the tests have all they use', () => {
    const fake = machine({ uid: 1000, aptGet: true }).install('chromium', 'poppler');
    expect(fake.run()).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(fake.aptCalls()).toEqual([]);
  });

  it('stops a user who is not root with the one command that installs what is missing', () => {
    const fake = machine({ uid: 1000, aptGet: true });
    const run = fake.run();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('\n  sudo apt-get install -y chromium poppler-utils\n');
    expect(fake.aptCalls()).toEqual([]);
  });

  it('names only what is missing', () => {
    const run = machine({ uid: 1000, aptGet: true }).install('chromium').run();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('\n  sudo apt-get install -y poppler-utils\n');
  });

  it('asks for PostgreSQL only with --postgresql, as .ci/run runs it', () => {
    const fake = machine({ uid: 1000, aptGet: true }).install('chromium', 'poppler');
    expect(fake.run().code).toBe(0);
    const run = fake.run(['--postgresql']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('\n  sudo apt-get install -y postgresql\n');
  });

  it('installs what is missing with apt-get as root, as on a CI machine, and checks it is there', () => {
    const fake = machine({ uid: 0, aptGet: true }).install('poppler');
    const run = fake.run(['--postgresql']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe('ensure-system-packages: installing chromium postgresql\n');
    expect(fake.aptCalls()).toEqual(['update -qq', 'install -y -qq chromium postgresql']);
    expect(fake.run(['--postgresql'])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('fails when apt-get ran but a program is still missing', () => {
    const fake = machine({ uid: 0, aptGet: true });
    // The package puts Chromium where the tests were told not to look.
    const run = fake.run([], { CHROMIUM_PATH: join(fake.dir, 'elsewhere') });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('yet the tests would still miss: chromium');
  });

  it('gives the Debian command without sudo to root on a machine without apt-get, and says it is Debian’s', () => {
    const run = machine({ uid: 0, aptGet: false }).install('chromium').run();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('\n  apt-get install -y poppler-utils\n');
    expect(run.stderr).toContain("that is Debian's command");
  });

  it('refuses an argument it does not know', () => {
    const run = machine({ uid: 1000, aptGet: false }).run(['--postgres']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown argument '--postgres'");
  });
});
