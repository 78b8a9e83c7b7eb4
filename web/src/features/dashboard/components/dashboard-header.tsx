import dayjs from 'dayjs';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

export function DashboardHeader({ greeting }: { greeting: string }) {
  return (
    <PageHeader
      title={greeting}
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
