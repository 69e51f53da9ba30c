import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type Strategy from 'passport-openidconnect';
import { APP_CONFIG, type AppConfig } from '@chefs/server-core';
import { type ProviderMetadata, createOidcStrategy } from './oidc-strategy';
import { routeProviderUrls } from './provider-urls';

const DISCOVERY_DEADLINE_MS = 60_000;
const RETRY_EVERY_MS = 2_000;

/**
 * The sign-in client. passport-openidconnect has no discovery: at start-up the provider's
 * metadata is fetched (retrying for up to a minute, as the provider may be starting too)
 * and the strategy is built from it. Until then sign-in answers 503.
 */
@Injectable()
export class OidcClient implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Oidc');
  private strategy?: Strategy;
  private metadata?: ProviderMetadata;
  private discovering?: Promise<void>;
  private readonly stop = new AbortController();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig<'oidc'>) {}

  onApplicationBootstrap(): void {
    this.configure();
  }

  onModuleDestroy(): void {
    this.stop.abort();
  }

  get ready(): boolean {
    return this.strategy !== undefined;
  }

  /** The strategy, or undefined while the provider is unknown (a new discovery round then starts). */
  current(): Strategy | undefined {
    if (!this.strategy) this.configure();
    return this.strategy;
  }

  get endSessionEndpoint(): string | undefined {
    return this.metadata?.end_session_endpoint;
  }

  /** Starts a discovery round unless one is running. */
  configure(): void {
    this.discovering ??= this.discover().finally(() => {
      this.discovering = undefined;
    });
  }

  private async discover(): Promise<void> {
    const url = `${this.config.oidc.internalUrl ?? this.config.oidc.issuer}/.well-known/openid-configuration`;
    const deadline = Date.now() + DISCOVERY_DEADLINE_MS;
    for (let attempt = 1; !this.stop.signal.aborted; attempt++) {
      try {
        this.useMetadata(await this.fetchMetadata(url));
        this.logger.log(`sign-in ready: provider ${this.config.oidc.issuer}`);
        return;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        if (Date.now() + RETRY_EVERY_MS > deadline) {
          this.logger.error(
            `OIDC discovery failed for ${url} (attempt ${attempt}): ${reason}. Giving up; /api/login answers 503 and retries on its next call.`,
          );
          return;
        }
        this.logger.warn(
          `OIDC discovery failed for ${url} (attempt ${attempt}): ${reason}. Retrying in ${RETRY_EVERY_MS / 1000} s.`,
        );
        await sleep(RETRY_EVERY_MS, this.stop.signal);
      }
    }
  }

  private async fetchMetadata(url: string): Promise<ProviderMetadata> {
    const res = await fetch(url, { signal: AbortSignal.any([AbortSignal.timeout(5000), this.stop.signal]) }).catch(
      (err: Error) => {
        const code = (err.cause as { code?: string } | undefined)?.code;
        throw new Error(code ? `${err.message} (${code})` : err.message);
      },
    );
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const metadata = (await res.json()) as Partial<ProviderMetadata>;
    for (const key of ['issuer', 'authorization_endpoint', 'token_endpoint', 'userinfo_endpoint'] as const) {
      if (typeof metadata[key] !== 'string') throw new Error(`metadata has no ${key}`);
    }
    if (metadata.issuer !== this.config.oidc.issuer)
      throw new Error(`metadata names issuer ${metadata.issuer}, expected ${this.config.oidc.issuer}`);
    return metadata as ProviderMetadata;
  }

  private useMetadata(published: ProviderMetadata): void {
    const metadata = routeProviderUrls(published, this.config.oidc.issuer, this.config.oidc.internalUrl);
    this.metadata = metadata;
    this.strategy = createOidcStrategy(metadata, {
      clientId: this.config.oidc.clientId,
      clientSecret: this.config.oidc.clientSecret,
      callbackURL: `${this.config.publicUrl}/api/callback`,
    });
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
