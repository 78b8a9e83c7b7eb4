import { PASSWORD_RESET_MESSAGES } from '@glyco/contracts';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { paths } from '../../../config/paths';
import { TextLink } from './text-link';

export function InvalidResetLink({ message = PASSWORD_RESET_MESSAGES.linkInvalid }: { message?: string }) {
  return (
    <div className="space-y-4 text-center">
      <ErrorBanner message={message} />
      <TextLink to={paths.forgotPassword}>Request a new password reset link</TextLink>
    </div>
  );
}
