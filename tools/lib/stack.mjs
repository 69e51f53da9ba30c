// Runs the whole product on one machine: every service from its built bundle,
// behind the gateway, on a migrated and seeded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import {
  ROOT,
  appDatabaseName,
  binOf,
  dropDatabase,
  dropRedisKeys,
  withDatabase,
  resolvePostgresServer,
  resolveRedis,
  redact,
} from './infra.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { spawnLower } from './spawn-lower.mjs';
import { vapidEnv } from './vapid-keys.mjs';
import topology from '@chefs/contracts/topology.json' with { type: 'json' };

/** The local Stripe stand-in (libs/server/stripe-stand-in): its port and fixed development keys. */
const STRIPE_STAND_IN_PORT = 12111;
const STRIPE_STAND_IN_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin_local_development',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin_local_development',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin_local_development',
};

/** Every app's default port: the one table in libs/shared/contracts (SERVICES there). */
const SERVICE_PORTS = topology.servicePorts;

function runToEnd(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${[cmd, ...args].join(' ')} exited with ${code}`)),
    );
    child.on('error', reject);
  });
}

async function waitFor(url, timeoutMs, isDead) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const dead = isDead();
    if (dead) throw new Error(dead);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * How much lower the worker's CPU priority is than every other service's (a niceness, added to
 * the stack's own). Its jobs (a booking's e-mails and pushes, reminders, maintenance) are
 * background work that may wait a moment; the requests of people on the site may not. On one
 * machine running everything, a burst of bookings had the worker send their notices at the same
 * priority as the bookings themselves: 1.2 to 1.7 ms of CPU per booking taken from the requests
 * while they ran (docs/performance.md, "The worker yields to requests"). At 10 it still has the
 * CPU whenever the requests leave some, so its queues drain as before on an idle machine. In
 * Kubernetes the worker is a pod of its own.
 */
export const WORKER_NICENESS = 10;

/** The name pidOf knows the mail catcher's process by (the SMTP relay's stand-in). */
export const MAIL_CATCHER = 'mail catcher';

/**
 * V8's heap for each service. Left alone, V8 sizes the heap from the machine (24 GB here), so under
 * load a service lets garbage pile up to 350-520 MB before collecting it (issue 12's bench).
 * An old-space cap, as a container's memory limit would give, keeps each BFF and the gateway near
 * 200 MB with the same throughput (docs/scale.md, "Memory"). The young generation of the services
 * that answer requests is V8's 64-bit default (16 MB semi-spaces): with 4 MB, as until the
 * forty-ninth session, they collected it four times as often, and a burst of bookings at 50
 * connections measured a p99 of 114 to 127 ms against 99 to 105 ms with 16 MB, three alternating
 * pairs (docs/performance.md, "A young generation for requests"); it costs at most 36 MB more a
 * service. The worker keeps the small one: nobody waits on its pauses. Its old-space cap is higher:
 * it holds the queue dashboard's and web-push's modules, 125 MB of heap at start (a 128 MB cap
 * crashed it); with 256 MB, sending a burst of 1,224 due reminders at start on the scale data
 * peaked at 172-182 MB against 239-261 MB uncapped, in the same 12 s.
 */
function heapFlags(service) {
  const worker = service === 'worker';
  return [`--max-semi-space-size=${worker ? 4 : 16}`, `--max-old-space-size=${worker ? 256 : 192}`];
}

/**
 * Starts the stack. Options: gatewayPort (8080), portOffset (0: services on 3001-3006),
 * database (name, "chefs"), build (true), seed (true), nodeEnv ('development'), log,
 * readyTimeoutMs (60 s per service to answer /healthz), dataDir (.data: the services' logs and
 * the caught mail; two stacks running at once each need their own), mailNiceness (0: the mail
 * catcher's CPU priority below the stack's; tools/lib/mail-catcher.mjs).
 */
export async function startStack(options = {}) {
  const {
    gatewayPort = Number(process.env.GATEWAY_PORT || 8080),
    portOffset = Number(process.env.PORT_OFFSET || 0),
    database = appDatabaseName(),
    build = true,
    seed = true,
    nodeEnv = 'development',
    log = (m) => console.log(m),
    quiet = false,
    readyTimeoutMs = 60_000,
    dataDir = path.join(ROOT, '.data'),
    mailNiceness = 0,
  } = options;
  const stops = [];
  /** The running process of each supervised service, by name (replaced on each restart). */
  const running = new Map();
  const restartTimers = new Set();
  // However this process ends (even killed while the stack still starts, before the caller
  // holds stop()), its services end with it instead of living on holding their ports.
  const killAll = () => {
    for (const c of running.values()) if (c.exitCode === null) c.kill('SIGKILL');
  };
  process.once('exit', killAll);
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const t of restartTimers) clearTimeout(t);
    const children = [...running.values()];
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all(
      children.map((c) =>
        c.exitCode === null
          ? new Promise((r) => {
              const t = setTimeout(() => {
                c.kill('SIGKILL');
                r();
              }, 5000);
              c.once('exit', () => {
                clearTimeout(t);
                r();
              });
            })
          : null,
      ),
    );
    for (const s of stops.reverse()) await s().catch(() => {});
    process.removeListener('exit', killAll);
  };

  try {
    const pgServer = await resolvePostgresServer(log);
    stops.push(pgServer.stop);
    const databaseUrl = withDatabase(pgServer.url, database);
    // The queues (and rate-limit counts) belong to one database as well as one stack: a job names
    // rows of the database whose outbox made it (a booking's id, a reminder's booking), so a stack
    // started on the same port over another database (`npm start` on chefs_scale after a run on
    // chefs) must not take the jobs the last one left in Redis. Two stacks running at once differ
    // by port. `npm start`'s is chefs-8080, as before.
    const queuePrefix = `${database}-${gatewayPort}`;
    const redisUrl = await resolveRedis();
    log(`Postgres: ${redact(databaseUrl)}   Redis: ${redisUrl}`);

    if (build) {
      log('Building every project (Nx caches what has not changed)...');
      await runToEnd(process.execPath, [binOf('nx'), 'run-many', '-t', 'build', '--output-style=static'], {
        env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
      });
    }
    log(seed ? 'Migrating and seeding the database...' : 'Migrating the database...');
    await runToEnd(
      process.execPath,
      [path.join(ROOT, 'libs/server/db/dist/cli.js'), seed ? 'migrate-and-seed' : 'migrate'],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl },
      },
    );

    const mailPort = 1025 + portOffset;
    const mail = await startMailCatcher({
      port: mailPort,
      webPort: 1080 + portOffset,
      dir: path.join(dataDir, 'mail'),
      log: (m) => !quiet && log(`[mail] ${m}`),
      niceness: mailNiceness,
    });
    stops.push(mail.close);

    const port = (name) => (name === 'gateway' ? gatewayPort : SERVICE_PORTS[name] + portOffset);
    const publicUrl = `http://localhost:${gatewayPort}`;
    const common = {
      ...process.env,
      NODE_ENV: nodeEnv,
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      // Postgres runs on this machine beside the services: a pool per service of twice its cores
      // (10 at most, the services' own default) keeps the connections working at once near what
      // the cores can run (docs/performance.md, "Fewer connections than requests").
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || String(Math.min(10, 2 * cpus().length)),
      REDIS_URL: redisUrl,
      OIDC_ISSUER: `${publicUrl}/oidc`,
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      // The admin dashboard links to the mail viewer in development only.
      ...(nodeEnv === 'development' ? { MAIL_VIEWER_URL: mail.webUrl } : {}),
      QUEUE_PREFIX: queuePrefix,
      // One web-push key pair for the worker (signs) and the gateway (hands the public key to browsers).
      ...vapidEnv({ log }),
    };
    const upstreams = {
      PUBLIC_BFF_URL: `http://127.0.0.1:${port('public-bff')}`,
      CUSTOMER_BFF_URL: `http://127.0.0.1:${port('customer-bff')}`,
      CHEF_BFF_URL: `http://127.0.0.1:${port('chef-bff')}`,
      ADMIN_BFF_URL: `http://127.0.0.1:${port('admin-bff')}`,
      DEV_IDP_URL: `http://127.0.0.1:${port('dev-idp')}`,
    };
    const logDir = path.join(dataDir, 'logs');
    fs.mkdirSync(logDir, { recursive: true });
    const deaths = [];

    // Supervision: until the stack is ready a crash fails the start (a broken build or config
    // would only crash again); after that a service that stops is started again, after 0.5 s,
    // doubling up to 30 s while it keeps crashing (back to 0.5 s once it ran a minute), and
    // each restart is logged. One crashed service no longer takes the product down.
    let supervising = false;
    const restarts = [];
    const launch = (name, main, env) => {
      if (!fs.existsSync(main))
        throw new Error(`${path.relative(ROOT, main)} is missing: the build did not produce it.`);
      const file = fs.createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
      const recent = [];
      let backoffMs = 500;
      const onLine = (line) => {
        file.write(line + '\n');
        recent.push(line);
        if (recent.length > 20) recent.shift();
        if (quiet) return;
        let level = 30;
        let msg = line;
        try {
          const j = JSON.parse(line);
          level = j.level ?? 30;
          msg = j.msg ?? line;
          if (j.err?.message) msg += `: ${j.err.message}`;
        } catch {
          level = 40;
        }
        if (level >= 40) log(`[${name}] ${msg}`);
      };
      const start = () => {
        const startedAt = Date.now();
        const node = [process.execPath, '--enable-source-maps', ...heapFlags(name), main];
        // The worker yields the CPU to the services that answer requests (WORKER_NICENESS).
        const child = spawnLower(
          node,
          name === 'worker' ? WORKER_NICENESS : 0,
          { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
          (error) => log(`[supervisor] could not lower the worker's CPU priority: ${error.message}`),
        );
        for (const stream of [child.stdout, child.stderr]) {
          let buf = '';
          stream.on('data', (d) => {
            buf += d;
            let i;
            while ((i = buf.indexOf('\n')) >= 0) {
              onLine(buf.slice(0, i));
              buf = buf.slice(i + 1);
            }
          });
        }
        child.on('exit', (code, signal) => {
          if (stopping) return file.end();
          const why = `${name} stopped (${signal ?? `exit code ${code}`}). Last lines of ${path.relative(ROOT, logDir)}/${name}.log:\n${recent.slice(-10).join('\n')}`;
          if (!supervising) {
            file.end();
            deaths.push(why);
            return;
          }
          if (Date.now() - startedAt > 60_000) backoffMs = 500;
          restarts.push({ name, code, signal, at: new Date().toISOString() });
          log(`[supervisor] ${why}\n[supervisor] restarting ${name} in ${backoffMs / 1000} s`);
          file.write(
            `[supervisor] ${name} stopped (${signal ?? `exit code ${code}`}); restarting in ${backoffMs} ms\n`,
          );
          const timer = setTimeout(() => {
            restartTimers.delete(timer);
            if (!stopping) start();
          }, backoffMs);
          restartTimers.add(timer);
          backoffMs = Math.min(backoffMs * 2, 30_000);
        });
        running.set(name, child);
      };
      start();
    };
    const isDead = () => deaths[0];

    // Payments: real Stripe when STRIPE_SECRET_KEY is set, else the local stand-in (docs/decisions.md
    // "Payment stand-in"), started first so the services find it, posting webhooks through the gateway.
    if (!process.env.STRIPE_SECRET_KEY?.trim()) {
      const stripePort = STRIPE_STAND_IN_PORT + portOffset;
      Object.assign(common, STRIPE_STAND_IN_KEYS, {
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
        STRIPE_JS_URL: `http://localhost:${stripePort}/v3/stripe.js`,
      });
      launch('stripe-stand-in', path.join(ROOT, 'libs/server/stripe-stand-in/dist/main.js'), {
        ...common,
        STRIPE_STAND_IN_HOST: '127.0.0.1',
        STRIPE_STAND_IN_PORT: String(stripePort),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/stripe/webhook`,
      });
      await waitFor(`http://127.0.0.1:${stripePort}/healthz`, 30_000, isDead);
      log(`Payments: local Stripe stand-in at http://localhost:${stripePort} (card 4242 4242 4242 4242 pays)`);
    }

    for (const name of Object.keys(SERVICE_PORTS)) {
      launch(name, path.join(ROOT, 'services', name, 'dist', 'main.js'), {
        ...common,
        PORT: String(port(name)),
        ...(name === 'gateway' ? { ...upstreams, STATIC_ROOT: ROOT } : {}),
      });
    }
    for (const name of Object.keys(SERVICE_PORTS)) {
      await waitFor(`http://127.0.0.1:${port(name)}/healthz`, readyTimeoutMs, isDead);
    }
    await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, readyTimeoutMs, isDead);
    supervising = true;
    return {
      url: publicUrl,
      /** The mail viewer (MailDev's web page) with every e-mail the worker sent. */
      mailViewerUrl: mail.webUrl,
      databaseUrl,
      redisUrl,
      queuePrefix,
      stop,
      /**
       * For a stack made for one run, after stop(): drops its database and its keys in Redis (its
       * jobs, delayed reminders among them, and its rate-limit counts).
       */
      async dropData() {
        // Both, whatever befalls either (an embedded Postgres is gone once the stack has stopped).
        const results = await Promise.allSettled([dropDatabase(databaseUrl), dropRedisKeys(redisUrl, queuePrefix)]);
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
      },
      deaths,
      /** Every restart so far: { name, code, signal, at }. */
      restarts,
      /** The process id of a service as it runs now (it changes when the service is restarted). */
      pidOf: (name) => (name === MAIL_CATCHER ? mail.pid : running.get(name)?.pid),
      /** Where a service listens (the gateway on gatewayPort). */
      portOf: port,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
