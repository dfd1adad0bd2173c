import type { CategoryId, ItemCategory } from '../../content/catalogs';

/** The items of one category tab; 'all' keeps everything. */
export function filterByCategory<T extends { category: ItemCategory }>(items: readonly T[], category: CategoryId): T[] {
  return category === 'all' ? [...items] : items.filter((item) => item.category === category);
}
