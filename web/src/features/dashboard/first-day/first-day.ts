import type { DashboardData } from '../api/get-dashboard-data';

/** A person with nothing logged yet: no reading, meal or dose. They are greeted "Welcome", and shown the ways in. */
export function isFirstDay(data: Pick<DashboardData, 'current' | 'readings' | 'meals' | 'doses'>): boolean {
  return !data.current?.reading && data.readings.length === 0 && data.meals.length === 0 && data.doses.length === 0;
}

/** "Welcome, Ada!" before anything is logged; "Welcome back, Ada!" once there is something to come back to. */
export function dashboardGreeting(name: string, firstDay: boolean): string {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  const greeting = firstDay ? 'Welcome' : 'Welcome back';
  return firstName ? `${greeting}, ${firstName}!` : `${greeting}!`;
}

/** The Profile page opened on its Uploads tab, where the uploader's address and secret are. */
export const UPLOADS_TAB_QUERY = 'tab=uploads';
