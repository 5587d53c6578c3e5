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
