import { useState, type ReactNode } from 'react';
import { CATEGORIES, type CategoryId, type ItemCategory } from '../../../content/catalogs';
import { Tabs } from '../../../shared/ui/tabs';
import { filterByCategory } from '../filter-by-category';

interface CatalogTabsProps<T extends { id: string; category: ItemCategory }> {
  label: string;
  items: readonly T[];
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}

/** The six category tabs over a catalogue, with the empty-tab message. */
export function CatalogTabs<T extends { id: string; category: ItemCategory }>({ label, items, emptyText, renderItem }: CatalogTabsProps<T>) {
  const [category, setCategory] = useState<CategoryId>('all');
  const visible = filterByCategory(items, category);
  return (
    <Tabs label={label} tabs={CATEGORIES} selected={category} onSelect={setCategory}>
      {visible.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className="grid plain-list">
          {visible.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </Tabs>
  );
}
