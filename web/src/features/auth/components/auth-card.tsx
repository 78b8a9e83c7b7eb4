import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8 dark:bg-slate-800 dark:ring-slate-700">
      <h1 className="text-center text-2xl font-bold">{title}</h1>
      {subtitle && <p className="mt-2 text-center text-slate-600 dark:text-slate-400">{subtitle}</p>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>}
    </div>
  );
}
