/**
 * Zod 4 probes `new Function`, which our CSP forbids (the probe alone reports a violation): every browser module
 * that parses with zod imports this first. The setting is global, so `zod/mini` holds it for `zod` too.
 */
import { z } from 'zod/mini';

z.config({ jitless: true });
