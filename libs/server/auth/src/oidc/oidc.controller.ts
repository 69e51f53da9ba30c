import { promisify } from 'node:util';
import { Controller, Get, Header, Inject, Logger, NotFoundException, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type { AuthUser } from '@chefs/contracts';
import { User, toAuthUser } from '@chefs/db';
import { APP_CONFIG, RateLimited, type AppConfig } from '@chefs/server-core';
import { Authenticated, CurrentUser, Public } from '../access/access.decorators';
import { sessionCookieName } from '../session/session-options';
import { type AuthRawRequest, type SessionUser, toSessionUser } from '../session/session-user';
import { OidcClient } from './oidc-client.service';
import { runStrategy } from './oidc-strategy';
import { safeReturnTo } from './return-to';
import { signInFailedPath } from './sign-in-failed';
import { UserSync } from './user-sync.service';

const NOT_READY = 'Sign-in is starting up. Please try again in a moment.';

/** Sign-in through the OpenID provider, sign-out at both ends, and who is signed in. */
@Controller('api')
export class OidcController {
  private readonly logger = new Logger('Oidc');

  constructor(
    private readonly oidc: OidcClient,
    private readonly users: UserSync,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig<'oidc'>,
  ) {}

  @Get('login')
  @Public()
  @RateLimited('signIn')
  async login(
    @Query('returnTo') returnTo: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const strategy = this.oidc.current();
    if (!strategy) return this.plain(reply, 503, NOT_READY);
    const req = request.raw as AuthRawRequest;
    if (!req.session) throw new Error('setupSession() was not called for this app');
    req.session.returnTo = safeReturnTo(returnTo);
    const outcome = await runStrategy(strategy, req);
    if (outcome.kind !== 'redirect') {
      this.logger.error(`sign-in could not start: ${describe(outcome)}`);
      return this.plain(reply, 503, NOT_READY);
    }
    await noStore(reply).redirect(outcome.url, 302);
  }

  @Get('callback')
  @Public()
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const req = request.raw as AuthRawRequest;
    const strategy = this.oidc.current();
    // Where sign-in was asked to return (GET /api/login): also says which sign-in page it began from.
    const returnTo = req.session?.returnTo;
    if (!strategy || !req.session) return this.failed(reply, 'provider not configured or no session', returnTo);
    req.query = request.query as Record<string, unknown>;
    const outcome = await runStrategy(strategy, req);
    if (outcome.kind !== 'success') return this.failed(reply, describe(outcome), returnTo);

    let user: User;
    try {
      user = await this.users.upsert(outcome.identity.sub, outcome.identity.claims);
    } catch (err) {
      return this.failed(reply, err instanceof Error ? err.message : String(err), returnTo);
    }
    // passport 0.7 regenerates the session id here (no fixation); what we keep is set again after.
    await promisify((done: (err?: unknown) => void) => req.login!(toSessionUser(user), done))();
    req.session.idToken = outcome.identity.idToken;
    await promisify(req.session.save.bind(req.session))();
    await noStore(reply).redirect(returnTo ?? '/', 302);
  }

  @Get('logout')
  @Public()
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const req = request.raw as AuthRawRequest;
    const session = req.session;
    if (!session?.passport?.user) {
      await noStore(reply).redirect('/', 302);
      return;
    }
    const idToken = session.idToken;
    await promisify(session.destroy.bind(session))();
    const secure = this.config.secureCookies ? '; Secure' : '';
    void reply.header(
      'set-cookie',
      `${sessionCookieName(this.config)}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`,
    );
    const endSession = this.oidc.endSessionEndpoint;
    if (!endSession) {
      await noStore(reply).redirect('/', 302);
      return;
    }
    const url = new URL(endSession);
    if (idToken) url.searchParams.set('id_token_hint', idToken);
    url.searchParams.set('client_id', this.config.oidc.clientId);
    url.searchParams.set('post_logout_redirect_uri', `${this.config.publicUrl}/`);
    await noStore(reply).redirect(url.href, 302);
  }

  @Get('auth/user')
  @Authenticated()
  @Header('cache-control', 'no-store')
  async user(@CurrentUser() current: SessionUser): Promise<AuthUser> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: current.id });
    if (!user) throw new NotFoundException();
    return toAuthUser(user);
  }

  /** Back to the sign-in page the attempt began from (the chef's or the customer's), saying it failed. */
  private async failed(reply: FastifyReply, reason: string, returnTo: string | undefined): Promise<void> {
    this.logger.warn(`sign-in failed: ${reason}`);
    await noStore(reply).redirect(signInFailedPath(returnTo), 302);
  }

  private async plain(reply: FastifyReply, status: number, message: string): Promise<void> {
    await noStore(reply).status(status).type('text/plain; charset=utf-8').send(message);
  }
}

const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

const describe = (outcome: Awaited<ReturnType<typeof runStrategy>>): string => {
  switch (outcome.kind) {
    case 'fail':
      return outcome.reason;
    case 'error':
      return outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    case 'redirect':
      return `unexpected redirect to ${outcome.url}`;
    case 'success':
      return 'signed in';
  }
};
