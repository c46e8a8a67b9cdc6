import { EmptyState } from '../../components/ui/feedback';

export function NotFoundBody() {
  return <EmptyState>No resources found</EmptyState>;
}
