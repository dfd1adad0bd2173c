/**
 * Zod 4 probes `new Function` to compile fast parsers; our Content-Security-Policy forbids eval, and the probe
 * alone reports a violation. Every module that parses with zod in the browser imports this first; the payloads
 * are small, so the slower parser costs nothing noticeable. The setting is global to zod's core, so it holds for
 * `zod` and `zod/mini` alike; importing it from `zod/mini` keeps it small in screens that use only the mini API.
 */
import { z } from 'zod/mini';

z.config({ jitless: true });
