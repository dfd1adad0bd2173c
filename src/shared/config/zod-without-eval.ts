/**
 * Zod 4 probes `new Function` to compile fast parsers; our Content-Security-Policy forbids eval, and the probe
 * alone reports a violation. Every module that parses with zod in the browser imports this first; the payloads
 * are small, so the slower parser costs nothing noticeable.
 */
import { z } from 'zod';

z.config({ jitless: true });
