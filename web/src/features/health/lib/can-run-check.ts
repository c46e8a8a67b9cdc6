import type { CurrentUser } from '../../../api/current-user';

/** Run Now on a check: only admin, editor, responder, commander (shell document §6). */
const RUN_ROLES = ['admin', 'editor', 'responder', 'commander'];

export function canRunCheck(user: CurrentUser | undefined): boolean {
  return !!user?.roles.some((r) => RUN_ROLES.includes(r));
}
