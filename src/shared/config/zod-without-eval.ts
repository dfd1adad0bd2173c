/**
 * Zod without `new Function`, which our CSP forbids: every browser module that parses with zod imports this first
 * (docs/decisions.md#zod-parses-without-eval).
 */
import { z } from 'zod/mini';

z.config({ jitless: true });
