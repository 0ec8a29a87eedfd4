import type { MoveResult } from './email-move.ts';
import { texts } from './texts.ts';

/** Server-rendered pages of the embedded provider: no external assets, inline CSS only (CSP allows it). */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
:root{color-scheme:light;--ink:#1d2433;--muted:#5b6478;--line:#d9deea;--brand:#3b5bdb;--brand-dark:#2f49b3;--bg:#f4f6fb;--error:#b42318;--error-bg:#fef3f2}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--ink);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;padding:24px}
main{width:100%;max-width:400px}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin-bottom:20px;font-weight:700;font-size:22px;letter-spacing:-.01em}
.brand svg{width:32px;height:32px}
.card{background:#fff;border:1px solid var(--line);border-radius:12px;padding:28px;box-shadow:0 1px 2px rgba(16,24,40,.06)}
h1{font-size:20px;margin:0 0 4px}
p.lead{margin:0 0 20px;color:var(--muted);font-size:15px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:#fff;color:var(--ink)}
input:focus{outline:2px solid var(--brand);outline-offset:1px;border-color:var(--brand)}
.hint{margin:6px 0 0;color:var(--muted);font-size:13px}
button{margin-top:22px;width:100%;font:inherit;font-weight:600;padding:11px 14px;border:0;border-radius:8px;background:var(--brand);color:#fff;cursor:pointer}
button:hover{background:var(--brand-dark)}
button:focus-visible{outline:2px solid var(--ink);outline-offset:2px}
.alert{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:var(--error-bg);color:var(--error);font-size:14px;border:1px solid #fecdca}
.notice{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#ecfdf3;color:#05603a;font-size:14px;border:1px solid #abefc6}
.switch{margin:20px 0 0;text-align:center;color:var(--muted);font-size:14px}
a{color:var(--brand);font-weight:600}
`;

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff"/></svg>`;

function page(title: string, body: string, headExtra = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${headExtra}
</head>
<body>
<main>
<div class="brand">${LOGO}<span>${texts.product}</span></div>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}

function notice(message: string | undefined): string {
  return message ? `<p class="notice" role="status">${escapeHtml(message)}</p>` : '';
}

function field(id: string, label: string, attributes: string, value = '', describedBy?: string): string {
  const described = describedBy ? ` aria-describedby="${describedBy}"` : '';
  return `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" ${attributes} value="${escapeHtml(value)}"${described}>`;
}

export interface InteractionPageState {
  mode: 'signin' | 'signup' | 'resend';
  /** Address of this interaction's page, e.g. /identity/interaction/<uid>. */
  pageUrl: string;
  email?: string;
  name?: string;
  error?: string;
  /** A message that is not an error (a link was sent). */
  notice?: string;
}

/** The sign-up-or-sign-in page: one form at a time, so each label names exactly one field. */
export function renderInteractionPage(state: InteractionPageState): string {
  const error = state.error ? 'form-error' : undefined;
  if (state.mode === 'resend') {
    return page(
      texts.resendTitle,
      `<h1>${texts.resendTitle}</h1>
<p class="lead">${texts.resendLead}</p>
${alert(state.error)}
<form method="post" action="${escapeHtml(state.pageUrl)}/resend" novalidate>
${field('email', texts.emailLabel, 'name="email" type="email" autocomplete="username" required autofocus maxlength="254"', state.email, error)}
<button type="submit">${texts.resendButton}</button>
</form>
<p class="switch"><a href="${escapeHtml(state.pageUrl)}">${texts.signInButton}</a></p>`,
    );
  }
  if (state.mode === 'signup') {
    return page(
      texts.signUpTitle,
      `<h1>${texts.signUpTitle}</h1>
<p class="lead">${texts.signUpLead}</p>
${alert(state.error)}
<form method="post" action="${escapeHtml(state.pageUrl)}/signup" novalidate>
${field('name', texts.nameLabel, 'name="name" type="text" autocomplete="name" required maxlength="120"', state.name, error)}
${field('email', texts.emailLabel, 'name="email" type="email" autocomplete="email" required maxlength="254"', state.email, error)}
${field('password', texts.passwordLabel, 'name="password" type="password" autocomplete="new-password" required', '', error ? `${error} password-hint` : 'password-hint')}
<p class="hint" id="password-hint">${texts.passwordHint}</p>
<button type="submit">${texts.createAccountButton}</button>
</form>
<p class="switch">${texts.haveAccount} <a href="${escapeHtml(state.pageUrl)}">${texts.signInButton}</a></p>`,
    );
  }
  return page(
    texts.signInTitle,
    `<h1>${texts.signInTitle}</h1>
<p class="lead">${texts.signInLead}</p>
${notice(state.notice)}${alert(state.error)}
<form method="post" action="${escapeHtml(state.pageUrl)}/login" novalidate>
${field('email', texts.emailLabel, 'name="email" type="email" autocomplete="username" required autofocus maxlength="254"', state.email, error)}
${field('password', texts.passwordLabel, 'name="password" type="password" autocomplete="current-password" required', '', error)}
<button type="submit">${texts.signInButton}</button>
</form>
<p class="switch">${texts.noAccountYet} <a href="${escapeHtml(state.pageUrl)}?mode=signup">${texts.createAccountButton}</a></p>
<p class="switch"><a href="${escapeHtml(state.pageUrl)}?mode=resend">${texts.resendLink}</a></p>`,
  );
}

/**
 * The RP-initiated logout page around oidc-provider's form (with its xsrf field). With a script nonce the form is
 * submitted by script, so the teacher returns to Teachkit without a click; that is only done when the request
 * proved it comes from the app (see provider.ts). Without one the page asks for the click.
 */
export function renderLogoutPage(form: string, scriptNonce?: string): string {
  const formWithLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const [title, lead] = scriptNonce ? [texts.signOutTitle, texts.signOutLead] : [texts.signOutConfirmTitle, texts.signOutConfirmLead];
  return page(
    title,
    `<h1>${title}</h1>
<p class="lead">${lead}</p>
${formWithLogout}
<button type="submit" form="op.logoutForm">${texts.signOutButton}</button>`,
    scriptNonce
      ? `\n<script nonce="${scriptNonce}">addEventListener('DOMContentLoaded',function(){document.getElementById('op.logoutForm').submit()})</script>`
      : '',
  );
}

export function renderEmailConfirmationPage(confirmed: boolean, homeUrl: string): string {
  const [title, lead] = confirmed ? [texts.emailConfirmedTitle, texts.emailConfirmedLead] : [texts.emailLinkInvalidTitle, texts.emailLinkInvalidLead];
  return page(
    title,
    `<h1>${title}</h1>
<p class="lead">${lead}</p>
<p class="switch"><a href="${escapeHtml(homeUrl)}">${texts.backToTeachkit}</a></p>`,
  );
}

/** The page a move link opens: the account moved, the address was taken meanwhile, or the link is spent. */
export function renderAccountMovePage(result: MoveResult, homeUrl: string): string {
  const [title, lead] =
    result.outcome === 'moved'
      ? [texts.accountMovedTitle, texts.accountMovedLead(result.email)]
      : result.outcome === 'taken'
        ? [texts.moveTakenTitle, texts.moveTakenLead(result.email)]
        : [texts.emailLinkInvalidTitle, texts.moveLinkInvalidLead];
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(lead)}</p>
<p class="switch"><a href="${escapeHtml(homeUrl)}">${texts.backToTeachkit}</a></p>`,
  );
}

export function renderSignedOutPage(loginUrl: string): string {
  return page(
    texts.signedOutTitle,
    `<h1>${texts.signedOutTitle}</h1>
<p class="lead">${texts.signedOutLead}</p>
<p class="switch"><a href="${escapeHtml(loginUrl)}">${texts.signInAgain}</a></p>`,
  );
}

export function renderErrorPage(homeUrl: string, message: string = texts.errorLead, code?: string): string {
  const detail = code ? `<p class="hint">Error code: ${escapeHtml(code)}</p>` : '';
  return page(
    texts.errorTitle,
    `<h1>${texts.errorTitle}</h1>
<p class="lead">${escapeHtml(message)}</p>
${detail}
<p class="switch"><a href="${escapeHtml(homeUrl)}">${texts.backToTeachkit}</a></p>`,
  );
}
