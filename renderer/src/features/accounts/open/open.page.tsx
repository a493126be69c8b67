import { Alert, Anchor } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { recordScreenPath } from '../../../app/navigation';
import { t } from '../../../app/i18n';

/** Target of the record links `/web#model=M&id=N`: the server forwards them to /admin/open?model=M&id=N. */
export default function OpenRecordPage() {
  const [params] = useSearchParams();
  const model = params.get('model') ?? '';
  const id = Number(params.get('id'));
  const path = Number.isInteger(id) && id > 0 ? recordScreenPath(model, id) : null;

  if (path) return <Navigate to={path} replace />;
  return (
    <Alert color="yellow" title={t('admin.accounts.recordCannotOpenedHere')} maw={560}>
      <Anchor component={Link} to="/">
        {t('admin.accounts.backHomeScreen')}
      </Anchor>
    </Alert>
  );
}
