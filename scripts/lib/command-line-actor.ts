import { hostname, userInfo } from 'node:os';

/** The OS user running the command; a user with no passwd entry (some containers) by its uid. */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? `uid ${process.getuid?.() ?? '?'}`;
  }
}

/** Who the audit trail names for a command line's changes: the command line, the OS user and the host. */
export const COMMAND_LINE = { staffId: null, actor: `cli:${osUser()}`, ip: hostname() };
