import { Loader2, Play } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useCurrentUser } from '../../../api/use-current-user';
import { Button } from '../../../components/ui/button';
import { useRunCheck } from '../api/run-check';
import type { CheckDetail } from '../api/types';
import { canRunCheck } from '../lib/can-run-check';

/**
 * Run Now (admin, editor, responder, commander), and the Edit link for canaries made in the UI or the source
 * otherwise (those are read-only here). The Playbooks menu and evidence button arrive with their issues.
 */
export function CheckDrawerFooter({
  checkId,
  canaryId,
  detail,
}: {
  checkId: string;
  canaryId?: string;
  detail?: CheckDetail | null;
}) {
  const { data: user } = useCurrentUser();
  const run = useRunCheck(checkId);
  const source = detail?.canaries?.source;
  const fromUi = !source || source === 'UI';
  return (
    <>
      {canaryId && fromUi && (
        <Link
          to={paths.settingsRow.href('canaries', canaryId)}
          className="mr-auto self-center text-sm text-blue-700 hover:underline"
        >
          Edit
        </Link>
      )}
      {!fromUi && source && (
        <span className="mr-auto self-center text-sm text-gray-600" title="Defined outside the UI; read-only here">
          {/^https?:\/\//.test(source) ? (
            <a href={source} target="_blank" rel="noreferrer" className="text-blue-700 hover:underline">
              Source
            </a>
          ) : (
            <>Source: {source}</>
          )}
        </span>
      )}
      {canRunCheck(user) && (
        <Button variant="primary" onClick={() => run.mutate()} disabled={run.isPending}>
          {run.isPending ? <Loader2 size={14} className="animate-spin" /> : <Play size={14} />}
          {run.isPending ? 'Running...' : 'Run Now'}
        </Button>
      )}
    </>
  );
}
