import { Body, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { RateLimited } from '@chefs/server-core';
import { DEV_ACCOUNTS, authenticate } from '../accounts/accounts';
import { OIDC_PROVIDER } from '../provider/oidc-provider.token';
import { SCOPES } from '../provider/provider-config';
import { LoginDto } from './dto/login.dto';
import { WRONG_CREDENTIALS, errorPage, loginPage } from './pages';

/**
 * The provider's own pages: sign-in, and (never shown to the first-party client)
 * consent granted on the person's behalf. Mounted under the issuer's path.
 */
@Controller('interaction')
export class InteractionController {
  constructor(@Inject(OIDC_PROVIDER) private readonly provider: Provider) {}

  @Get(':uid')
  async show(@Param('uid') uid: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const details = await this.details(req, reply, uid);
    if (!details) return;
    if (details.prompt.name === 'login') {
      await this.html(reply, 200, loginPage({ action: this.loginAction(req, uid), accounts: DEV_ACCOUNTS }));
      return;
    }
    const grant = details.grantId ? await this.provider.Grant.find(details.grantId) : undefined;
    const consent =
      grant ??
      new this.provider.Grant({ accountId: details.session?.accountId, clientId: details.params.client_id as string });
    consent.addOIDCScope(SCOPES);
    await this.finish(req, reply, { consent: { grantId: await consent.save() } }, true);
  }

  @Post(':uid/login')
  @RateLimited('signIn')
  async login(
    @Param('uid') uid: string,
    @Body() form: LoginDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const details = await this.details(req, reply, uid);
    if (!details) return;
    const account = authenticate(form.email, form.password);
    if (!account) {
      await this.html(
        reply,
        200,
        loginPage({
          action: this.loginAction(req, uid),
          accounts: DEV_ACCOUNTS,
          email: form.email,
          error: WRONG_CREDENTIALS,
        }),
      );
      return;
    }
    await this.finish(req, reply, { login: { accountId: account.sub } }, false);
  }

  private loginAction(req: FastifyRequest, uid: string): string {
    const path = req.url.split('?')[0];
    return path.endsWith(`/${uid}/login`) ? path : `${path}/login`;
  }

  /** The pending interaction of this browser, or an error page when it is unknown or expired. */
  private async details(req: FastifyRequest, reply: FastifyReply, uid: string) {
    try {
      const details = await this.provider.interactionDetails(req.raw, reply.raw);
      if (details.uid === uid) return details;
    } catch {
      // no interaction cookie, or the interaction expired
    }
    await this.html(
      reply,
      400,
      errorPage({ error: 'This sign-in request has expired. Go back to the site and sign in again.' }),
    );
    return undefined;
  }

  private async finish(
    req: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
    merge: boolean,
  ): Promise<void> {
    const returnTo = await this.provider.interactionResult(req.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    });
    await reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  private async html(reply: FastifyReply, status: number, body: string): Promise<void> {
    await reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  }
}
