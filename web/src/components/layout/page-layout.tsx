import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header';

export interface PageLayoutProps extends PageHeaderProps {
  children?: ReactNode;
  /** Rendered above the content, e.g. a breadcrumb or tabs. */
  subheader?: ReactNode;
}

/** The frame of every page: header on top, scrolling content below. */
export function PageLayout({ children, subheader, ...header }: PageLayoutProps) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <PageHeader {...header} />
      {subheader}
      <main className="min-h-0 flex-1 overflow-auto">{children}</main>
    </div>
  );
}
