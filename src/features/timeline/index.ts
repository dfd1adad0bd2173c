/** What the timeline route takes besides the screen: its URL check (docs/architecture.md#layers). */
export { validateTimelineSearch } from './filter-events';
