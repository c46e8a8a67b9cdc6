import * as Menu from '@radix-ui/react-dropdown-menu';
import { BookOpen, HelpCircle } from 'lucide-react';
import { DOCS_URL } from '../../lib/links';

export function HelpMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger aria-label="Help" className="rounded-md p-2 text-gray-600 hover:bg-gray-100">
        <HelpCircle size={18} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-gray-200 bg-white p-1 text-sm shadow-lg"
        >
          <Menu.Item asChild>
            <a
              href={DOCS_URL}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-2 rounded px-2 py-1.5 outline-none hover:bg-gray-100 focus:bg-gray-100"
            >
              <BookOpen size={14} /> Docs
            </a>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
