import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { TextLink } from '../../features/auth/components/text-link';
import { usePageTitle } from '../../lib/use-page-title';

export function ForgotPasswordPage() {
  usePageTitle('Reset Password');
  return (
    <AuthCard title="Reset Password" footer={<TextLink to={paths.login}>Back to Login</TextLink>}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
