import { Logger } from '@nestjs/common';

type Next = (err?: unknown) => void;
type Middleware<Req, Res> = (req: Req, res: Res, next: Next) => void;

const logger = new Logger('Session');

/**
 * `middleware` with its `next` passed on once per request. express-session reports a failed
 * save or touch of the session (the database gone) by calling `next(err)` again after the
 * answer was sent. Express ignores that; Fastify's middleware runner has released the request
 * by then and the second call threw outside any handler, ending the process (issue 10: a BFF
 * died when Postgres stopped under load). A later call is logged instead.
 */
export function nextOnce<Req, Res>(middleware: Middleware<Req, Res>): Middleware<Req, Res> {
  return (req, res, next) => {
    let passed = false;
    middleware(req, res, (err?: unknown) => {
      if (!passed) {
        passed = true;
        next(err);
        return;
      }
      if (err instanceof Error) logger.warn(`session not stored after the answer: ${err.message}`);
      else if (err) logger.warn('session not stored after the answer');
    });
  };
}
