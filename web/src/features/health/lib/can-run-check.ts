import { can, type CurrentUser } from '../../../api/current-user';

/** Run Now on a check: admin, editor, responder, commander (shell document §6) — the `run` action. */
export function canRunCheck(user: CurrentUser | undefined): boolean {
  return can(user, 'canaries', 'run');
}
