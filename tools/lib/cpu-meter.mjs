// CPU time spent during a window, per process of a started stack (tools/lib/stack.mjs), per
// Postgres backend grouped by the service that holds it (`application_name`), by Redis and by
// the calling process: where a request's CPU went, as `npm run bench` prints for the bookings.
// Reads /proc (Linux), so it sees Postgres and Redis only when they run on this machine; what it
// cannot see it leaves out, and where there is no /proc at all it measures nothing (null).
import fs from 'node:fs';
import pg from 'pg';
import Redis from 'ioredis';

/** Linux reports a process's CPU time in clock ticks of USER_HZ, 100 a second on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far in µs (user + system), or null when it is gone or not visible. */
export function processCpuMicros(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it follow its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Whether the process `pid` of this machine runs the program `name` (its /proc comm). */
const runs = (pid, name) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith(name);
  } catch {
    return false;
  }
};

/** This database's backends that run on this machine (a remote server's pids name nothing here). */
async function postgresBackends(client) {
  const { rows } = await client.query(
    `SELECT pid, coalesce(nullif(application_name, ''), 'unnamed') AS name
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return rows.filter((b) => runs(b.pid, 'postgres'));
}

async function redisPid(url) {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    await client.connect();
    const pid = Number(/process_id:(\d+)/.exec(await client.info('server'))?.[1]);
    return runs(pid, 'redis') ? pid : null;
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
}

/**
 * A meter for windows of the stack's work: `services` are its service names (their pids from
 * stack.pidOf). `begin()` marks the start of a window; `end()` answers { [part]: µs } since: each
 * service, `Postgres for <service>` (its backends; one opened during the window counted whole),
 * `Redis`, `this process`. Null when this machine has no /proc. `close()` when done.
 */
export async function cpuMeter({ stack, services }) {
  if (processCpuMicros(process.pid) === null) return null;
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  const redis = await redisPid(stack.redisUrl);
  let started;
  const snapshot = async () => {
    const parts = services.map((name) => [name, stack.pidOf(name)]).filter(([, pid]) => pid);
    if (redis) parts.push(['Redis', redis]);
    const own = process.cpuUsage();
    const processes = parts.map(([name, pid]) => ({ name, pid, cpu: processCpuMicros(pid) }));
    const backends = new Map((await postgresBackends(client)).map((b) => [b.pid, processCpuMicros(b.pid)]));
    return { own, processes, backends };
  };
  return {
    begin() {
      started = snapshot();
      return started;
    },
    async end() {
      const { own, processes, backends } = await started;
      const ownUsed = process.cpuUsage(own);
      const used = {};
      for (const { name, pid, cpu } of processes) {
        const now = processCpuMicros(pid);
        if (cpu !== null && now !== null) used[name] = now - cpu;
      }
      for (const { pid, name } of await postgresBackends(client)) {
        const now = processCpuMicros(pid);
        if (now === null) continue;
        const key = `Postgres for ${name}`;
        used[key] = (used[key] ?? 0) + now - (backends.get(pid) ?? 0);
      }
      used['this process'] = ownUsed.user + ownUsed.system;
      return used;
    },
    close: () => client.end(),
  };
}
