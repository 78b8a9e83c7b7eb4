import { useLocation } from 'react-router-dom';
import { Notice } from '../../components/ui/notice';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { TextLink } from '../../features/auth/components/text-link';
import { usePageTitle } from '../../lib/use-page-title';

function noticeFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('message' in state)) return undefined;
  return typeof state.message === 'string' ? state.message : undefined;
}

export function LoginPage() {
  usePageTitle('Sign In');
  const notice = noticeFrom(useLocation().state);
  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to continue managing your diabetes"
      footer={
        <>
          Don&apos;t have an account? <TextLink to={paths.register}>Sign up</TextLink>
          <span className="mt-2 block">
            Are you a clinician? <TextLink to={paths.clinician}>Open a patient&apos;s shared data</TextLink>
          </span>
        </>
      }
    >
      {notice && (
        <div className="mb-4">
          <Notice tone="success">{notice}</Notice>
        </div>
      )}
      <LoginForm />
    </AuthCard>
  );
}
