/**
 * What the server's commands (db:seed, db:generate, db:backup, jobs:run-once) share: their own output (the
 * lint rule keeps console.log out of server code) and how they end.
 */
export const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Runs a command's `main`. A returned number is the exit code (the process exits at once, whatever handles are
 * still open); nothing returned lets the process end by itself. A failure prints its message and exits 1.
 */
export function runCommand(main: () => Promise<number | void>): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exit(code);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
