import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config';

/**
 * One JSON line per event on stdout, every line naming the service. Lines are gathered into
 * writes of about 4 KB (pino's own destination, `minLength`) instead of a system call each, and
 * whatever is gathered goes out at least every quarter second and when the process exits, a crash
 * included (the 'exit' event); only a SIGKILL can lose the last quarter second. A service at info
 * level logs every request, and one write per line cost it a tenth of its throughput
 * (docs/performance.md, "Request logs").
 */
export function createLogger(config: Pick<AppConfig, 'serviceName' | 'logLevel'>): Logger {
  const level = config.logLevel ?? 'info';
  return pino(
    {
      level,
      base: { service: config.serviceName },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    level === 'silent' ? undefined : bufferedStdout(),
  );
}

/** How many bytes of log lines are gathered before a write, and how long at most they wait. */
const LOG_BUFFER = { bytes: 4096, flushMs: 250 } as const;

let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * The process's one buffered stdout, shared by its loggers (an app's, and any other made in the
 * same process) so that their lines keep their order and the exit hook is added once.
 */
function bufferedStdout(): ReturnType<typeof pino.destination> {
  if (stdout) return stdout;
  // sonic-boom's own unref'd timer (periodicFlush); pino adds no exit hook to a sync destination.
  const dest = pino.destination({
    dest: 1,
    sync: true,
    minLength: LOG_BUFFER.bytes,
    periodicFlush: LOG_BUFFER.flushMs,
  });
  process.once('exit', () => dest.flushSync());
  stdout = dest;
  return dest;
}

/** Start-up chatter of Nest (module and route listings) is kept for debug level. */
const QUIET_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's LoggerService over pino: `Logger` of @nestjs/common writes JSON lines too. */
export class PinoLoggerService implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = lastString(params);
    this.write(context && QUIET_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const rest = [...params];
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    // Nest passes the stack as the parameter before the context.
    if (level === 'error' && typeof rest[0] === 'string') fields.stack = rest.shift();
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...(message as Record<string, unknown>) });
    } else {
      this.logger[level](fields, String(message));
    }
  }
}

function lastString(params: unknown[]): string | undefined {
  const last = params[params.length - 1];
  return typeof last === 'string' ? last : undefined;
}
