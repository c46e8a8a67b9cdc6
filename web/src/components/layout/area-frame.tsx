import type { ReactNode } from 'react';
import { PageLayout } from './page-layout';

/**
 * The frame of an area whose own issue has not landed yet: header and (optionally) its navigation, no data.
 * Each area's issue replaces the body.
 */
export function AreaFrame({ title, extra, subheader }: { title: ReactNode; extra?: ReactNode; subheader?: ReactNode }) {
  return <PageLayout title={title} extra={extra} subheader={subheader} />;
}
