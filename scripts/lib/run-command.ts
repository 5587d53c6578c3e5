import { pathToFileURL } from 'node:url';

/** Where a command line prints: the terminal's console, or a test that runs the command in its own process. */
interface CommandOutput {
  log(text: string): void;
  error(text: string): void;
}

/**
 * A command line's work: its arguments (after the script), the environment it takes its settings from and where it
 * prints; answers its exit code (0 done, 1 failed, 2 usage). Written this way so that tests can call it without a new
 * process (about a CPU-second each through tsx), while one test still runs the real script.
 */
export type Command = (args: string[], env: NodeJS.ProcessEnv, out: CommandOutput) => Promise<number>;

/**
 * Runs a command line's `main` and exits with the code it answers (0 done, 1 failed, 2 usage). An error thrown is
 * printed as its message alone, for the operator: no stack trace for a database that cannot be reached.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

/** Runs `command` as the process's command line when `moduleUrl` (the script's `import.meta.url`) is what node ran. */
export function runAsMain(moduleUrl: string, command: Command): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  runCommand(() => command(process.argv.slice(2), process.env, console));
}
