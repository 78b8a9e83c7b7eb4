import { useLocation } from 'react-router-dom';
import { Notice } from '../../components/ui/notice';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { TextLink } from '../../features/auth/components/text-link';
import { usePageTitle } from '../../lib/use-page-title';
import { useAtomValue } from '../../lib/jotai';
import { signedOutNoticeAtom } from '../../lib/session';
import { noticeFromState } from '../../lib/ways-in-notice';

export function LoginPage() {
  usePageTitle('Sign In');
  const signedOut = useAtomValue(signedOutNoticeAtom);
  const notice = noticeFromState(useLocation().state) ?? signedOut ?? undefined;
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
          <Notice tone="success">
            {notice.message}
            {notice.details.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {notice.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </Notice>
        </div>
      )}
      <LoginForm />
    </AuthCard>
  );
}
