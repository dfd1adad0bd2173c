/** What the MCQ routes take besides screens: the results URL check (docs/architecture.md#layers). */
export { validateResultsSearch } from './results-search';
