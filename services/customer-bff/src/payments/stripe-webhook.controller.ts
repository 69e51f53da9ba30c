import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '@chefs/auth';
import { SignedBody } from '@chefs/server-core';
import { StripeWebhookService, type WebhookAck } from './stripe-webhook.service';

@Controller('api/stripe/webhook')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  /**
   * Stripe's signed events (verified against the raw bytes); 200 once handled or already
   * handled. Up to 1 MiB, as the gateway lets through (an event carries whole objects).
   */
  @Post()
  @Public()
  @SignedBody(1024 * 1024)
  @HttpCode(200)
  @ApiExcludeEndpoint()
  receive(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookAck> {
    return this.webhooks.handle(req.rawBody, signature);
  }
}
