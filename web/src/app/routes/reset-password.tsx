import { PASSWORD_RESET_MESSAGES } from '@glyco/contracts';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { InvalidResetLink } from '../../features/auth/components/invalid-reset-link';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { TextLink } from '../../features/auth/components/text-link';
import { usePageTitle } from '../../lib/use-page-title';

export function ResetPasswordPage() {
  usePageTitle('Set New Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthCard title="Set New Password" footer={<TextLink to={paths.login}>Back to Login</TextLink>}>
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink message={PASSWORD_RESET_MESSAGES.tokenMissingInUrl} />}
    </AuthCard>
  );
}
