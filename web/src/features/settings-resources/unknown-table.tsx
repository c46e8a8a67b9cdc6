import { AreaFrame } from '../../components/layout/area-frame';
import { NotFoundBody } from './not-found-body';

/** /settings/{table} for a table that is not one of the nine kinds. */
export function UnknownTable() {
  return (
    <>
      <AreaFrame title="Settings" />
      <NotFoundBody />
    </>
  );
}
