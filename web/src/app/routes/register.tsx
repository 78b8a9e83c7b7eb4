import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { TextLink } from '../../features/auth/components/text-link';
import { usePageTitle } from '../../lib/use-page-title';

export function RegisterPage() {
  usePageTitle('Create Your Account');
  return (
    <AuthCard
      title="Create Your Account"
      footer={
        <TextLink to={paths.login}>Already have an account? Sign in</TextLink>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
