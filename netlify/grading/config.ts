/** Grading settings, read from the environment at request time so tests and deploys can change them. */
import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** https anywhere; plain http only to this machine (the fake model in tests, a local proxy). */
const baseUrl = z.url().refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}, 'OPENAI_BASE_URL must use https (plain http is allowed on loopback only).');

const envSchema = z.object({
  OPENAI_API_KEY: z.string().trim().min(1).optional(),
  OPENAI_BASE_URL: baseUrl.optional(),
  /** A model name is a short identifier; anything longer is a mistake, not a model. */
  OPENAI_MODEL: z.string().trim().min(1).max(64).default('gpt-5-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** The most a grading may write (reasoning included): the cost cap of one call. */
  OPENAI_MAX_COMPLETION_TOKENS: z.coerce.number().int().min(256).max(16_000).default(4_000),
  GRADING_DAILY_QUOTA: z.coerce.number().int().min(0).max(1_000).default(20),
  /** Gradings per UTC day over all accounts: the site's spend ceiling (docs/decisions.md#site-wide-daily-ceiling). */
  GRADING_DAILY_CEILING: z.coerce.number().int().min(0).max(1_000_000).default(2_000),
  /** Accounts younger than this many days are new: together they get at most GRADING_NEW_ACCOUNT_SHARE of the ceiling. */
  GRADING_NEW_ACCOUNT_DAYS: z.coerce.number().min(0).max(365).default(7),
  /** The percentage of the daily ceiling that new accounts share (docs/architecture.md#grading-limits). */
  GRADING_NEW_ACCOUNT_SHARE: z.coerce.number().min(0).max(100).default(20),
  /** Gradings per UTC day from one IP address over all its accounts (a school's network shares it). */
  GRADING_DAILY_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(200),
});

export interface GradingConfig {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
  maxCompletionTokens: number;
  dailyQuota: number;
  dailyCeiling: number;
  newAccountMs: number;
  /** Gradings a day that new accounts share: a part of dailyCeiling. */
  newAccountCeiling: number;
  dailyPerIp: number;
}

export function readGradingConfig(env: Record<string, string | undefined> = process.env): GradingConfig {
  const blankToUndefined = (value: string | undefined) => (value && value.trim() ? value : undefined);
  const parsed = envSchema.parse({
    OPENAI_API_KEY: blankToUndefined(env.OPENAI_API_KEY),
    OPENAI_BASE_URL: blankToUndefined(env.OPENAI_BASE_URL),
    OPENAI_MODEL: blankToUndefined(env.OPENAI_MODEL),
    OPENAI_TIMEOUT_MS: blankToUndefined(env.OPENAI_TIMEOUT_MS),
    OPENAI_MAX_COMPLETION_TOKENS: blankToUndefined(env.OPENAI_MAX_COMPLETION_TOKENS),
    GRADING_DAILY_QUOTA: blankToUndefined(env.GRADING_DAILY_QUOTA),
    GRADING_DAILY_CEILING: blankToUndefined(env.GRADING_DAILY_CEILING),
    GRADING_NEW_ACCOUNT_DAYS: blankToUndefined(env.GRADING_NEW_ACCOUNT_DAYS),
    GRADING_NEW_ACCOUNT_SHARE: blankToUndefined(env.GRADING_NEW_ACCOUNT_SHARE),
    GRADING_DAILY_PER_IP: blankToUndefined(env.GRADING_DAILY_PER_IP),
  });
  return {
    apiKey: parsed.OPENAI_API_KEY,
    baseURL: parsed.OPENAI_BASE_URL,
    model: parsed.OPENAI_MODEL,
    timeoutMs: parsed.OPENAI_TIMEOUT_MS,
    maxCompletionTokens: parsed.OPENAI_MAX_COMPLETION_TOKENS,
    dailyQuota: parsed.GRADING_DAILY_QUOTA,
    dailyCeiling: parsed.GRADING_DAILY_CEILING,
    newAccountMs: parsed.GRADING_NEW_ACCOUNT_DAYS * 86_400_000,
    newAccountCeiling: Math.floor((parsed.GRADING_DAILY_CEILING * parsed.GRADING_NEW_ACCOUNT_SHARE) / 100),
    dailyPerIp: parsed.GRADING_DAILY_PER_IP,
  };
}

/** `ready`, or the name of the variable grading lacks or has wrong (GET /api/health; never a value). */
export function gradingStatus(env: Record<string, string | undefined> = process.env): string {
  try {
    if (!readGradingConfig(env).apiKey) return 'OPENAI_API_KEY';
  } catch (error) {
    const issue = error instanceof z.ZodError ? error.issues[0]?.path[0] : undefined;
    return typeof issue === 'string' ? issue : 'OPENAI_API_KEY';
  }
  return 'ready';
}

/**
 * `reasoning_effort` for models that take it (the o-series and the gpt-5 family, except their chat and pro
 * variants), undefined for the rest: those answer 400 to a parameter they do not know.
 */
export function reasoningEffortFor(model: string): 'low' | undefined {
  const name = model.toLowerCase().replace(/^openai\//, '');
  if (!/^(o\d|gpt-5)/.test(name)) return undefined;
  if (/(^|-)(chat|pro)(-|$)/.test(name)) return undefined;
  return 'low';
}
