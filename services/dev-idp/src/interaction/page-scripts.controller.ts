import { Controller, Get, Header } from '@nestjs/common';

/** The logout confirmation submits itself (the provider's form ends the session at both ends). */
const SUBMIT_LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

/**
 * Scripts of the provider's pages, served as files under the issuer's path: the site's
 * Content-Security-Policy runs no inline script.
 */
@Controller('scripts')
export class PageScriptsController {
  @Get('submit-logout.js')
  @Header('content-type', 'application/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  submitLogout(): string {
    return SUBMIT_LOGOUT_SCRIPT;
  }
}
