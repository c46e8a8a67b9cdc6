import { ChevronDown, ChevronRight, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { can, isViewer } from '../../api/current-user';
import { useCurrentUser } from '../../api/use-current-user';
import { useFeatureFlags } from '../../api/use-feature-flags';
import { cn } from '../../lib/cn';
import { MAIN_ITEMS, SETTINGS_ICON, SETTINGS_ITEMS, type SidebarItem } from './sidebar-items';

function Entry({ item, collapsed }: { item: SidebarItem; collapsed: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      title={collapsed ? item.label : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm',
          isActive ? 'bg-blue-50 font-medium text-blue-700' : 'text-gray-700 hover:bg-gray-100',
        )
      }
    >
      <Icon size={18} className="shrink-0" />
      {!collapsed && <span className="truncate">{item.label}</span>}
    </NavLink>
  );
}

/** Collapsible sidebar: w-56 expanded, w-14 collapsed (shell document §2). */
export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { data: user } = useCurrentUser();
  const flags = useFeatureFlags();
  const location = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(location.pathname.startsWith('/settings'));
  const visible = (i: SidebarItem) => flags.isEnabled(i.feature) && (!i.object || can(user, i.object, 'read'));
  const showSettings = !isViewer(user);
  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={cn(
        'flex h-full shrink-0 flex-col border-r border-gray-200 bg-white transition-[width]',
        collapsed ? 'w-14' : 'w-56',
      )}
    >
      <div className="flex h-14 items-center gap-2 border-b border-gray-200 px-3">
        <Link to="/" className="flex items-center gap-2 font-semibold text-blue-700" aria-label="Opsdeck home">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          {!collapsed && <span>Opsdeck</span>}
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-2">
        {MAIN_ITEMS.filter(visible).map((i) => (
          <Entry key={i.to} item={i} collapsed={collapsed} />
        ))}
        {showSettings && (
          <div className="mt-2">
            <button
              type="button"
              onClick={() => setSettingsOpen((o) => !o)}
              aria-expanded={settingsOpen}
              className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-gray-100"
              title={collapsed ? 'Settings' : undefined}
            >
              <SETTINGS_ICON size={18} className="shrink-0" />
              {!collapsed && <span className="flex-1 text-left">Settings</span>}
              {!collapsed && (settingsOpen ? <ChevronDown size={14} /> : <ChevronRight size={14} />)}
            </button>
            {settingsOpen && (
              <div className={cn(!collapsed && 'ml-3 border-l border-gray-200 pl-1')}>
                {SETTINGS_ITEMS.filter(visible).map((i) => (
                  <Entry key={i.to} item={i} collapsed={collapsed} />
                ))}
              </div>
            )}
          </div>
        )}
      </nav>
      <button
        type="button"
        onClick={onToggle}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        className="flex items-center justify-center border-t border-gray-200 p-3 text-gray-500 hover:bg-gray-100"
      >
        {collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
      </button>
    </aside>
  );
}
