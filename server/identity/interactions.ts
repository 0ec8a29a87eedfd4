import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { checkEmail } from '../domain/email-address.ts';
import { EmailTakenError, type AccountRepository, type AccountRow } from './accounts.ts';
import type { EmailVerification } from './email-verification.ts';
import { sendIdentityPage } from './html-reply.ts';
import { renderErrorPage, renderInteractionPage, type InteractionPageState } from './pages.ts';
import { passwordProblem } from './passwords.ts';
import { describeWait } from './sign-in-backoff.ts';
import { texts } from './texts.ts';

export interface InteractionRouteOptions {
  provider: Provider;
  accounts: AccountRepository;
  emailVerification: EmailVerification;
  /** Origins of the app (and of these pages): form posts must come from one of them. */
  appOrigins: string[];
  basePath: string;
  home: string;
}

type Params = { uid: string };
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Sign-in and sign-up attempts per client address and minute: enough for a staff room behind one NAT. */
const ATTEMPTS_PER_MINUTE = 60;
const NAME_MAX = 120;
type Form = Record<string, string | string[] | undefined>;

function text(form: unknown, name: string): string {
  const value = (form as Form | undefined)?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The sign-up-or-sign-in page and its two form posts, between oidc-provider's authorize and resume steps. */
export function interactionRoutes(options: InteractionRouteOptions): FastifyPluginAsync {
  const { provider, accounts, emailVerification, basePath, home } = options;
  const appOrigins = new Set(options.appOrigins);
  const sendHtml = (reply: FastifyReply, status: number, html: string) => sendIdentityPage(reply, status, html, options.appOrigins);

  function renderForm(reply: FastifyReply, status: number, state: Omit<InteractionPageState, 'pageUrl'> & { uid: string }) {
    const { uid, ...rest } = state;
    return sendHtml(reply, status, renderInteractionPage({ ...rest, pageUrl: `${basePath}/interaction/${uid}` }));
  }

  /** The pending interaction, or an error page when its cookie is gone, expired, or belongs to another uid. */
  async function pendingInteraction(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'SessionNotFound')) throw error;
    }
    await sendHtml(reply, 400, renderErrorPage(home, texts.sessionExpired));
    return undefined;
  }

  /** Form posts must come from a page of ours: the interaction cookie binds the browser, this binds the page. */
  function fromOurPage(request: FastifyRequest): boolean {
    const claimed = request.headers.origin ?? request.headers.referer;
    if (!claimed || claimed === 'null') return false;
    const url = URL.parse(claimed);
    return !!url && appOrigins.has(url.origin);
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  }

  /**
   * Consent is implied for the first-party app and loadExistingGrant normally grants it up front; should the policy
   * still ask (a `claims` request, say), grant what it reports missing instead of showing a consent page.
   */
  async function grantConsent(interaction: Interaction, accountId: string): Promise<InteractionResults> {
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    return { consent: { grantId: await grant.save() } };
  }

  function sendInBackground(request: FastifyRequest, account: AccountRow) {
    void emailVerification.send(account).catch((error: unknown) => request.log.error({ err: error }, 'sending the email confirmation link failed'));
  }

  return async (app) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    await app.register(rateLimit, { global: false });
    const limited = { config: { rateLimit: { max: ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } } };

    app.addHook<{ Params: Params }>('preHandler', async (request, reply) => {
      if (request.method === 'POST' && !fromOurPage(request)) {
        await sendHtml(reply, 403, renderErrorPage(home));
      }
    });

    app.get<{ Params: Params; Querystring: { mode?: string } }>('/interaction/:uid', async (request, reply) => {
      const details = await pendingInteraction(request, reply);
      if (!details) return reply;
      const accountId = details.session?.accountId;
      if (details.prompt.name === 'consent' && accountId) return finish(request, reply, await grantConsent(details, accountId));
      const mode = request.query.mode === 'signup' || request.query.mode === 'resend' ? request.query.mode : 'signin';
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return renderForm(reply, 200, { uid: details.uid, mode, email: hint });
    });

    app.post<{ Params: Params }>('/interaction/:uid/login', limited, async (request, reply) => {
      const details = await pendingInteraction(request, reply);
      if (!details) return reply;
      const email = text(request.body, 'email').trim();
      const password = text(request.body, 'password');
      const result = email && password ? await accounts.authenticate(email, password) : ({ outcome: 'wrong' } as const);
      if (result.outcome === 'locked') {
        const error = texts.signInLocked.replace('{wait}', describeWait(result.retryAfterSeconds));
        reply.header('retry-after', String(Math.ceil(result.retryAfterSeconds)));
        return renderForm(reply, 429, { uid: details.uid, mode: 'signin', email, error });
      }
      if (result.outcome === 'wrong') return renderForm(reply, 401, { uid: details.uid, mode: 'signin', email, error: texts.wrongCredentials });
      return finish(request, reply, { login: { accountId: result.account.id } });
    });

    /** A fresh confirmation link; the answer is the same whether or not the address has an account. */
    app.post<{ Params: Params }>('/interaction/:uid/resend', limited, async (request, reply) => {
      const details = await pendingInteraction(request, reply);
      if (!details) return reply;
      const email = text(request.body, 'email').trim();
      const checked = checkEmail(email);
      if (!checked.ok) return renderForm(reply, 400, { uid: details.uid, mode: 'resend', email, error: checked.message });
      const account = await accounts.findByEmail(checked.email);
      // Not awaited: the time the mail server takes must not tell whether the address has an account.
      if (account) sendInBackground(request, account);
      return renderForm(reply, 200, { uid: details.uid, mode: 'signin', email, notice: texts.resendDone });
    });

    app.post<{ Params: Params }>('/interaction/:uid/signup', limited, async (request, reply) => {
      const details = await pendingInteraction(request, reply);
      if (!details) return reply;
      const name = text(request.body, 'name').trim().slice(0, NAME_MAX);
      const email = text(request.body, 'email').trim();
      const password = text(request.body, 'password');
      const checked = checkEmail(email);
      const weakness = passwordProblem(password, { name, email });
      const problem = !name ? texts.nameMissing : !checked.ok ? checked.message : weakness;
      const again = (status: number, error: string) => renderForm(reply, status, { uid: details.uid, mode: 'signup', name, email, error });
      if (problem || !checked.ok) return again(400, problem ?? texts.emailInvalid);
      try {
        const account = await accounts.create({ name, email: checked.email, password });
        // The link goes out beside the sign-in; a slow or failing mail server must not hold the teacher up.
        sendInBackground(request, account);
        return finish(request, reply, { login: { accountId: account.id } });
      } catch (error) {
        if (error instanceof EmailTakenError) return again(409, texts.emailTaken);
        throw error;
      }
    });
  };
}
