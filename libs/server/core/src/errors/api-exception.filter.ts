import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toApiErrorBody } from './api-error-body';

/** The one exception filter of every app: DomainError and HttpException to ApiErrorBody. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toApiErrorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
