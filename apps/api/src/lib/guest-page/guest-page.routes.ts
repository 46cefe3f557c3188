import type { FastifyInstance } from 'fastify';
import { paymentProviderOf } from '../../integrations/payments/payment-provider-registry.ts';
import { tipProvidersOf } from '../../modules/transactions/tip-providers.ts';
import type { ModuleOptions } from '../module.ts';
import type { GuestPageBuild } from './guest-page-build.ts';
import { createPageCache, type CachedPage } from './guest-page-cache.ts';
import { guestPageInput } from './guest-page-data.ts';
import { acceptedEncoding, encodedBody } from './guest-page-encoding.ts';
import { guestPageLanguage } from './guest-page-language.ts';
import { prepareGuestTemplate, styleAttributeSources, withStyleHash } from './guest-page-template.ts';

/** See guest-page-cache.ts for why pages are kept this long. */
export const GUEST_PAGE_TTL_MS = 5_000;
const MAX_CACHED_PAGES = 1_000;

class GuestPageFailure extends Error {
  constructor(
    readonly status: 500 | 503,
    cause: unknown,
  ) {
    super(status === 503 ? 'guest page data unavailable' : 'guest page rendering failed', { cause });
  }
}

// A plain page, no style or script, so the app's strict CSP applies as it is.
const failurePage = (status: number) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OpenTip</title></head><body><p>${
    status === 503
      ? 'This tip page is unavailable for a moment. Please try again.'
      : 'Something went wrong. Please try again.'
  }</p></body></html>`;

/**
 * GET (and HEAD) /tip-receiver-details/:payeeCode: the guest's tip page rendered on the server by
 * the web build's renderer, with the receiver's data inline and its stylesheet inline, so the first
 * paint needs nothing else. An unknown code is still the rendered page (it says so), with a 404.
 */
export async function guestPageRoutes(
  app: FastifyInstance,
  options: { deps: ModuleOptions['deps']; build: GuestPageBuild },
): Promise<void> {
  const { deps, build } = options;
  const template = prepareGuestTemplate(build.templateHtml, (href) => build.readStylesheet(href));
  const payments = paymentProviderOf(deps);
  const providers = tipProvidersOf(deps);
  const cache = createPageCache({
    ttlMs: GUEST_PAGE_TTL_MS,
    maxEntries: MAX_CACHED_PAGES,
    now: () => deps.now().getTime(),
  });
  // helmet writes the same policy on every request: each cached page rewrites it once.
  const policies = new WeakMap<CachedPage, { app: string; page: string }>();
  const pagePolicy = (page: CachedPage, appPolicy: string) => {
    let policy = policies.get(page);
    if (policy?.app !== appPolicy) {
      policy = {
        app: appPolicy,
        page: withStyleHash(appPolicy, template.styleSource, page.styleAttributeSources),
      };
      policies.set(page, policy);
    }
    return policy.page;
  };

  async function render(payeeCode: string, language: string): Promise<CachedPage> {
    const input = await guestPageInput({
      db: deps.db,
      config: deps.config,
      payments,
      providers,
      payeeCode,
      language,
      fullApp: build.fullApp,
    }).catch((error: unknown) => {
      throw new GuestPageFailure(503, error);
    });
    try {
      const output = await build.render(input);
      return {
        status: input.payee ? 200 : 404,
        html: template.fill(output),
        styleAttributeSources: styleAttributeSources(output.rootHtml),
      };
    } catch (error) {
      throw new GuestPageFailure(500, error);
    }
  }

  // A wildcard, not ":payeeCode": a parameter longer than the router's limit would skip this route.
  app.get<{ Params: { '*': string } }>('/tip-receiver-details/*', async (request, reply) => {
    const language = guestPageLanguage(request);
    const payeeCode = request.params['*'].replace(/\/$/, '');
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding');
    let page: CachedPage;
    try {
      // Logged where it is rendered: a refresh in the background has no reply to fail.
      const rendered = () =>
        render(payeeCode, language).catch((error: unknown) => {
          request.log.error({ err: error }, 'guest page failed');
          throw error;
        });
      page = await cache.get(`${payeeCode.toUpperCase()} ${language}`, rendered);
    } catch (error) {
      const status = error instanceof GuestPageFailure ? error.status : 500;
      return reply.code(status).send(failurePage(status));
    }
    const appPolicy = reply.getHeader('content-security-policy');
    if (typeof appPolicy === 'string') reply.header('content-security-policy', pagePolicy(page, appPolicy));
    reply.code(page.status);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(encodedBody(page, encoding));
  });
}
