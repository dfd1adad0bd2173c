import type { McqSet } from './schema';

export const mcqSetsPart1: McqSet[] = [];
