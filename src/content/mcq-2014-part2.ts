import type { McqSet } from './schema';

export const mcqSetsPart2: McqSet[] = [];
