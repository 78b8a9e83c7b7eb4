import { paths } from '../../config/paths';

export const navEntries = [
  { to: paths.dashboard, label: 'Dashboard', icon: '▦' },
  { to: paths.glucose, label: 'Glucose', icon: '◉' },
  { to: paths.meals, label: 'Meals', icon: '◧' },
  { to: paths.insulin, label: 'Insulin', icon: '✚' },
  { to: paths.reports, label: 'Reports', icon: '▤' },
  { to: paths.import, label: 'Import', icon: '⇪' },
  { to: paths.chat, label: 'Chat', icon: '✉' },
  { to: paths.activity, label: 'Activity', icon: '⟲' },
  { to: paths.following, label: 'Following', icon: '♡' },
  { to: paths.profile, label: 'Profile', icon: '☺' },
] as const;
