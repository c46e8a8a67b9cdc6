import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Underlined tabs (Radix: keyboard navigation and aria). */
export function Tabs({
  items,
  value,
  onValueChange,
}: {
  items: TabItem[];
  value: string;
  onValueChange: (v: string) => void;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className="flex min-h-0 flex-col">
      <RadixTabs.List className="flex gap-1 border-b border-gray-200 px-4">
        {items.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-gray-600 hover:text-gray-900 data-[state=active]:border-blue-600 data-[state=active]:text-blue-700"
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value} className="min-h-0 flex-1 p-4">
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
