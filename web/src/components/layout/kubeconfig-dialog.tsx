import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { KUBECONFIG_DOCS_URL } from '../../lib/links';
import { paths } from '../../app/paths';

/** The kubeconfig dialog of the user menu (shell document §2). */
export function KubeconfigDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Download and install kubeconfig"
      footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    >
      <ol className="list-decimal space-y-3 pl-5 text-sm text-gray-700">
        <li>
          <a href={paths.kubeconfig.href()} target="_blank" rel="noreferrer" className="text-blue-600 hover:underline">
            Download the kubeconfig file
          </a>
        </li>
        <li>
          Apply it with kubectl:
          <pre className="mt-1 overflow-x-auto rounded bg-gray-100 p-2 font-mono text-xs">
            kubectl --kubeconfig ./kubeconfig.yaml get canaries
          </pre>
        </li>
        <li>
          <a href={KUBECONFIG_DOCS_URL} target="_blank" rel="noreferrer" className="text-blue-600 hover:underline">
            Learn more
          </a>
        </li>
      </ol>
    </Dialog>
  );
}
