import { AnswerAlertLink } from '../../features/alerts/components/answer-alert-link';
import { usePageTitle } from '../../lib/use-page-title';

export function AnswerAlertPage() {
  usePageTitle('Urgent low alert');
  return <AnswerAlertLink />;
}
