/**
 * What the local runtime needs to know about other processes on this machine: whether a pid from a
 * pid file is still the process it was (pids are reused), what its command line is, and how to stop
 * it. Linux reads /proc; other systems ask `ps`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const linux = process.platform === 'linux';

/**
 * Something that tells this process apart from a later one with the same pid (its start time), or
 * null when no such process runs (a zombie counts as gone).
 */
export function processIdentity(pid: number): string | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (linux) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (rest[0] === 'Z' || rest[0] === 'X') return null;
      return rest[19] ?? null; // field 22, starttime
    } catch {
      return null;
    }
  }
  try {
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return out || null;
  } catch {
    return null;
  }
}

/** The process's command line (arguments joined by spaces), or null when it does not run. */
export function commandLine(pid: number): string | null {
  if (processIdentity(pid) === null) return null;
  if (linux) {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      return null;
    }
  }
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/** Sends a signal to a process group (falling back to the process alone); false when nothing was there. */
export function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, signal);
      return true;
    } catch {
      // No such group (or process): try the next form.
    }
  }
  return false;
}

/** Stops a process (and its group): SIGTERM, then SIGKILL after `graceMs`; resolves once it is gone. */
export async function stopProcess(pid: number, identity: string, graceMs = 10_000): Promise<void> {
  const alive = () => processIdentity(pid) === identity;
  if (!alive()) return;
  signalGroup(pid, 'SIGTERM');
  const until = Date.now() + graceMs;
  while (alive() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  if (!alive()) return;
  signalGroup(pid, 'SIGKILL');
  const hardUntil = Date.now() + 5_000;
  while (alive() && Date.now() < hardUntil) await new Promise((r) => setTimeout(r, 50));
  if (alive()) throw new Error(`process ${pid} did not stop`);
}
