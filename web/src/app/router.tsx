import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layouts/app-layout';
import { ActiveAlertBanners } from '../features/alerts/banner/active-alert-banners';
import { ClinicianLayout } from '../components/layouts/clinician-layout';
import { ProtectedRoute } from '../components/layouts/protected-route';
import { PublicLayout } from '../components/layouts/public-layout';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';

// Pages load on first visit so the landing page does not ship the charts and forms.
const signedOutRoutes: RouteObject[] = [
  { path: paths.login, lazy: () => import('./routes/login').then((module) => ({ Component: module.LoginPage })) },
  { path: paths.register, lazy: () => import('./routes/register').then((module) => ({ Component: module.RegisterPage })) },
  { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password').then((module) => ({ Component: module.ForgotPasswordPage })) },
  { path: paths.forgotPasswordLegacy, lazy: () => import('./routes/forgot-password').then((module) => ({ Component: module.ForgotPasswordPage })) },
  { path: paths.resetPassword, lazy: () => import('./routes/reset-password').then((module) => ({ Component: module.ResetPasswordPage })) },
  { path: paths.clinician, lazy: () => import('./routes/clinician-access').then((module) => ({ Component: module.ClinicianAccessPage })) },
  // Signed in or not: the link asks a signed-out follower to sign in or register first.
  { path: paths.follow, lazy: () => import('./routes/follow').then((module) => ({ Component: module.FollowPage })) },
  // An emergency contact has no account: the escalation email's link answers the alert.
  { path: paths.answerAlert, lazy: () => import('./routes/answer-alert').then((module) => ({ Component: module.AnswerAlertPage })) },
  { path: '*', element: <NotFoundPage /> },
];

const signedInRoutes: RouteObject[] = [
  { path: paths.dashboard, lazy: () => import('./routes/dashboard').then((module) => ({ Component: module.DashboardPage })) },
  { path: paths.glucose, lazy: () => import('./routes/glucose').then((module) => ({ Component: module.GlucosePage })) },
  { path: paths.meals, lazy: () => import('./routes/meals').then((module) => ({ Component: module.MealsPage })) },
  { path: paths.insulin, lazy: () => import('./routes/insulin').then((module) => ({ Component: module.InsulinPage })) },
  { path: paths.reports, lazy: () => import('./routes/reports').then((module) => ({ Component: module.ReportsPage })) },
  { path: paths.profile, lazy: () => import('./routes/profile').then((module) => ({ Component: module.ProfilePage })) },
  { path: paths.chat, lazy: () => import('./routes/chat').then((module) => ({ Component: module.ChatPage })) },
  { path: paths.activity, lazy: () => import('./routes/activity').then((module) => ({ Component: module.ActivityPage })) },
  { path: paths.import, lazy: () => import('./routes/import').then((module) => ({ Component: module.ImportPage })) },
  { path: paths.following, lazy: () => import('./routes/following').then((module) => ({ Component: module.FollowingPage })) },
];

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <Spinner />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      { path: paths.privacy, lazy: () => import('./routes/privacy').then((module) => ({ Component: module.PrivacyPage })) },
      { element: <PublicLayout />, children: signedOutRoutes },
      {
        element: <ClinicianLayout />,
        children: [{ path: paths.clinicianPatient, lazy: () => import('./routes/clinician-patient').then((module) => ({ Component: module.ClinicianPatientPage })) }],
      },
      { element: <ProtectedRoute />, children: [{ element: <AppLayout notices={<ActiveAlertBanners />} />, children: signedInRoutes }] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
