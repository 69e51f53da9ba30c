// A program started at a lower CPU priority than this process: the stack's worker and the mail
// catcher (tools/lib/stack.mjs, tools/lib/mail-catcher.mjs).
import { spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';

/**
 * Spawns `argv` `niceness` steps below this process (0: as this process). Under `nice`, which execs
 * the program (same pid) with every thread it will make already at the lower priority; Windows has
 * no `nice`, so there the priority is set after the start, and `onFailure(error)` hears when it
 * could not be.
 */
export function spawnLower(argv, niceness, options, onFailure = () => {}) {
  const viaNice = niceness > 0 && process.platform !== 'win32';
  const [command, ...args] = viaNice ? ['nice', '-n', String(niceness), ...argv] : argv;
  const child = spawn(command, args, options);
  if (niceness > 0 && !viaNice && child.pid) {
    try {
      setPriority(child.pid, Math.min(19, getPriority() + niceness));
    } catch (error) {
      onFailure(error);
    }
  }
  return child;
}
