import dayjs from 'dayjs';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

export function DashboardHeader({ name }: { name: string }) {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return (
    <PageHeader
      title={`Welcome back, ${firstName}!`}
      description={dayjs().format('dddd, MMMM D, YYYY')}
      actions={
        <>
          <ButtonLink to={paths.chat} variant="outline">
            Chat with AI
          </ButtonLink>
          <ButtonLink to={paths.glucose}>Add Reading</ButtonLink>
        </>
      }
    />
  );
}
