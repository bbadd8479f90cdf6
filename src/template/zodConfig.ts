/**
 * Zod without its compiled parsers. Zod builds fast object parsers with
 * `new Function`, first trying whether eval is allowed; under the site's
 * Content-Security-Policy (no 'unsafe-eval') that try is a reported violation.
 * Schemas read the setting when they are created: every module that defines
 * one imports this module first.
 */
import * as z from "zod/mini";

z.config({ jitless: true });
