/** Server-side grading settings, read from the environment at request time (so tests and deploys can change them). */
import { z } from 'zod';

const envSchema = z.object({
  OPENAI_API_KEY: z.string().trim().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-5-mini'),
  /** Per-attempt timeout; 20 s unless a test shortens it. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
});

export interface GradingConfig {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
}

export function readGradingConfig(env: Record<string, string | undefined> = process.env): GradingConfig {
  const blankToUndefined = (value: string | undefined) => (value && value.trim() ? value : undefined);
  const parsed = envSchema.parse({
    OPENAI_API_KEY: blankToUndefined(env.OPENAI_API_KEY),
    OPENAI_BASE_URL: blankToUndefined(env.OPENAI_BASE_URL),
    OPENAI_MODEL: blankToUndefined(env.OPENAI_MODEL),
    OPENAI_TIMEOUT_MS: blankToUndefined(env.OPENAI_TIMEOUT_MS),
  });
  return { apiKey: parsed.OPENAI_API_KEY, baseURL: parsed.OPENAI_BASE_URL, model: parsed.OPENAI_MODEL, timeoutMs: parsed.OPENAI_TIMEOUT_MS };
}
