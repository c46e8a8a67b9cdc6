import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { CircleUser, Download, LogOut, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { fetchBackendVersion } from '../../api/about';
import { sharedKeys } from '../../api/keys';
import { useCurrentUser } from '../../api/use-current-user';
import { paths } from '../../app/paths';
import { signOut } from '../../api/sign-out';
import { FRONTEND_VERSION } from '../../lib/links';
import { KubeconfigDialog } from './kubeconfig-dialog';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none hover:bg-gray-100 focus:bg-gray-100';

/** Greeting, Your Profile, Download kubeconfig, version line and Sign out (shell document §2). */
export function UserMenu() {
  const { data: user } = useCurrentUser();
  const { data: backend } = useQuery({ queryKey: sharedKeys.about, queryFn: fetchBackendVersion, staleTime: Infinity });
  const [kubeconfigOpen, setKubeconfigOpen] = useState(false);
  const location = useLocation();
  return (
    <>
      <Menu.Root>
        <Menu.Trigger aria-label="User menu" className="rounded-md p-2 text-gray-600 hover:bg-gray-100">
          <CircleUser size={20} />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-56 rounded-md border border-gray-200 bg-white p-1 text-sm shadow-lg"
          >
            <div className="px-2 py-1.5 font-medium text-gray-900">Hi {user?.name ?? ''}</div>
            <Menu.Separator className="my-1 h-px bg-gray-200" />
            <Menu.Item asChild>
              <Link to={paths.profileSettings.href()} className={ITEM}>
                <User size={14} /> Your Profile
              </Link>
            </Menu.Item>
            <Menu.Item className={ITEM} onSelect={() => setKubeconfigOpen(true)}>
              <Download size={14} /> Download kubeconfig
            </Menu.Item>
            <Menu.Separator className="my-1 h-px bg-gray-200" />
            <div className="px-2 py-1 text-xs text-gray-500" data-testid="version-line">
              frontend {FRONTEND_VERSION}; backend {backend ?? 'NA'}
            </div>
            <Menu.Separator className="my-1 h-px bg-gray-200" />
            <Menu.Item className={ITEM} onSelect={() => void signOut(location.pathname + location.search)}>
              <LogOut size={14} /> Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <KubeconfigDialog open={kubeconfigOpen} onOpenChange={setKubeconfigOpen} />
    </>
  );
}
