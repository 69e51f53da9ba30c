import type { DevAccount } from '../accounts/accounts';
import { esc, page } from './html';

export const WRONG_CREDENTIALS = 'Wrong email or password.';

export interface LoginPageInput {
  action: string;
  accounts: readonly DevAccount[];
  email?: string;
  error?: string;
}

/** The sign-in form, with the demo accounts as a hint. */
export function loginPage({ action, accounts, email = '', error }: LoginPageInput): string {
  const hint = accounts.map((a) => `<li><code>${esc(a.email)}</code> (${esc(a.firstName)})</li>`).join('');
  return page(
    'Sign in - Atlanta Private Chefs',
    `<h1>Sign in</h1>
<p class="lead">Atlanta Private Chefs development sign-in.</p>
${error ? `<p class="error" role="alert" id="login-error">${esc(error)}</p>` : ''}
<form method="post" action="${esc(action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${esc(email)}"${error ? ' aria-describedby="login-error" aria-invalid="true"' : ''}${email ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<section class="hint" aria-label="Demo accounts">
  Demo accounts (password <code>demo1234</code>):
  <ul>${hint}</ul>
</section>`,
  );
}

/**
 * The logout confirmation: submits itself with `scriptUrl` (a file: the site's CSP runs no
 * inline script), with a button for browsers without script.
 */
export function logoutPage(form: string, scriptUrl: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>',
  );
  return page(
    'Signing out - Atlanta Private Chefs',
    `<h1>Signing out…</h1>
<p class="lead">One moment.</p>
${confirmed}
<script src="${esc(scriptUrl)}" defer></script>`,
  );
}

export function signedOutPage(): string {
  return page('Signed out - Atlanta Private Chefs', '<h1>Signed out</h1><p class="lead">You can close this page.</p>');
}

export function errorPage(out: Record<string, string | undefined>): string {
  const details = Object.entries(out)
    .map(([k, v]) => `<li><strong>${esc(k)}</strong>: ${esc(v)}</li>`)
    .join('');
  return page(
    'Sign-in problem - Atlanta Private Chefs',
    `<h1>Something went wrong</h1><p class="lead">The sign-in request could not be completed.</p><ul>${details}</ul>`,
  );
}
